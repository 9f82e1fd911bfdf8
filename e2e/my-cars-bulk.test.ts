import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, useBrowser } from './browser';
import { signedInPage, storedSession, uniqueEmail } from './fixtures';

useBrowser();

/** Cars of this test's own dealership: "Hyundai Lot 00 2021" to "Hyundai Lot 12 2021". */
const lot = (number: number) => `Lot ${String(number).padStart(2, '0')}`;
const title = (number: number) => `Hyundai ${lot(number)} 2021`;

/**
 * A new dealer of a dealership of their own, so that changing "every car" changes no other
 * test's cars: Lot 00 sold, then Lot 01 to Lot 12 as drafts (never in the listings other tests
 * read), Lot n for EGP 400,000 + n × 10,000. Answers the dealer's page, signed in, and token.
 */
async function dealerWithCars() {
  const page = await signedInPage(browser, uniqueEmail('bulk'), { name: 'Badr Bulk' });
  const { token } = await storedSession(page);
  const headers = { authorization: `Bearer ${token}` };
  const registered = await page.request.post('/api/v1/dealer/register', {
    headers,
    data: {
      names: { en: 'Badr Motors', ar: null },
      city: 'cairo',
      phone: '+20 2 1234 5678',
      whatsapp: '+20 100 123 4567',
      addresses: { en: null, ar: null },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const dealerId = ((await registered.json()) as { id: string }).id;
  for (let number = 0; number <= 12; number += 1) {
    const created = await page.request.post('/api/v1/car', {
      headers,
      data: {
        dealerId,
        make: 'hyundai',
        model: lot(number),
        firstRegistration: 2021,
        mileage: 30_000,
        fuelType: 'petrol',
        capacity: 1600,
        condition: 'usedCar',
        transmission: 'automatic',
        bodyStyle: 'sedan',
        city: 'cairo',
        price: 400_000 + number * 10_000,
        status: number === 0 ? 'sold' : 'draft',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { page, token };
}

/** The row of a car on My Cars. */
const row = (page: Page, number: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title(number) }) });
const bar = (page: Page) => page.getByRole('region', { name: 'Change the selected cars' });

/**
 * Serious and critical violations of axe in `part` of the page: the screen's content (the bar
 * with it) or a dialog. The layout around it is e2e/a11y.test.ts's to audit.
 */
async function accessibilityProblems(page: Page, part: 'main' | '[role="dialog"]') {
  const { violations } = await new AxeBuilder({ page })
    .include(part)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/** The body of the next bulk call the page sends, once `act` has sent it. */
async function bulkBody(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.url().endsWith('/api/v1/car/bulk')),
    act(),
  ]);
  return request.postDataJSON() as unknown;
}

describe('bulk changes on My Cars', () => {
  it('lowers the prices of two cars by 10 %, marks every draft sold, then deletes all with the count confirmed', async () => {
    const { page, token } = await dealerWithCars();
    try {
      // The new dealership comes with the session restored on the next visit.
      await page.goto('/my-cars');
      await page.getByText('13 in all').waitFor();

      await page.getByRole('checkbox', { name: `Select ${title(12)}` }).check();
      await page.getByRole('checkbox', { name: `Select ${title(11)}` }).check();
      await bar(page).getByText('2 cars selected').waitFor();
      expect(await accessibilityProblems(page, 'main')).toEqual([]);
      await bar(page).getByRole('button', { name: 'Change price' }).click();
      const priceDialog = page.getByRole('dialog', { name: 'Change the prices of 2 cars' });
      await priceDialog.getByLabel('Percent', { exact: true }).fill('10');
      expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
      const priceBody = await bulkBody(page, () =>
        priceDialog.getByRole('button', { name: 'Change 2 prices' }).click(),
      );
      expect(priceBody).toMatchObject({ change: { kind: 'price', by: 'percent', value: -10 } });
      await page.getByText('The prices of 2 cars were changed.').waitFor();
      // 520,000 and 510,000 less 10 %; the next car as it was.
      await row(page, 12).getByText('468,000').waitFor();
      await row(page, 11).getByText('459,000').waitFor();
      await row(page, 10).getByText('500,000').waitFor();
      expect(await bar(page).count()).toBe(0);

      // The stock as a sheet has the new prices.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('group', { name: 'Download the stock' })
          .getByRole('button', { name: 'CSV' })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe('Badr Motors stock.csv');
      const sheet = (await readFile(await download.path())).toString('utf8');
      expect(sheet).toMatch(new RegExp(`,Hyundai,${lot(12)},2021,468000,`));

      // Every draft, on both pages, as the filter: the sold car stays out of it.
      await page
        .getByRole('navigation', { name: 'Filter by status' })
        .getByRole('link', { name: 'Draft' })
        .click();
      await page.getByText('12 in all').waitFor();
      await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await page.getByRole('button', { name: 'Select all 12 cars in this list' }).click();
      await bar(page).getByText('12 cars selected').waitFor();
      await bar(page).getByRole('button', { name: 'Mark sold' }).click();
      const soldQuestion = page.getByRole('alertdialog', { name: 'Mark 12 cars as sold?' });
      const soldBody = await bulkBody(page, () =>
        soldQuestion.getByRole('button', { name: 'Mark as sold' }).click(),
      );
      expect(soldBody).toMatchObject({
        cars: { allMatching: { status: 'draft' } },
        change: { kind: 'sold' },
      });
      await page.getByText('12 cars were marked as sold.').waitFor();
      await page.getByRole('heading', { name: 'No cars here' }).waitFor();

      await page
        .getByRole('navigation', { name: 'Filter by status' })
        .getByRole('link', { name: 'Sold' })
        .click();
      await page.getByText('13 in all').waitFor();
      await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await page.getByRole('button', { name: 'Select all 13 cars in this list' }).click();
      await bar(page).getByRole('button', { name: 'Delete' }).click();
      const deleteQuestion = page.getByRole('alertdialog', { name: 'Delete 13 cars?' });
      await deleteQuestion.getByText('This cannot be undone.', { exact: false }).waitFor();
      const deleteBody = await bulkBody(page, () =>
        deleteQuestion.getByRole('button', { name: 'Delete 13 cars' }).click(),
      );
      expect(deleteBody).toMatchObject({
        cars: { allMatching: { status: 'sold' } },
        change: { kind: 'delete', expectedCount: 13 },
      });
      await page.getByText('13 cars were deleted.').waitFor();
      await page.getByRole('heading', { name: 'No cars here' }).waitFor();
    } finally {
      const mine = await page.request.get('/api/v1/car/mine?pageSize=100', {
        headers: { authorization: `Bearer ${token}` },
      });
      for (const car of ((await mine.json()) as { cars: { id: string }[] }).cars) {
        await page.request.delete(`/api/v1/car/${car.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      }
      await page.context().close();
    }
  });
});
