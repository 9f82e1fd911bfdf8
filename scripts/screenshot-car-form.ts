/**
 * Full-page screenshots of /add-car (empty, with waiting pictures, with errors) and
 * /edit-car/{id} (a Nile Motors car) in English and Arabic at phone and desktop widths. Needs
 * the production build running with the bundled sign-in provider, e.g. on :3171:
 *
 *   npx tsx scripts/screenshot-car-form.ts http://localhost:3171 /tmp/car-form-shots
 *
 * Signs in as dealer@example.com. Prints horizontal overflow and browser errors it sees.
 * Changes nothing on the server (the form is never saved).
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { signInAs } from '../e2e/fixtures';
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
    const response = await fetch('/api/v1/cars/mine?pageSize=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { cars: { id: string; dealerName: string }[] };
    const car = body.cars.find((entry) => entry.dealerName === 'Nile Motors');
    if (!car) throw new Error('No Nile Motors car');
    return car.id;
  });
}

async function main() {
  const { open, shot, finish } = await screenshotKit(baseUrl, outDir);
  const files = [await picture('front.png', '#1e3a8a'), await picture('side.png', '#b45309')];
  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;
      const page = await open(language, width);
      await signInAs(page, 'dealer@example.com');

      await page.goto('/add-car');
      await page.locator('form button[type="submit"]').waitFor();
      await shot(page, `add-car-${suffix}`);
      await page.locator('input[type="file"]').setInputFiles(files);
      await page.locator('form button[type="submit"]').click();
      await shot(page, `add-car-errors-${suffix}`);

      const carId = await nileMotorsCar(page);
      await page.goto(`/edit-car/${carId}`);
      await page.locator('form button[type="submit"]').waitFor();
      await shot(page, `edit-car-${suffix}`);
      await page.context().close();
    }
  }
  await finish();
}

await main();
