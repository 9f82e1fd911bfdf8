import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Car, CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { swipe, tapUntilShown } from './fixtures';

useBrowser();

/** A demo car for sale with at least three photos besides the sharing thumbnail. */
async function carWithPhotos(): Promise<Car> {
  const answer = (await (
    await fetch(`${baseURL()}/api/v1/car/search?pageSize=50`)
  ).json()) as CarSearchResponse;
  const car = Object.values(answer.cars).find(
    (candidate) => Object.keys(candidate.pictures).filter((id) => id !== 'og').length >= 3,
  );
  if (!car) throw new Error('No demo car with three photos');
  return car;
}

const inPage = (page: Page) => page.locator('.yarl__slide_current img').first();
const viewerOf = (page: Page) => page.locator('[role="dialog"].yarl__root');
const shownIn = (page: Page) => () => inPage(page).getAttribute('alt');
const shownFullScreen = (page: Page) => () =>
  viewerOf(page).locator('.yarl__slide_current img').first().getAttribute('alt');

describe('the photos of a car', () => {
  it('open full screen at the photo tapped on a phone, in Arabic, and not on a swipe', async () => {
    const car = await carWithPhotos();
    const page = await openPage(browser, { language: 'ar', phone: true });
    await page.goto(`/car-details/${car.id}`);
    await expect.poll(shownIn(page)).toMatch(/الصورة 1 من \d+$/);
    // The next photo comes in from the left in Arabic.
    await swipe(page, '.yarl__slide_current', 'right');
    await expect.poll(shownIn(page)).toMatch(/الصورة 2 من \d+$/);
    expect(await viewerOf(page).count()).toBe(0);

    await tapUntilShown(inPage(page), viewerOf(page));
    await expect.poll(shownFullScreen(page)).toMatch(/الصورة 2 من \d+$/);
    await page.context().close();
  });

  it('open at the photo clicked on a computer, and not after a swipe with the mouse', async () => {
    const car = await carWithPhotos();
    const page = await openPage(browser, { language: 'en' });
    await page.goto(`/car-details/${car.id}`);
    await expect.poll(shownIn(page)).toMatch(/photo 1 of \d+$/);
    const box = await page.locator('.yarl__slide_current').first().boundingBox();
    if (!box) throw new Error('The photo is not shown');
    const y = box.y + box.height / 2;
    // Dragged from the right to the left, as a mouse swipes to the next photo.
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(shownIn(page)).toMatch(/photo 2 of \d+$/);
    expect(await viewerOf(page).count()).toBe(0);

    await inPage(page).click();
    await viewerOf(page).waitFor();
    await expect.poll(shownFullScreen(page)).toMatch(/photo 2 of \d+$/);
    await page.context().close();
  });
});
