import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import { accessibilityProblems, demoAccounts, signedInPage, storedSession } from './fixtures';

useBrowser();

/** Words no other test uses: the cars' stock numbers and a word of their descriptions. */
const run = Date.now().toString(36);
const tag = `import${run}`;

/**
 * A manager's stock as Egyptian Excel saves it: Arabic headers, makes and models spelt as
 * people write them (تويوتة, هونداي, إلنترا), Arabic-Indic digits and amounts in words (٢٠١٩,
 * ٨٧٥ ألف), an empty row, a make no one knows, and a column (colour) the cars have not.
 */
const sheet = [
  'رقم العربية في المعرض,الماركة,الموديل,سنة الصنع,السعر,العداد,ناقل الحركة,الوقود,الشكل,المحافظة,الوصف,اللون',
  `T${run}-1,تويوتة,كورولا,٢٠١٩,٨٧٥ ألف,80 الف كم,اوتوماتيك,بنزين,سيدان,اسكندرية,"فابريكا بالكامل، ${tag}",أبيض`,
  `T${run}-2,هونداي,إلنترا,2021,1.1 مليون,,أوتوماتيك,بنزين,سيدان,,كسر زيرو ${tag},أسود`,
  ',,,,,,,,,,,',
  `T${run}-3,ترابانت,601,1985,"150,000",,مانيوال,بنزين,سيدان,القاهرة,${tag},أحمر`,
  `T${run}-4,كيا,سيراتو,٢٠٢٠,٩٥٠ ألف,40000,مانيوال,بنزين,سيدان,القاهرة,${tag},`,
].join('\r\n');

const chooseSheet = (page: Page) =>
  page.locator('input[type="file"]').setInputFiles({
    name: 'مخزون المعرض.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });

/** The dry run's counts as shown: new, updated, unchanged, refused. */
const counts = (page: Page) =>
  Promise.all(
    ['add', 'update', 'unchanged', 'refused'].map((name) =>
      page.locator(`[data-count="${name}"] dd`).textContent(),
    ),
  );

/** The import's cars, found by the word of their descriptions; taken down after the test. */
async function importedCars(page: Page) {
  const response = await page.request.get(`/api/v1/car/search?q=${tag}&pageSize=20`);
  return Object.keys(((await response.json()) as { cars: Record<string, unknown> }).cars);
}

describe('a dealership imports its stock from a spreadsheet', () => {
  it('imports a messy Arabic sheet through its columns and dry run; the same sheet again changes nothing', async () => {
    const manager = await signedInPage(browser, demoAccounts.manager.email);
    const { token } = await storedSession(manager);
    try {
      await manager.goto('/my-cars');
      await manager.getByRole('link', { name: 'Import from a spreadsheet' }).click();
      await manager.getByRole('heading', { level: 1, name: 'Import from a spreadsheet' }).waitFor();
      await chooseSheet(manager);

      // The columns, guessed from their Arabic headers; the colour is not imported.
      await manager.getByRole('heading', { name: 'Match the columns' }).waitFor();
      expect(new URL(manager.url()).searchParams.get('import')).toMatch(/^imp/);
      const field = (header: string) =>
        manager.getByRole('combobox', { name: `Field of column \u2068${header}\u2069` });
      expect(await field('الماركة').inputValue()).toBe('make');
      expect(await field('سنة الصنع').inputValue()).toBe('firstRegistration');
      expect(await field('العداد').inputValue()).toBe('mileage');
      expect(await field('اللون').inputValue()).toBe('');
      await manager.getByRole('cell', { name: 'تويوتة' }).waitFor();
      await manager
        .getByText('Rows without a stock number or VIN are always added as new cars.', {
          exact: false,
        })
        .waitFor();

      expect(await accessibilityProblems(manager)).toEqual([]);

      await manager.getByRole('button', { name: 'Check the rows' }).click();
      await manager.getByRole('heading', { name: 'What importing would do' }).waitFor();
      expect(await counts(manager)).toEqual(['3', '0', '0', '1']);
      // The unknown make's row (the sheet's fifth: the header and an empty row before it).
      const refused = manager.getByRole('table', {
        name: 'Refused rows, with the column and the reason',
      });
      const cells = refused.getByRole('row').nth(1).locator('th, td');
      expect(await cells.allTextContents()).toEqual([
        '5',
        `T${run}-3`,
        'الماركة',
        '“\u2068ترابانت\u2069” is not a make we know',
      ]);

      expect(await accessibilityProblems(manager)).toEqual([]);

      // The report, made in the page: UTF-8 with a byte order mark, one line per problem.
      const [download] = await Promise.all([
        manager.waitForEvent('download'),
        manager.getByRole('button', { name: 'Download report' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('مخزون المعرض-report.csv');
      const report = await readFile(await download.path());
      expect([...report.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(report.subarray(3).toString('utf8').split('\r\n')).toEqual([
        'Row,Stock number,Column,Value,Reason',
        `5,T${run}-3,الماركة,ترابانت,“ترابانت” is not a make we know`,
        '',
      ]);

      // A reload comes back to the dry run.
      await manager.reload();
      await manager.getByRole('heading', { name: 'What importing would do' }).waitFor();
      expect(await counts(manager)).toEqual(['3', '0', '0', '1']);

      await manager.getByRole('button', { name: 'Import 3 cars' }).click();
      await manager.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
      await manager.getByText('3 cars were added or updated.').waitFor();
      expect(await accessibilityProblems(manager)).toEqual([]);
      expect(await manager.getByRole('link', { name: 'Go to My Cars' }).getAttribute('href')).toBe(
        '/my-cars',
      );

      // On sale, as the sheet named them.
      const visitor = await openPage(browser);
      await visitor.goto(`/car-grid?q=${tag}`);
      await expect.poll(() => visitor.getByRole('article').count()).toBe(3);
      for (const car of ['Toyota Corolla 2019', 'Hyundai Elantra 2021', 'Kia Cerato 2020']) {
        await visitor.getByRole('article').filter({ hasText: car }).waitFor();
      }
      await visitor.context().close();

      // The same sheet again, on an Arabic page: every car is unchanged, the make still unknown.
      const again = await signedInPage(browser, demoAccounts.manager.email, { language: 'ar' });
      await again.goto('/ar/my-cars/import');
      await again.getByRole('heading', { level: 1, name: 'الاستيراد من جدول بيانات' }).waitFor();
      await chooseSheet(again);
      await again.getByRole('heading', { name: 'طابق الأعمدة' }).waitFor();
      await again.getByRole('button', { name: 'افحص الصفوف' }).click();
      await again.getByRole('heading', { name: 'ما سيحدث عند الاستيراد' }).waitFor();
      expect(await counts(again)).toEqual(['0', '0', '3', '1']);
      expect(await accessibilityProblems(again)).toEqual([]);
      await again.getByText('\u00ab\u2068ترابانت\u2069\u00bb ليست ماركة نعرفها').waitFor();
      await again.getByText('لا شيء للاستيراد: كل الصفوف دون تغيير أو مرفوضة.').waitFor();
      expect(await again.getByRole('button', { name: /^استيراد/ }).isDisabled()).toBe(true);
      await again.context().close();
    } finally {
      // Cars without pictures must not lead the listings other tests read.
      for (const carId of await importedCars(manager)) {
        const removed = await manager.request.delete(`/api/v1/car/${carId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(removed.status()).toBe(204);
      }
      await manager.context().close();
    }
  });
});
