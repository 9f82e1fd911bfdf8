import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';

useBrowser();

/** A 390 × 844 phone's screen: what shows before any scrolling. */
const screenHeight = 844;

/** The tops of the result cars (each card or row), in page order, relative to the screen. */
const carTops = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main article:has(h2 a[href*="/car-details/"])')].map(
      (car) => car.getBoundingClientRect().top,
    ),
  );

const texts = {
  en: { chips: 'Active filters', save: 'Save this search' },
  ar: { chips: 'الفلاتر المختارة', save: 'احفظ هذا البحث' },
} as const;

describe.each(['en', 'ar'] as const)('the results on a 390 × 844 phone, in %s', (language) => {
  it('begin three cars or more in the first screen with five filters set', async () => {
    const page = await openPage(browser, { phone: true, language });
    await page.goto(
      '/car-list?make=toyota&fuelType=petrol&transmission=automatic&priceMax=1500000&yearMin=2015&city=cairo,giza',
    );
    // The chips and "Save this search" come after hydration: the screen is complete with them.
    const chips = page.getByRole('list', { name: texts[language].chips });
    await chips.waitFor();
    await page.getByRole('link', { name: texts[language].save }).waitFor();
    // Seven chips (two places) and "Clear all".
    expect(await chips.getByRole('listitem').count()).toBe(8);
    const tops = await carTops(page);
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(tops.filter((top) => top < screenHeight).length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});

describe('the compare tray on a phone', () => {
  it('shows on the pages that list cars, folds as the buyer leaves it, and stays off sign-in', async () => {
    const page = await openPage(browser, { phone: true });
    await page.goto('/car-grid');
    const toggles = page.getByRole('button', { name: 'Compare', exact: true });
    await toggles.first().waitFor();
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    const tray = page.getByRole('region', { name: 'Cars to compare' });
    await tray.getByRole('link', { name: 'Compare (2)' }).waitFor();

    const car = await page.locator('main h2 a[href*="/car-details/"]').first().getAttribute('href');
    await page.goto(car ?? '/');
    await tray.getByRole('link', { name: 'Compare (2)' }).waitFor();
    const open = await tray.boundingBox();
    await tray.getByRole('button', { name: 'Hide the chosen cars' }).click();
    await tray.getByRole('button', { name: 'Show the chosen cars' }).waitFor();
    expect(await tray.getByRole('listitem').count()).toBe(0);
    const folded = await tray.boundingBox();
    // A pill at the end of the line instead of a band across the screen.
    expect(folded?.width).toBeLessThan((open?.width ?? 0) / 2);

    // Folded it stays, on this page and the next.
    await page.reload();
    await tray.getByRole('button', { name: 'Show the chosen cars' }).waitFor();

    // The sign-in page is no place to compare cars: the tray does not follow the buyer there.
    await page.getByRole('link', { name: 'Report this listing' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await tray.count()).toBe(0);

    // Back on the car's page it is there again, still folded.
    await page.goBack();
    await tray.getByRole('button', { name: 'Show the chosen cars' }).waitFor();
    await tray.getByRole('button', { name: 'Show the chosen cars' }).click();
    expect(await tray.getByRole('listitem').count()).toBe(2);
    await page.context().close();
  });
});
