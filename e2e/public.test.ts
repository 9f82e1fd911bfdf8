import { describe, expect, it } from 'vitest';
import type { Car, CarSearchResponse } from '#shared/schemas/car';
import type { DealerDetail } from '#shared/schemas/dealer';
import { baseURL, browser, openPage, useBrowser } from './browser';

useBrowser();

const api = async <T>(path: string): Promise<T> =>
  (await fetch(baseURL() + path)).json() as Promise<T>;

describe('a visitor browses without signing in', () => {
  it('searches from home, filters, opens a car and its dealer', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search cars' });
    // Exactly: the text box before it is "Make, model, place or budget".
    await search.getByLabel('Make', { exact: true }).selectOption({ label: 'Toyota' });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/car-grid\?.*make=toyota/);

    const filters = page.getByRole('region', { name: 'Filters' }).or(page.locator('aside'));
    await filters.first().getByRole('checkbox', { name: 'Automatic', exact: true }).check();
    await page.waitForURL(/transmission=automatic/);
    const expected = await api<CarSearchResponse>(
      '/api/v1/car/search?make=toyota&transmission=automatic',
    );
    expect(expected.total).toBeGreaterThan(0);
    const titles = page.locator('main h2 a');
    await expect.poll(() => titles.count()).toBe(Math.min(expected.total, 24));
    for (const title of await titles.allInnerTexts()) expect(title).toMatch(/^Toyota /);

    // The search lives in the URL: it survives a reload.
    await page.reload();
    await expect.poll(() => titles.count()).toBe(Math.min(expected.total, 24));
    expect(
      await filters.first().getByRole('checkbox', { name: 'Automatic', exact: true }).isChecked(),
    ).toBe(true);

    const firstId = Object.keys(expected.cars)[0] ?? '';
    const car = expected.cars[firstId] as Car;
    await titles.first().click();
    await page.waitForURL(`**/car-details/${firstId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(/^Toyota /);
    // The gallery's rule: the showcase picture comes first, og is never shown.
    const gallery = page
      .getByRole('region', { name: /^Photos of / })
      .getByRole('img', { name: /, photo 1 of \d+$/ });
    expect(await gallery.getAttribute('src')).toBe(car.pictures.showcase?.url);
    await expect.poll(() => page.locator(`img[src="${car.pictures.og?.url}"]`).count()).toBe(0);
    const fuelShown = {
      petrol: 'Benzin',
      diesel: 'Diesel',
      hybrid: 'Hybrid',
      electric: 'Electric',
      naturalGas: 'Natural gas',
    }[car.fuelType];
    await expect.poll(() => page.getByText(fuelShown, { exact: true }).count()).toBeGreaterThan(0);

    const dealer = await api<DealerDetail>(`/api/v1/dealer/${car.sellerId}`);
    await page.getByRole('link', { name: 'View dealer and their cars' }).click();
    await page.waitForURL(`**/dealer/${car.sellerId}/*`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(dealer.name);
    await page.context().close();
  });

  it('lists dealers and searches them by name', async () => {
    const page = await openPage(browser);
    await page.goto('/dealers');
    const { dealers } = await api<{ dealers: { name: string }[] }>('/api/v1/dealer');
    await expect.poll(() => page.getByText(dealers[0]?.name ?? '').count()).toBeGreaterThan(0);
    await page
      .getByRole('searchbox')
      .or(page.getByLabel(/search/i))
      .first()
      .fill('Nile');
    await page.waitForURL(/q=Nile/);
    await expect.poll(() => page.getByText('Nile Motors').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Delta Motors').count()).toBe(0);
    await page.context().close();
  });

  it('shows the not-found screen, and the second catch-all under a known section', async () => {
    const page = await openPage(browser);
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await page.goto('/car-details/car_x/extra/segments');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'This page has moved or does not exist' }).count(),
      )
      .toBe(1);
    await page.context().close();
  });

  it("shows the router's error screen when a screen cannot load", async () => {
    const page = await openPage(browser);
    await page.route('**/assets/dealers-*.js', (route) => route.abort());
    await page.goto('/dealers');
    await expect.poll(() => page.getByText('Unexpected Application Error!').count()).toBe(1);
    await page.context().close();
  });
});
