import { describe, expect, it } from 'vitest';
import type { CarSearchResponse, CarSuggestResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, pageErrors, useBrowser } from './browser';

useBrowser();

const api = async <T>(path: string): Promise<T> =>
  (await fetch(baseURL() + path)).json() as Promise<T>;

const texts = {
  box: 'الماركة أو الموديل أو المكان أو الميزانية',
  suggestions: 'اقتراحات',
  chips: 'الفلاتر المختارة',
  empty: 'لا توجد سيارات تطابق الفلاتر المختارة',
  offers: 'عمليات بحث قريبة فيها سيارات',
  noPriceLimit: 'بدون حد السعر',
} as const;

/** The listings' car titles; a page holds 24 at most. */
const titlesShown = (total: number) => Math.min(total, 24);

describe('the search box on a 390 px phone, in Arabic', () => {
  it('suggests as the buyer types, and the suggestion picked lands on its cars at a structured address', async () => {
    const typed = 'تويوتا القاهرة تحت مليون';
    const asked = new URLSearchParams({ q: typed, lang: 'ar' });
    const { suggestions } = await api<CarSuggestResponse>(`/api/v1/car/suggest?${asked}`);
    const [picked] = suggestions;
    if (!picked) throw new Error(`The demo market suggests nothing for ${typed}`);
    const expected = await api<CarSearchResponse>(`/api/v1/car/search?${picked.criteria}`);
    expect(expected.total).toBe(picked.count);

    const page = await openPage(browser, { phone: true, language: 'ar' });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: texts.box });
    // The first thing of the page a phone shows: on the first screen, under the title.
    expect((await box.boundingBox())?.y).toBeLessThan(400);
    await box.tap();
    await box.pressSequentially(typed);
    const options = page.getByRole('listbox', { name: texts.suggestions }).getByRole('option');
    await expect.poll(() => options.count()).toBe(suggestions.length);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await options.first().innerText()).toContain(picked.label);
    await options.first().tap();

    // The suggestion's criteria as chips, at an address without the typed text.
    const chips = page.getByRole('list', { name: texts.chips });
    await chips.waitFor();
    const address = new URL(page.url());
    expect(address.pathname.startsWith('/ar/')).toBe(true);
    expect(address.searchParams.has('q')).toBe(false);
    for (const [name, value] of new URLSearchParams(picked.criteria)) {
      // A landing page's criterion is its path (/ar/cars/toyota), the others its query.
      if (!address.searchParams.has(name)) expect(address.pathname).toContain(`/${value}`);
      else expect(address.searchParams.get(name)).toBe(value);
    }
    expect(await chips.getByRole('listitem').count()).toBeGreaterThan(1);
    const titles = page.locator('main h2 a[href*="/car-details/"]');
    await expect.poll(() => titles.count()).toBe(titlesShown(expected.total));
    if (new URLSearchParams(picked.criteria).get('make') === 'toyota') {
      for (const title of await titles.allInnerTexts()) expect(title).toMatch(/^تويوتا /);
    }
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('offers a search near one that finds nothing, and the one tapped finds cars', async () => {
    const typed = 'تويوتا تحت 50 ألف';
    const nothing = await api<CarSearchResponse>('/api/v1/car/search?make=toyota&priceMax=50000');
    expect(nothing.total).toBe(0);
    const offer = nothing.nearby?.find((nearby) => nearby.change === 'noPriceLimit');
    if (!offer) throw new Error('No search without the price limit is offered');

    const page = await openPage(browser, { phone: true, language: 'ar' });
    // Typed into the address: the server moves it to the structured one, Toyota's page.
    const response = await page.goto(`/car-grid?${new URLSearchParams({ q: typed })}`);
    expect(response?.request().redirectedFrom()?.url()).toContain('/ar/car-grid?q=');
    expect(new URL(page.url()).pathname).toBe('/ar/cars/toyota');
    expect(new URL(page.url()).searchParams.get('priceMax')).toBe('50000');
    await page.getByRole('heading', { name: texts.empty }).waitFor();

    const offers = page.getByRole('region', { name: texts.offers });
    const link = offers.getByRole('link', { name: new RegExp(`^${texts.noPriceLimit}`) });
    await link.tap();
    await page.waitForURL((url) => !url.searchParams.has('priceMax'));
    const titles = page.locator('main h2 a[href*="/car-details/"]');
    await expect.poll(() => titles.count()).toBe(titlesShown(offer.total));
    expect(await page.getByRole('heading', { name: texts.empty }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
