import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Car } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { swipe, tapUntilShown } from './fixtures';

useBrowser();

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

/** A phone with a touch screen, in `language` (a fresh context: own storage). */
async function openPhone(language: 'en' | 'ar'): Promise<Page> {
  const page = await openPage(browser, { language, phone: true });
  pages.push(page);
  return page;
}

/** A demo car for sale with at least three photos besides the sharing thumbnail. */
async function carWithPhotos(page: Page): Promise<Car> {
  const response = await page.request.get('/api/v1/car/search?pageSize=50');
  const { cars } = (await response.json()) as { cars: Record<string, Car> };
  const car = Object.values(cars).find(
    (candidate) => Object.keys(candidate.pictures).filter((id) => id !== 'og').length >= 3,
  );
  if (!car) throw new Error('No demo car with three photos');
  return car;
}

/** The alt text of the photo the in-page gallery shows. */
const shownPhoto = (page: Page) =>
  page.locator('.yarl__slide_current img').first().getAttribute('alt');

describe('a buyer on a phone', () => {
  it('swipes the photos, opens them full screen and writes to the dealer on WhatsApp', async () => {
    const page = await openPhone('en');
    const car = await carWithPhotos(page);
    // The car page is reached from the listing, so there is a page to (wrongly) go back to.
    await page.goto('/car-grid');
    await page.getByRole('heading', { name: 'Cars for sale', level: 1 }).waitFor();
    await page.goto(`/car-details/${car.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const title = (await heading.textContent()) ?? '';
    expect(title).toContain(String(car.firstRegistration));

    // The showcase photo comes first; a swipe to the left shows the next one.
    await expect.poll(() => shownPhoto(page)).toMatch(/photo 1 of \d+$/);
    await swipe(page, '.yarl__slide_current', 'left');
    await expect.poll(() => shownPhoto(page)).toMatch(/photo 2 of \d+$/);
    // The swipe turned the photo, it did not take the browser back to the listing.
    expect(new URL(page.url()).pathname).toBe(`/car-details/${car.id}`);
    const gallery = page.locator('.yarl__root').first();
    expect(
      await gallery.evaluate(
        (element) => getComputedStyle(element.parentElement!).overscrollBehaviorX,
      ),
    ).toBe('contain');

    // A tap opens the full-screen viewer at the same photo; it swipes too, and closes.
    const viewer = page.getByRole('dialog', { name: `Photos of ${title}, full screen` });
    await tapUntilShown(page.locator('.yarl__slide_current img').first(), viewer);
    const fullScreenPhoto = () =>
      viewer.locator('.yarl__slide_current img').first().getAttribute('alt');
    await expect.poll(fullScreenPhoto).toMatch(/photo 2 of \d+$/);
    await swipe(page, '[role="dialog"] .yarl__slide_current', 'left');
    await expect.poll(fullScreenPhoto).toMatch(/photo 3 of \d+$/);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => shownPhoto(page)).toMatch(/photo 3 of \d+$/);
    expect(new URL(page.url()).pathname).toBe(`/car-details/${car.id}`);

    // Call and WhatsApp stay at the bottom of the screen, the message already written.
    const bar = page.getByRole('region', { name: 'Contact the dealer' });
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toMatch(/^\/20\d{9,10}$/);
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(title);
    expect(text.replace(/\s/g, ' ')).toContain(new Intl.NumberFormat('en-EG').format(car.price));
    expect(text).toContain(`${baseURL()}/car-details/${car.id}`);
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:/);

    // At the very end of the page the footer scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
  });

  it('turns the photos the other way in Arabic', async () => {
    const page = await openPhone('ar');
    const car = await carWithPhotos(page);
    await page.goto(`/car-details/${car.id}`);
    await expect.poll(() => shownPhoto(page)).toMatch(/الصورة 1 من \d+$/);
    // Arabic reads from the right: the next photo comes in from the left.
    await swipe(page, '.yarl__slide_current', 'right');
    await expect.poll(() => shownPhoto(page)).toMatch(/الصورة 2 من \d+$/);
    const whatsapp = page
      .getByRole('region', { name: 'التواصل مع المعرض' })
      .getByRole('link', { name: 'واتساب' });
    const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
    expect(text).toMatch(/^مرحبًا، أنا مهتم بسيارة /);
  });
});
