import { describe, expect, it } from 'vitest';
import type { CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, useBrowser, waitForHydration } from './browser';

useBrowser();

/** Text as `escapeMarkup` (src/shared/rules/markup.ts) wrote it, read back. */
const unescapeMarkup = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** A demo car, from the API as the listings ask for it. */
async function someCar() {
  const response = await fetch(`${baseURL()}/api/v1/car/search?pageSize=1`);
  const body = (await response.json()) as CarSearchResponse;
  const car = Object.values(body.cars)[0];
  if (!car) throw new Error('The demo market has no car');
  return car;
}

describe('public pages written on the server', () => {
  it("shows a car's price and specification with JavaScript off", async () => {
    const car = await someCar();
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/car-details/${car.id}`);
    expect(response?.status()).toBe(200);
    const price = `EGP\u00a0${car.price.toLocaleString('en-US')}`;
    await expect.poll(() => page.getByText(price).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Specifications' }).count()).toBe(1);
    expect(await page.getByText(String(car.firstRegistration)).first().isVisible()).toBe(true);
    // The first photo is in the page itself, fetched first.
    const photo = page.locator('img[fetchpriority="high"]');
    expect(await photo.count()).toBe(1);
    await context.close();
  });

  it('fetches the first picture of the listings first, the first screen at once, the rest lazily', async () => {
    const html = await (await fetch(`${baseURL()}/car-grid`)).text();
    // HTML attributes are case-insensitive; React writes them as they are in JSX (fetchPriority).
    const main = html.slice(html.indexOf('<main')).toLowerCase();
    const pictures = [...main.matchAll(/<img\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => tag.includes('loading='));
    expect(pictures.length).toBeGreaterThan(10);
    const [first, second, third, ...rest] = pictures as [string, string, string, ...string[]];
    expect(first).toContain('fetchpriority="high"');
    for (const tag of [first, second, third]) expect(tag).toContain('loading="eager"');
    expect(second).not.toContain('fetchpriority');
    for (const tag of rest) expect(tag).toContain('loading="lazy"');
  });

  it("paints the page while the app's script is still on its way, then hydrates", async () => {
    const html = await (await fetch(`${baseURL()}/car-grid`)).text();
    // The page names one small script, which imports the app: no app chunk, no preload of it.
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    expect(html).not.toContain('modulepreload');

    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    // The app's script is held back until the page reports its first contentful paint. Paint
    // timestamps are when a frame reached the screen, which a busy machine can delay past the
    // script's request, so the order is shown by holding the script rather than by comparing
    // the two times.
    let paintedWhileHeld = false;
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      paintedWhileHeld = await page
        .waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
          undefined,
          { timeout: 15_000 },
        )
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    await page.goto('/car-grid');
    await waitForHydration(page);
    expect(paintedWhileHeld).toBe(true);
    await context.close();
  });

  // One test per page and language: each has its own time budget on a busy machine.
  const pagePaths = [
    '/',
    '/car-grid?bodyStyle=suv',
    '/cars/toyota',
    '/car-details/{car}',
    '/dealers',
  ];
  it.each(['', '/ar'].flatMap((prefix) => pagePaths.map((path) => prefix + path)))(
    'hydrates %s without an error or a warning',
    async (pagePath) => {
      const path = pagePath.includes('{car}')
        ? pagePath.replace('{car}', (await someCar()).id)
        : pagePath;
      const context = await browser.newContext({ baseURL: baseURL() });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      // Page views in a few seconds would spend the address's page-view limit that the other
      // test files share; they are not what this test is about.
      await page.route('**/api/v1/analytics/**', (route) => route.fulfill({ status: 204 }));
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      // Written by the server, then hydrated: React has taken over the page.
      expect(await page.locator('#page-data').count(), path).toBe(1);
      await waitForHydration(page);
      // The running page keeps the title the server wrote (a crawler may run the script).
      const written = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1];
      expect(await page.title(), path).toBe(unescapeMarkup(written ?? ''));
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
