/**
 * Screenshots of the stock import (/my-cars/import) in English and Arabic at phone and desktop
 * widths: the file step, the columns of a messy Arabic sheet matched, the dry run with a refused
 * row, the import being written and done; and My Cars' link to it. Needs the production build
 * running on demo data with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-stock-import.ts http://127.0.0.1:3177 /tmp/stock-import-shots
 *
 * Each run imports a few cars to the demo dealership (stock numbers of its own). The progress
 * shot shows the import half written: the answer of one poll is changed, as a slow import would
 * give it. Prints horizontal overflow and browser errors it sees. Not part of the test suite.
 */
import type { StockImportState } from '#shared/schemas/stock-import';
import { signInAs } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/stock-import-shots';
const prefix = (language: string) => (language === 'ar' ? '/ar' : '');

/** A dealer's sheet as Egyptian Excel saves it: Arabic headers and values, spellings mixed. */
const sheet = (run: string) =>
  [
    'رقم العربية في المعرض,الماركة,الموديل,سنة الصنع,السعر,العداد,ناقل الحركة,الوقود,الشكل,المحافظة,الوصف,اللون',
    `${run}-1,تويوتة,كورولا,٢٠١٩,٨٧٥ ألف,80 الف كم,اوتوماتيك,بنزين,سيدان,اسكندرية,"فابريكا بالكامل، صيانات توكيل",أبيض`,
    `${run}-2,هونداي,إلنترا,2021,1.1 مليون,,أوتوماتيك,بنزين,سيدان,,كسر زيرو,أسود`,
    ',,,,,,,,,,,',
    `${run}-3,ترابانت,601,1985,"150,000",,مانيوال,بنزين,سيدان,القاهرة,,أحمر`,
    ',كيا,سيراتو,٢٠٢٠,٩٥٠ ألف,40000,مانيوال,بنزين,سيدان,القاهرة,,',
  ].join('\r\n');

const kit = await screenshotKit(baseUrl, outDir);
for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    const run = `S${Date.now().toString(36).toUpperCase()}`;
    const page = await kit.open(language, width);
    await signInAs(page, 'dealer@example.com');

    await page.goto(`${prefix(language)}/my-cars`);
    await page.locator('main li').first().waitFor();
    await kit.shot(page, `my-cars-import-link-${tag}`, false);

    await page.goto(`${prefix(language)}/my-cars/import`);
    await page.locator('input[type="file"]').waitFor({ state: 'attached' });
    await kit.shot(page, `stock-import-file-${tag}`);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'مخزون المعرض.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sheet(run)),
    });
    await page.locator('main table select').first().waitFor();
    await kit.shot(page, `stock-import-mapping-${tag}`);

    await page.getByRole('button', { name: /Check the rows|افحص الصفوف/ }).click();
    await page.getByRole('button', { name: /Download report|تنزيل التقرير/ }).waitFor();
    await kit.shot(page, `stock-import-result-${tag}`);

    // One poll answered as a slow import would: a car of the three written.
    let shown = false;
    await page.route('**/api/v1/stock/imports/*', async (route) => {
      if (route.request().method() !== 'GET' || shown) return route.fallback();
      const state = (await (await route.fetch()).json()) as StockImportState;
      await route.fulfill({
        json: { ...state, status: 'running', counts: { ...state.counts, written: 1 } },
      });
    });
    await page.getByRole('button', { name: /Import 3 cars|استيراد 3 سيارات/ }).click();
    await page.getByRole('progressbar').waitFor();
    await page.getByText(/1 of 3|1 من 3/).waitFor();
    await kit.shot(page, `stock-import-progress-${tag}`, false);
    shown = true;
    await page.getByRole('link', { name: /Go to My Cars|الذهاب إلى سياراتي/ }).waitFor();
    await kit.shot(page, `stock-import-done-${tag}`);
    await page.context().close();
  }
}
await kit.finish();
