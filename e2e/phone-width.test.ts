import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { demoAccounts, signedInPage } from './fixtures';

useBrowser();

const width = 360;

/** A demo car on a dealership's finance offer: its line under the price is the longest. */
async function carWithFinanceOffer(): Promise<Car> {
  for (let page = 1; ; page += 1) {
    const answer = (await (
      await fetch(`${baseURL()}/api/v1/car/search?pageSize=100&page=${page}`)
    ).json()) as CarSearchResponse;
    const cars = Object.values(answer.cars);
    const offered = cars.find((car) => car.financeOffer);
    if (offered) return offered;
    if (cars.length === 0) throw new Error('No demo car has a finance offer.');
  }
}

/**
 * What sticks out of the screen sideways: the page's scroll width, and every visible element
 * whose box reaches past either edge, described. The page's frame clips sideways as a last
 * resort (it hides a bug rather than fix it), so it is set aside; a box that clips or scrolls
 * inside the page on purpose (a truncated line, the photo carousel, a thumbnail strip) answers
 * for what it holds, and is itself measured.
 */
async function outsideTheScreen(page: Page) {
  return page.evaluate(() => {
    const screenWidth = window.innerWidth;
    const main = document.querySelector('main');
    const clipsOnPurpose = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible' && !element.contains(main);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).overflowX === 'clip' && element.contains(main)) {
        element.style.overflowX = 'visible';
      }
    }
    const outside: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      // Visually hidden (the sr-only pattern: the skip link until focused).
      if (getComputedStyle(element).clipPath === 'inset(50%)') continue;
      let ancestor = element.parentElement;
      while (ancestor && !clipsOnPurpose(ancestor)) ancestor = ancestor.parentElement;
      if (ancestor) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > screenWidth + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        outside.push(
          `${element.tagName.toLowerCase()} "${text}" ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, screenWidth, outside };
  });
}

describe.each(['en', 'ar'] as const)('a 360 px phone, in %s', (language) => {
  let car: Car;
  const prefix = language === 'ar' ? '/ar' : '';

  beforeAll(async () => {
    car = await carWithFinanceOffer();
  });

  it.each(['grid', 'list'] as const)(
    'fits the listings in the %s view beside a car on a finance offer',
    async (view) => {
      const page = await openPage(browser, { width, language });
      // The car's make and model: the page lists it, its finance offer under its price.
      await page.goto(`${prefix}/car-${view}?make=${car.make}&model=${car.model}`);
      const title = page.locator(`main h2 a[href$="/car-details/${car.id}"]`);
      await title.waitFor();
      // The finance offer's line is drawn once the page has taken over.
      await page
        .locator('main article p[class*="truncate"] bdi')
        .first()
        .waitFor({ state: 'attached' });
      expect(await outsideTheScreen(page)).toEqual({
        scrollWidth: width,
        screenWidth: width,
        outside: [],
      });
      await page.context().close();
    },
  );

  it("fits the car's dealer page and the car's page", async () => {
    const page = await openPage(browser, { width, language });
    await page.goto(`${prefix}/dealer/${car.sellerId}`);
    await page.locator('main article bdi').first().waitFor({ state: 'attached' });
    expect(await outsideTheScreen(page)).toEqual({
      scrollWidth: width,
      screenWidth: width,
      outside: [],
    });

    await page.goto(`${prefix}/car-details/${car.id}`);
    // Its similar cars come last, after the page has taken over.
    await page.locator('section[aria-labelledby="similar-cars-title"] article').first().waitFor();
    expect(await outsideTheScreen(page)).toEqual({
      scrollWidth: width,
      screenWidth: width,
      outside: [],
    });
    await page.context().close();
  });

  it('fits My Cars with cars chosen, the bulk action bar open, and its confirmation', async () => {
    const page = await signedInPage(browser, demoAccounts.dealer.email, { width, language });
    await page.goto(`${prefix}/my-cars`);
    const boxes = page.locator('main li input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('region', {
      name: /^(Change the selected cars|تغيير السيارات المحددة)$/,
    });
    await bar.waitFor();
    const fits = { scrollWidth: width, screenWidth: width, outside: [] };
    expect(await outsideTheScreen(page)).toEqual(fits);

    await bar.getByRole('button', { name: /^(Delete|حذف)$/ }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await outsideTheScreen(page)).toEqual(fits);
    await page.context().close();
  });
});

describe('the list view on a computer, in Arabic', () => {
  it("keeps each car's picture in its own column beside a car on a finance offer", async () => {
    const car = await carWithFinanceOffer();
    const page = await openPage(browser, { width: 1280, language: 'ar' });
    await page.goto(`/ar/car-list?make=${car.make}`);
    await page.locator('main article bdi').first().waitFor({ state: 'attached' });
    const spilling = await page.locator('main article').evaluateAll((articles) =>
      articles.flatMap((article) => {
        const column = article.firstElementChild?.getBoundingClientRect();
        const picture = article.querySelector('img')?.getBoundingClientRect();
        if (!column || !picture) return [];
        const inside = picture.left >= column.left - 0.5 && picture.right <= column.right + 0.5;
        return inside ? [] : [`${article.querySelector('h2')?.textContent ?? ''}`];
      }),
    );
    expect(spilling).toEqual([]);
    await page.context().close();
  });
});
