import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cities } from '#shared/reference/cities';
import type { CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';

useBrowser();

const phone = { width: 390 };
const cairoCities = cities.filter((city) => city.governorate === 'cairo').map((city) => city.key);

/**
 * The demo cars whose city is in Cairo governorate, counted from every car the API lists (a
 * search by `city=cairo` would already mean the whole governorate).
 */
async function cairoGovernorateTotal() {
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = (await (
      await fetch(`${baseURL()}/api/v1/car/search?pageSize=100&page=${page}`)
    ).json()) as CarSearchResponse;
    expect(answer.totalIsCapped).toBe(false);
    const cars = Object.values(answer.cars);
    total += cars.filter((car) => cairoCities.includes(car.city)).length;
    if (cars.length === 0 || page * 100 >= answer.total) return total;
  }
}

/** How many car titles lie entirely within the first screen (the viewport, not scrolled). */
const titlesInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const height = window.innerHeight;
    return [...document.querySelectorAll('main h2 a')].filter((title) => {
      const box = title.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= height;
    }).length;
  });

const texts = {
  en: { filters: 'Filters', cairo: 'Cairo', city: /City/, show: /^Show (\d+) cars$/ },
  ar: { filters: 'تصفية النتائج', cairo: 'القاهرة', city: /المدينة/, show: /^اعرض (\S+) سيارة$/ },
} as const;

/** Arabic-Indic digits as Latin ones. */
const latin = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

describe.each(['en', 'ar'] as const)('the listings on a 390 px phone, in %s', (language) => {
  it('show three cars or more in the first screen, and filter by Cairo governorate in a sheet', async () => {
    const expected = await cairoGovernorateTotal();
    expect(expected).toBeGreaterThan(0);
    const text = texts[language];
    const page = await openPage(browser, { ...phone, language });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/car-grid');
    await page.locator('main h2 a').first().waitFor();
    expect(await titlesInFirstScreen(page)).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: text.filters }).click();
    const sheet = page.getByRole('dialog', { name: text.filters });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: text.city }).click();
    await sheet.getByRole('checkbox', { name: text.cairo, exact: true }).check();
    const show = sheet.getByRole('button', { name: text.show });
    await expect
      .poll(async () => latin((await show.innerText()).match(text.show)?.[1] ?? ''))
      .toBe(String(expected));
    // Escape closes the sheet without searching; the page behind was inert meanwhile.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('city')).toBeNull();

    await page.getByRole('button', { name: text.filters }).click();
    await sheet.getByRole('button', { name: text.city }).click();
    await sheet.getByRole('checkbox', { name: text.cairo, exact: true }).check();
    await expect.poll(async () => latin(await show.innerText())).toContain(String(expected));
    await show.click();
    await page.waitForURL(/city=cairo/);
    await sheet.waitFor({ state: 'hidden' });

    // Every car shown is in a city of Cairo governorate.
    const search = new URL(page.url()).search;
    const shown = (await (
      await fetch(`${baseURL()}/api/v1/car/search${search}&pageSize=24`)
    ).json()) as CarSearchResponse;
    expect(shown.total).toBe(expected);
    for (const car of Object.values(shown.cars)) expect(cairoCities).toContain(car.city);
    const titles = page.locator('main h2 a');
    await expect.poll(() => titles.count()).toBe(Math.min(expected, 24));
    const cityNames = await page.locator('main article p:has(svg) span.truncate').allInnerTexts();
    const allowed = cities
      .filter((city) => city.governorate === 'cairo')
      .map((city) => city[language]);
    for (const name of cityNames) expect(allowed).toContain(name);

    // The chip removes the filter.
    const chips = page.getByRole('list', {
      name: language === 'en' ? 'Active filters' : 'الفلاتر المختارة',
    });
    await chips.getByRole('button', { name: new RegExp(text.cairo) }).click();
    await page.waitForURL((url) => url.searchParams.get('city') === null);
    await expect.poll(() => chips.count()).toBe(0);
    await page.context().close();
  });
});
