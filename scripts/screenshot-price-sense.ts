/**
 * Screenshots of the price sense (docs/decisions/139 to 142) in English and Arabic at phone and
 * desktop widths: the listings' installment filters (the phone's filter sheet, the desktop's panel)
 * with their chips, the fair-price labels on cards and rows, a car's page with "Price compared with
 * similar cars", and the car form's live band of similar cars. Needs the production build running
 * on fresh demo data with the bundled sign-in provider:
 *
 *   npm run build
 *   DATA_DIR=/tmp/fairdata PORT=3193 NODE_ENV=production npm start &
 *   npx tsx scripts/screenshot-price-sense.ts http://127.0.0.1:3193 /tmp/price-sense-shots
 *
 * Not part of the tests.
 */
import { signInAs } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3193';
const outDir = process.argv[3] ?? '/tmp/price-sense-shots';
const kit = await screenshotKit(baseUrl, outDir);
const prefix = (language: string) => (language === 'ar' ? '/ar' : '');

interface ListedCar {
  id: string;
  make: string;
  model: string;
  firstRegistration: number;
  mileage: number | null;
  price: number;
  fairPrice?: { low: number; high: number; count: number; label: string } | null;
}

// The best deal first: a car with a band, for its page and for the form's live band.
const bestDeals = (await (
  await fetch(`${baseUrl}/api/v1/car/search?sort=best-deal&pageSize=24`)
).json()) as { cars: Record<string, ListedCar> };
const banded = Object.values(bestDeals.cars).filter((car) => car.fairPrice);
const car = banded[0];
if (!car) throw new Error('No car on sale has a fair-price band: seed more comparable cars.');
console.log(
  `Car ${car.id}: ${car.make} ${car.model} ${car.firstRegistration}, ${car.fairPrice?.label};`,
  `${banded.length} of the first 24 best deals have a band.`,
);

for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    const page = await kit.open(language, width);

    // The listings, best deal first, with both installment limits chosen.
    await page.goto(`${prefix(language)}/car-grid?sort=best-deal&downPaymentMax=300000`);
    await page.locator('article').first().waitFor();
    await kit.shot(page, `car-grid-${tag}`);
    if (width === 360) {
      await page
        .getByRole('button', { name: language === 'ar' ? /تصفية النتائج/ : /Filters/ })
        .click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor();
      await kit.shot(page, `filter-sheet-top-${tag}`, false);
      const downPayment = sheet.getByRole('group', {
        name: language === 'ar' ? 'المقدم حتى' : 'Down payment up to',
      });
      await downPayment.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await kit.shot(page, `filter-sheet-installments-${tag}`, false);
      await sheet
        .getByRole('group', {
          name: language === 'ar' ? 'القسط الشهري حتى' : 'Monthly installment up to',
        })
        .scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await kit.shot(page, `filter-sheet-monthly-${tag}`, false);
      await page.keyboard.press('Escape');
    } else {
      const panel = page.getByRole('group', {
        name: language === 'ar' ? 'المقدم حتى' : 'Down payment up to',
      });
      await panel.scrollIntoViewIfNeeded();
      await kit.shot(page, `filters-installments-${tag}`, false);
    }
    await page.goto(`${prefix(language)}/car-list?sort=best-deal&monthlyMax=20000`);
    await page.locator('article').first().waitFor();
    await kit.shot(page, `car-list-${tag}`);

    // A car's page with its band, the chart loaded.
    await page.goto(`${prefix(language)}/car-details/${car.id}`);
    const section = page.getByRole('region', {
      name: language === 'ar' ? 'السعر مقارنةً بسيارات مشابهة' : 'Price compared with similar cars',
    });
    await section.getByRole('img').waitFor();
    await kit.shot(page, `car-details-${tag}`);
    await section.scrollIntoViewIfNeeded();
    await kit.shot(page, `fair-price-card-${tag}`, false);
    await page.context().close();

    // The car form's live band, the dealer pricing a car like the one above.
    const dealer = await kit.open(language, width);
    await signInAs(dealer, 'dealer@example.com');
    await dealer.goto(`${prefix(language)}/add-car`);
    await dealer.locator('select[name="make"]').selectOption(car.make);
    await dealer.locator('input[name="model"]').fill(car.model);
    await dealer.locator('input[name="firstRegistration"]').fill(String(car.firstRegistration));
    await dealer.locator('input[name="mileage"]').fill(String(car.mileage ?? 0));
    await dealer.locator('input[name="price"]').fill(String(car.price));
    const live = dealer.getByText(
      language === 'ar'
        ? /سيارات مشابهة معروضة للبيع|لا توجد سيارات مشابهة/
        : /Similar cars on sale|Not enough similar cars/,
    );
    await live.waitFor();
    await dealer.waitForTimeout(800);
    await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await kit.shot(dealer, `car-form-band-${tag}`, false);
    await dealer.context().close();
  }
}
await kit.finish();
