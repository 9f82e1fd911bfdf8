/**
 * Screenshots of the leads' screens (docs/decisions/137, 138) in English and Arabic at phone and
 * desktop widths: a car's page with the inquiry form and the report dialog, /my-leads with a lead
 * open, the insights on /my-cars, the user menu's count, and /operator/reports with its hide
 * dialog. Needs the production build running on fresh demo data with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-leads.ts http://127.0.0.1:3177 /tmp/leads-shots
 *
 * Sends one report first, so that the operator has something to review. Not part of the tests.
 */
import { signInAs } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/leads-shots';
const kit = await screenshotKit(baseUrl, outDir);

const search = (await (await fetch(`${baseUrl}/api/v1/car/search?pageSize=1`)).json()) as {
  cars: Record<string, unknown>;
};
const [carId = ''] = Object.keys(search.cars);
const prefix = (language: string) => (language === 'ar' ? '/ar' : '');

const reporter = await kit.open('en', 1280);
await signInAs(reporter, 'user@example.com');
await reporter.goto(`/car-details/${carId}`);
await reporter.getByRole('button', { name: 'Report this listing' }).click();
await kit.shot(reporter, 'report-dialog-en-1280', false);
const dialog = reporter.getByRole('dialog');
await dialog.getByRole('radio', { name: 'Wrong price' }).check({ force: true });
await dialog.getByRole('button', { name: 'Send report' }).click();
await reporter.getByText('Thank you').waitFor();
await reporter.context().close();

for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    const visitor = await kit.open(language, width);
    await visitor.goto(`${prefix(language)}/car-details/${carId}`);
    await visitor.locator('input[name="phone"]').waitFor();
    await kit.shot(visitor, `car-details-${tag}`);
    await visitor.context().close();

    const dealer = await kit.open(language, width);
    await signInAs(dealer, 'dealer@example.com');
    await dealer.goto(`${prefix(language)}/my-leads`);
    await dealer.getByRole('list').first().waitFor();
    await dealer.locator('li[aria-labelledby]').first().waitFor();
    await kit.shot(dealer, `my-leads-${tag}`);
    await dealer.locator('li[aria-labelledby] button').last().click();
    await dealer.getByRole('dialog').waitFor();
    await kit.shot(dealer, `lead-open-${tag}`, false);
    await dealer.goto(`${prefix(language)}/my-leads?view=reports`);
    await kit.shot(dealer, `dealer-reports-${tag}`);
    await dealer.goto(`${prefix(language)}/my-cars`);
    await dealer.locator('canvas').first().waitFor();
    await kit.shot(dealer, `my-cars-${tag}`);
    await dealer.context().close();

    const operator = await kit.open(language, width);
    await signInAs(operator, 'operator@example.com');
    await operator.goto(`${prefix(language)}/operator/reports`);
    await operator.locator('li[aria-labelledby]').first().waitFor();
    await kit.shot(operator, `operator-${tag}`);
    await operator.getByRole('group').getByRole('button').first().click();
    await operator.getByRole('dialog').waitFor();
    await kit.shot(operator, `operator-hide-${tag}`, false);
    await operator.context().close();
  }
}
await kit.finish();
