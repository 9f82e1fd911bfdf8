/**
 * Screenshots of My Cars' bulk changes in English and Arabic at phone and desktop widths: two
 * cars ticked with the action bar open, the price dialog with its example, every car of the
 * list chosen, the count's confirmation before a deletion, and the outcome told afterwards.
 * Needs the production build running on demo data with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-my-cars-bulk.ts http://127.0.0.1:3177 /tmp/my-cars-bulk-shots
 *
 * Changes nothing: every dialog is cancelled, and the one change sent (marking the list sold,
 * for the outcome's shot) is answered by the script, as the server would, without reaching it.
 * Prints horizontal overflow and browser errors it sees. Not part of the test suite.
 */
import { inLanguage } from '#shared/rules/site-paths';
import { signInAs } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/my-cars-bulk-shots';

/** The screen's words the script clicks, in either language. */
const words = {
  selectPage: /^(Select all on this page|تحديد كل سيارات هذه الصفحة)$/,
  selectAll: /^(Select all \d+ cars in this list|تحديد كل سيارات هذه القائمة)/,
  changePrice: /^(Change price|تغيير السعر)$/,
  markSold: /^(Mark sold|تسجيل كمباعة)$/,
  confirmSold: /^(Mark as sold|تسجيل كمباعة)$/,
  delete: /^(Delete|حذف)$/,
  cancel: /^(Cancel|إلغاء)$/,
  bar: /^(Change the selected cars|تغيير السيارات المحددة)$/,
};

const kit = await screenshotKit(baseUrl, outDir);
for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    const page = await kit.open(language, width);
    await signInAs(page, 'dealer@example.com');
    await page.goto(inLanguage(language, '/my-cars'));
    const boxes = page.locator('main li input[type="checkbox"]');
    await boxes.first().waitFor();
    const bar = page.getByRole('region', { name: words.bar });

    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await bar.waitFor();
    await kit.shot(page, `my-cars-bulk-bar-${tag}`, false);
    await kit.shot(page, `my-cars-bulk-bar-page-${tag}`);

    await bar.getByRole('button', { name: words.changePrice }).click();
    const priceDialog = page.getByRole('dialog');
    await priceDialog.getByRole('textbox').fill('10');
    await kit.shot(page, `my-cars-bulk-price-${tag}`, false);
    await priceDialog.getByRole('button', { name: words.cancel }).click();

    await page.getByRole('checkbox', { name: words.selectPage }).check();
    await page.getByRole('button', { name: words.selectAll }).click();
    await kit.shot(page, `my-cars-bulk-all-${tag}`, false);

    await bar.getByRole('button', { name: words.delete }).click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    await kit.shot(page, `my-cars-bulk-delete-${tag}`, false);
    await question.getByRole('button', { name: words.cancel }).click();

    await page.route('**/api/v1/car/bulk', (route) =>
      route.fulfill({ json: { changed: 21, skipped: 2 } }),
    );
    await bar.getByRole('button', { name: words.markSold }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.confirmSold }).click();
    await bar.waitFor({ state: 'detached' });
    await kit.shot(page, `my-cars-bulk-done-${tag}`, false);
    await page.context().close();
  }
}
await kit.finish();
