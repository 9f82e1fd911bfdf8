import { describe, expect, it } from 'vitest';
import type { CarSearchResponse } from '#shared/schemas/car';
import type { DealerDetail } from '#shared/schemas/dealer';
import { carDetailsPath, dealerPath, inLanguage } from '#shared/rules/site-paths';
import { baseURL, browser, cspViolationsOf, openPage, useBrowser } from './browser';

useBrowser();

/** A demo car, from the API as the listings ask for it. */
async function someCar() {
  const response = await fetch(`${baseURL()}/api/v1/car/search?pageSize=1`);
  const body = (await response.json()) as CarSearchResponse;
  const car = Object.values(body.cars)[0];
  if (!car) throw new Error('The demo market has no car');
  return car;
}

describe('the Content-Security-Policy', () => {
  it.each(['en', 'ar'] as const)(
    'is not violated by the car page, the listings, the home page or a dealer (%s)',
    async (language) => {
      const car = await someCar();
      const page = await openPage(browser, { language });
      // Page views of the visits would spend the address's limit that the other files share.
      await page.route('**/api/v1/analytics/**', (route) => route.fulfill({ status: 204 }));
      const dealer = (await (
        await fetch(`${baseURL()}/api/v1/dealer/${car.sellerId}`)
      ).json()) as DealerDetail;
      const paths = [carDetailsPath(car.id), '/car-grid', '/', dealerPath(dealer.id, dealer.name)];
      for (const path of paths) {
        // Quiet network: the screen's lazy chunks (the finance tools of a car) have run.
        await page.goto(inLanguage(language, path), { waitUntil: 'networkidle' });
        expect(await cspViolationsOf(page), path).toEqual([]);
      }
      await page.context().close();
    },
  );

  it("is not violated by the API's reference page, which draws every module's routes", async () => {
    const page = await openPage(browser);
    await page.goto('/api/docs', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.opblock-tag').count()).toBeGreaterThan(10);
    expect(await page.locator('.opblock').count()).toBeGreaterThan(60);
    expect(await cspViolationsOf(page)).toEqual([]);
    await page.context().close();
  });
});
