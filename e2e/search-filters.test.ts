import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarFacets, CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';

useBrowser();

const api = async <T>(path: string): Promise<T> =>
  (await fetch(baseURL() + path)).json() as Promise<T>;

/** Arabic-Indic digits as Latin ones, group separators dropped. */
const digits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[,٬]/g, '');

/** The count a checkbox is described by (the number beside the option). */
const countOf = (checkbox: Locator) =>
  checkbox.evaluate(
    (input) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );

const facetCount = (facets: CarFacets, facet: keyof CarFacets['facets'], value: string) =>
  String(facets.facets[facet].find((option) => option.value === value)?.count ?? 0);

describe('a buyer combines filters on the listings', () => {
  it('browses from home to a landing page, filters on it, and leaves it once its own filter goes', async () => {
    const page = await openPage(browser, { width: 1280 });
    await page.goto('/');
    await page.getByRole('link', { name: 'SUV', exact: true }).click();
    await page.waitForURL(/\/cars\/body\/suv$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toBe('SUV cars for sale in Egypt');
    const filters = page.locator('aside');
    const suv = filters.getByRole('checkbox', { name: 'SUV', exact: true });
    expect(await suv.isChecked()).toBe(true);

    await filters.getByRole('checkbox', { name: 'Automatic', exact: true }).check();
    await page.waitForURL(/\/cars\/body\/suv\?transmission=automatic$/);
    const expected = await api<CarSearchResponse>(
      '/api/v1/car/search?bodyStyle=suv&transmission=automatic',
    );
    const resultCount = page.getByText(/ cars? found$/);
    await expect.poll(() => resultCount.innerText()).toMatch(new RegExp(`^${expected.total} car`));
    expect(await heading.innerText()).toBe('SUV cars for sale in Egypt');

    await suv.uncheck();
    await page.waitForURL(/\/car-grid\?transmission=automatic$/);
    await expect.poll(() => heading.innerText()).toBe('Cars for sale');
    await page.context().close();
  });

  it('ticks two body styles and a year range, sees the counts follow, reloads and pages on', async () => {
    const page = await openPage(browser, { width: 1280 });
    await page.goto('/car-grid');
    const filters = page.locator('aside');
    const sedan = filters.getByRole('checkbox', { name: 'Sedan', exact: true });
    const everyCar = await api<CarFacets>('/api/v1/car/facets');
    await expect.poll(() => countOf(sedan)).toBe(facetCount(everyCar, 'bodyStyle', 'sedan'));

    await filters.getByRole('checkbox', { name: 'SUV', exact: true }).check();
    await page.waitForURL(/bodyStyle=suv/);
    await filters.getByRole('checkbox', { name: 'Crossover', exact: true }).check();
    await page.waitForURL(/bodyStyle=suv%2Ccrossover|bodyStyle=suv,crossover/);
    await filters.getByLabel('Year from').selectOption('2018');
    await filters.getByLabel('Year to').selectOption('2023');
    await page.waitForURL(/yearMin=2018&yearMax=2023/);

    const query = 'bodyStyle=suv,crossover&yearMin=2018&yearMax=2023';
    const expected = await api<CarSearchResponse>(`/api/v1/car/search?${query}`);
    const facets = await api<CarFacets>(`/api/v1/car/facets?${query}`);
    expect(expected.total).toBeGreaterThan(24);
    // With other filters kept, a body style's count is what ticking it would add to the search.
    await expect.poll(() => countOf(sedan)).toBe(facetCount(facets, 'bodyStyle', 'sedan'));
    expect(facetCount(facets, 'bodyStyle', 'sedan')).not.toBe(
      facetCount(everyCar, 'bodyStyle', 'sedan'),
    );
    const resultCount = page.getByText(/ cars found$/);
    await expect.poll(() => resultCount.innerText()).toBe(`${expected.total} cars found`);

    const titles = page.locator('main h2 a');
    await expect.poll(() => titles.count()).toBe(24);

    await page.reload();
    await expect.poll(() => titles.count()).toBe(24);
    expect(await filters.getByRole('checkbox', { name: 'SUV', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await filters.getByLabel('Year to').inputValue()).toBe('2023');

    await page.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/page=2/);
    const secondPage = await api<CarSearchResponse>(`/api/v1/car/search?${query}&page=2`);
    await expect.poll(() => titles.count()).toBe(Object.keys(secondPage.cars).length);
    await page.context().close();
  });

  it('finds cars by words in Arabic from the phone sheet, with the total on its button', async () => {
    const page = await openPage(browser, { width: 390, language: 'ar' });
    await page.goto('/car-grid');
    await page.getByRole('button', { name: 'تصفية النتائج' }).click();
    const sheet = page.getByRole('dialog', { name: 'تصفية النتائج' });
    const words = sheet.getByRole('combobox', { name: 'بحث', exact: true });
    await words.fill('تويوتا');
    await words.press('Enter');
    const expected = await api<CarSearchResponse>(
      `/api/v1/car/search?q=${encodeURIComponent('تويوتا')}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    const show = sheet.getByRole('button', { name: /^اعرض / });
    await expect.poll(async () => digits(await show.innerText())).toContain(String(expected.total));
    await show.click();
    // The words name a make: the address becomes the structured one, Toyota's page.
    await page.waitForURL(/\/ar\/cars\/toyota$/);
    const titles = page.locator('main h2 a');
    await expect.poll(() => titles.count()).toBe(Math.min(expected.total, 24));
    for (const title of await titles.allInnerTexts()) expect(title).toMatch(/^تويوتا /);
    await page.context().close();
  });
});
