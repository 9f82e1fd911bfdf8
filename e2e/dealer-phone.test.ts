import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxUploadBytes } from '#shared/reference/limits';
import { browser, useBrowser } from './browser';
import { demoAccounts, signedInPage, storedSession } from './fixtures';

useBrowser();

/** A photo as a phone takes it: about 9 MB of JPEG (random noise barely compresses). */
async function phonePhoto() {
  const width = 2950;
  const height = 2212;
  const buffer = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  return { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer };
}

describe('a dealer on a phone', () => {
  it('adds a car with a 9 MB photo, made smaller before upload, and a price typed "875.000"', async () => {
    const page = await signedInPage(browser, demoAccounts.dealer.email, { width: 390 });
    const photo = await phonePhoto();
    expect(photo.buffer.length).toBeGreaterThan(8 * 1024 * 1024);

    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/v1\/pictures\/car\/[^/]+$/.test(request.url())) {
        uploads.push(request.postDataBuffer()?.length ?? 0);
      }
    });

    await page.goto('/add-car');
    await page.getByRole('heading', { name: 'Add a car', level: 1 }).waitFor();
    await page.getByLabel('Pictures', { exact: true }).setInputFiles(photo);
    const tiles = page.getByRole('list', { name: 'Pictures of this car' }).getByRole('listitem');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(1);

    await page.getByLabel('Make', { exact: true }).selectOption('toyota');
    await page.getByLabel('Model', { exact: true }).fill(`Phone ${Date.now().toString(36)}`);
    await page.getByLabel('Year of first registration').fill('2021');
    await page.getByLabel('Body style').selectOption('sedan');
    await page.getByLabel('Transmission').selectOption('automatic');
    await page.getByLabel('Fuel type').selectOption('petrol');
    await page.getByLabel('Price (EGP)').fill('875.000');
    await expect
      .poll(() => page.getByText('eight hundred seventy-five thousand').count())
      .toBeGreaterThan(0);
    // The city is the dealership's, from its profile: Nile Motors is in Cairo.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'City' }).inputValue())
      .toBe('Cairo');
    await page.getByRole('button', { name: 'Save car' }).click();

    await page.getByRole('heading', { name: 'Car saved' }).waitFor({ timeout: 30_000 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(maxUploadBytes);

    const href = await page.getByRole('link', { name: 'View the car' }).getAttribute('href');
    const carId = decodeURIComponent(href?.split('/').pop() ?? '');
    const { token } = await storedSession(page);
    const response = await page.request.get(`/api/v1/car/${encodeURIComponent(carId)}/edit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = (await response.json()) as { car: { price: number }; pictures: unknown[] };
    expect(stored.car.price).toBe(875_000);
    expect(stored.pictures).toHaveLength(1);
    await page.context().close();
  });
});
