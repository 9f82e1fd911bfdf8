import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PageViewBody } from '#shared/schemas/analytics';
import { browser, openPage, useBrowser } from './browser';

useBrowser();

const statuses: number[] = [];

/** The page views the page sends, in order: observed, never blocked. */
function recordPageViews(page: Page): PageViewBody[] {
  const reports: PageViewBody[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (new URL(request.url()).pathname !== '/api/v1/analytics/pageview') return;
    reports.push(JSON.parse(request.postData() ?? 'null') as PageViewBody);
    // The server takes it (204), unless other browser tests used up this minute's 60 (429).
    void request.response().then((response) => statuses.push(response?.status() ?? 0));
  });
  return reports;
}

describe('page views', () => {
  it('reports home, /car-grid and a car, in order, each with its own title', async () => {
    const page = await openPage(browser);
    const reports = recordPageViews(page);

    await page.goto('/');
    await expect.poll(() => reports.length).toBe(1);
    const homeTitle = await page.title();
    expect(homeTitle).toBe('Arabeya · New and used cars in Egypt');
    expect(reports[0]).toEqual({ path: '/', title: homeTitle, language: 'en' });

    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Cars' })
      .click();
    await page.waitForURL('**/car-grid');
    await expect.poll(() => reports.length).toBe(2);
    const gridTitle = await page.title();
    expect(gridTitle).not.toBe(homeTitle);
    expect(reports[1]).toEqual({
      path: '/car-grid',
      title: gridTitle,
      referrerPath: '/',
      language: 'en',
    });

    const firstCar = page.locator('main h2 a').first();
    const carName = await firstCar.innerText();
    await firstCar.click();
    await page.waitForURL('**/car-details/*');
    const carPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(carName);
    await expect.poll(() => reports.length).toBe(3);
    const carTitle = await page.title();
    expect(carTitle).toContain(carName);
    expect(reports[2]).toEqual({
      path: carPath,
      title: carTitle,
      referrerPath: '/car-grid',
      language: 'en',
    });

    // One report per path change: nothing more arrives afterwards.
    await page.waitForTimeout(2000);
    expect(reports.map((report) => report.path)).toEqual(['/', '/car-grid', carPath]);
    expect(statuses).toHaveLength(3);
    for (const status of statuses) expect([204, 429]).toContain(status);
    await page.context().close();
  });

  it('sends nothing when the browser says Do Not Track', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    const reports = recordPageViews(page);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Arabeya · New and used cars in Egypt');
    await page.waitForTimeout(2000);
    expect(reports).toEqual([]);
    await page.context().close();
  });
});
