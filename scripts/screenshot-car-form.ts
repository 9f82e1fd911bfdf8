/**
 * Full-page screenshots of /add-car (empty, with waiting pictures, with errors, with a price
 * typed, asking about a doubtful price, saved) and /edit-car/{id} (a Nile Motors car) in English
 * and Arabic at phone and desktop widths; phones as touch screens. Needs the production build
 * running with the bundled sign-in provider, e.g. on :3171:
 *
 *   npx tsx scripts/screenshot-car-form.ts http://localhost:3171 /tmp/car-form-shots
 *
 * Signs in as dealer@example.com. Prints horizontal overflow and browser errors it sees.
 * Saves one car per language and width: run it against a scratch DATA_DIR.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { signInAs } from '../e2e/fixtures';
import { inLanguage } from '#shared/rules/site-paths';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://localhost:3171';
const outDir = process.argv[3] ?? '/tmp/car-form-shots';

const picture = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** A car of Nile Motors, through the API with the page's session token. */
async function nileMotorsCar(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const response = await fetch('/api/v1/car/mine?pageSize=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { cars: { id: string; dealerName: string }[] };
    const car = body.cars.find((entry) => entry.dealerName === 'Nile Motors');
    if (!car) throw new Error('No Nile Motors car');
    return car.id;
  });
}

/**
 * The kit's page as a phone with a touch screen (a coarse pointer: the form offers the camera
 * and no dragging). The viewport shots show it; Chromium's full-page shots resize the page and
 * lose the emulation, so they show the mouse layout.
 */
async function phone(page: Page, language: string): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 360, height: 800 },
    baseURL: baseUrl,
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.context().close();
  return context.newPage();
}

/** Every field the form needs, by name (the same in both languages). */
async function fillCar(page: Page, price: string) {
  await page.locator('[name="make"]').selectOption('toyota');
  await page.locator('[name="model"]').fill('Corolla');
  await page.locator('[name="firstRegistration"]').fill('٢٠٢١');
  await page.locator('[name="bodyStyle"]').selectOption('sedan');
  await page.locator('[name="transmission"]').selectOption('automatic');
  await page.locator('[name="fuelType"]').selectOption('petrol');
  await page.locator('[name="mileage"]').fill('45.000');
  await page.locator('[name="city"]').fill('cairo');
  await page.locator('[name="city"]').press('Enter');
  await page.locator('[name="price"]').fill(price);
}

async function main() {
  const { open, shot, finish } = await screenshotKit(baseUrl, outDir);
  const files = [await picture('front.png', '#1e3a8a'), await picture('side.png', '#b45309')];
  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;
      const page =
        width < 640
          ? await phone(await open(language, width), language)
          : await open(language, width);
      await signInAs(page, 'dealer@example.com');

      await page.goto(inLanguage(language, '/add-car'));
      await page.locator('form button[type="submit"]').waitFor();
      await shot(page, `add-car-${suffix}`);
      await page.locator('input[type="file"]:not([capture])').setInputFiles(files);
      await page.locator('form button[type="submit"]').click();
      await shot(page, `add-car-errors-${suffix}`);

      await fillCar(page, '875.000');
      await page
        .locator('[name="price"]')
        .evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await shot(page, `add-car-price-${suffix}`, false);
      await page.locator('[name="price"]').fill('875');
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('alertdialog').waitFor();
      await shot(page, `add-car-price-check-${suffix}`, false);
      await page.getByRole('alertdialog').locator('button').last().click();
      await page.locator('[name="price"]').fill('٨٧٥ ألف');
      await page.locator('form button[type="submit"]').click();
      await page.locator('h2[tabindex="-1"]').waitFor({ timeout: 30_000 });
      await shot(page, `add-car-saved-${suffix}`);

      const carId = await nileMotorsCar(page);
      await page.goto(inLanguage(language, `/edit-car/${carId}`));
      await page.locator('form button[type="submit"]').waitFor();
      await shot(page, `edit-car-${suffix}`);
      await page.context().close();
    }
  }
  await finish();
}

await main();
