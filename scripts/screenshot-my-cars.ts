/**
 * Full-page screenshots of /my-cars as a dealer admin (with insights) and as an employee (without)
 * in English and Arabic at phone and desktop widths, plus the delete dialog and the chart fed
 * with 30 varied days. Needs the production build running with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-my-cars.ts http://127.0.0.1:3177 /tmp/my-cars-shots
 *
 * Reports some page views of the dealer's first cars first (the server counts them; today only).
 * Prints horizontal overflow and browser errors it sees. Not part of the test suite.
 */
import type { Page } from 'playwright-core';
import type { DealerInsights } from '#shared/schemas/analytics';
import type { MyCarsResponse } from '#shared/schemas/car-write';
import { signInAs } from '../e2e/fixtures';
import { inLanguage } from '#shared/rules/site-paths';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/my-cars-shots';

/** Views of the dealer's first cars, so that the counts and today's point are not all zero. */
async function reportViews(page: Page) {
  const mine = await page.evaluate(async () => {
    const response = await fetch('/api/v1/car/mine?pageSize=5', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await response.json()) as MyCarsResponse;
  });
  for (const [index, car] of mine.cars.entries()) {
    for (let view = 0; view < 8 - index; view += 1) {
      await page.request.post('/api/v1/analytics/pageview', {
        data: { path: `/car-details/${car.id}`, title: car.model, language: 'en' },
      });
    }
  }
}

const variedDays = (insights: DealerInsights): DealerInsights => ({
  ...insights,
  daily: insights.daily.map((day, index) => ({
    ...day,
    views: Math.round(20 + 12 * Math.sin(index / 3) + index),
  })),
});

async function main() {
  const { open, shot, finish } = await screenshotKit(baseUrl, outDir);

  const setup = await open('en', 1280);
  await signInAs(setup, 'dealer@example.com');
  await reportViews(setup);
  await setup.context().close();

  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;

      const dealer = await open(language, width);
      await signInAs(dealer, 'dealer@example.com');
      await dealer.goto(inLanguage(language, '/my-cars'));
      await dealer.locator('main li').first().waitFor();
      await shot(dealer, `my-cars-dealer-${suffix}`);

      await dealer
        .getByRole('button', { name: /Delete|حذف/ })
        .first()
        .click();
      await shot(dealer, `my-cars-delete-${suffix}`, false);
      await dealer.keyboard.press('Escape');

      await dealer.route('**/api/v1/analytics/dealer/*', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ json: variedDays((await response.json()) as DealerInsights) });
      });
      await dealer.goto(inLanguage(language, '/my-cars'));
      await dealer.locator('main canvas').first().waitFor();
      await shot(dealer, `my-cars-chart-${suffix}`, false);
      await dealer.context().close();

      const employee = await open(language, width);
      await signInAs(employee, 'employee@example.com');
      await employee.goto(inLanguage(language, '/my-cars'));
      await employee.locator('main li').first().waitFor();
      await shot(employee, `my-cars-employee-${suffix}`);
      await employee.context().close();
    }
  }
  await finish();
}

await main();
