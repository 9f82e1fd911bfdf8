import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/rules/format';
import { i18n, setLanguage } from '../../../lib/i18n';
import { nameIsSummary, nameProblem, suggestedName } from './search-name';
import { searchSummary, type FilterName } from './search-summary';

/** The names the listing's chips give these filters (`activeFilters` of the cars feature). */
const names: FilterName[] = [
  { id: 'make:toyota', label: 'Toyota' },
  { id: 'make:hyundai', label: 'Hyundai' },
  { id: 'model', label: 'Corolla' },
  { id: 'city:cairo', label: 'Cairo' },
  { id: 'city:giza', label: 'Giza' },
  { id: 'bodyStyle:suv', label: 'SUV' },
  { id: 'bodyStyle:sedan', label: 'Sedan' },
  { id: 'transmission:automatic', label: 'Automatic' },
  { id: 'condition', label: 'Used' },
  { id: 'q', label: '“one owner”' },
];

const summary = (criteria: Record<string, string | number>, language: 'en' | 'ar' = 'en') =>
  searchSummary(criteria, names, i18n.getFixedT(language), language);

afterEach(async () => {
  await setLanguage('en');
});

describe('the summary of a search', () => {
  it('reads make and model together, then the price and the place', () => {
    expect(summary({ make: 'toyota', model: 'corolla', priceMax: 900_000, city: 'cairo' })).toBe(
      `Toyota Corolla, under ${formatPrice(900_000, 'en')}, Cairo`,
    );
  });

  it('puts the criteria in the order a buyer says them, whatever their order in the query', () => {
    expect(
      summary({
        city: 'cairo,giza',
        condition: 'usedCar',
        transmission: 'automatic',
        bodyStyle: 'suv,sedan',
        mileageMax: 100_000,
        yearMax: 2020,
        yearMin: 2015,
        q: 'one owner',
        make: 'toyota,hyundai',
      }),
    ).toBe(
      'Toyota / Hyundai, “one owner”, 2015 to 2020, under 100,000 km, SUV / Sedan, Automatic, ' +
        'Used, Cairo / Giza',
    );
  });

  it('writes one-sided and single ranges, and starts with a capital', () => {
    expect(summary({ priceMin: 500_000 })).toBe(`From ${formatPrice(500_000, 'en')}`);
    expect(summary({ priceMin: 500_000, priceMax: 900_000 })).toBe(
      `${formatPrice(500_000, 'en')} to 900,000`,
    );
    expect(summary({ priceMin: 500_000, priceMax: 500_000 })).toBe(formatPrice(500_000, 'en'));
    expect(summary({ yearMin: 2018 })).toBe('From 2018');
    expect(summary({ yearMax: 2018, make: 'toyota' })).toBe('Toyota, until 2018');
    expect(summary({ year: 2018 })).toBe('2018');
  });

  it('shows a value without a name as it is, and a search without criteria as all cars', () => {
    expect(summary({ make: 'lada', city: 'atlantis' })).toBe('Lada, atlantis');
    expect(summary({})).toBe('All cars');
  });

  it('is written in Arabic on Arabic pages, with Latin digits', async () => {
    await setLanguage('ar');
    const arabicNames: FilterName[] = [
      { id: 'make:toyota', label: 'تويوتا' },
      { id: 'model', label: 'كورولا' },
      { id: 'city:cairo', label: 'القاهرة' },
    ];
    expect(
      searchSummary(
        { make: 'toyota', model: 'corolla', yearMin: 2015, priceMax: 900_000, city: 'cairo' },
        arabicNames,
        i18n.getFixedT('ar'),
        'ar',
      ),
    ).toBe('تويوتا كورولا، من 2015، حتى 900,000 جنيه، القاهرة');
    expect(summary({}, 'ar')).toBe('كل السيارات');
  });

  it('writes the currency once in a price range, where each language puts it', async () => {
    expect(summary({ priceMin: 500_000, priceMax: 900_000, city: 'cairo' })).toBe(
      'EGP\u00a0500,000 to 900,000, Cairo',
    );
    await setLanguage('ar');
    expect(summary({ priceMin: 500_000, priceMax: 900_000, city: 'cairo' }, 'ar')).toBe(
      'من 500,000 إلى 900,000 جنيه، Cairo',
    );
    expect(summary({ priceMin: 500_000 }, 'ar')).toBe('من 500,000 جنيه');
  });

  it('puts an Arabic comma straight after an amount: no full stop of "ج.م." nor hidden marks', async () => {
    await setLanguage('ar');
    const arabic = summary(
      { priceMax: 900_000, downPaymentMax: 200_000, monthlyMax: 15_000, mileageMax: 100_000 },
      'ar',
    );
    expect(arabic).toBe(
      'حتى 900,000 جنيه، حتى 100,000 كم، مقدم حتى 200,000 جنيه، قسط حتى 15,000 جنيه شهريًا',
    );
    expect(arabic).not.toMatch(/[\u200e\u200f\u061c]|\.،/);
    // English keeps the words of the installment chips.
    expect(summary({ downPaymentMax: 200_000, monthlyMax: 15_000 })).toBe(
      `Down payment ≤ ${formatPrice(200_000, 'en')}, Installment ≤ ${formatPrice(15_000, 'en')} / month`,
    );
  });
});

describe('the name of a saved search', () => {
  it('is offered as the summary, cut to 80 characters', () => {
    expect(suggestedName('  Toyota Corolla, Cairo ')).toBe('Toyota Corolla, Cairo');
    const long = suggestedName(`Toyota / Hyundai / Kia, ${'Cairo / '.repeat(20)}Giza`);
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is its summary when it says the same, spaces and hidden direction marks aside', () => {
    expect(nameIsSummary('Toyota Corolla, Cairo', ' Toyota Corolla,  Cairo')).toBe(true);
    expect(nameIsSummary('حتى \u200f900,000 ج.م.\u200f', 'حتى 900,000 ج.م.')).toBe(true);
    expect(nameIsSummary('My next car', 'Toyota Corolla, Cairo')).toBe(false);
    expect(nameIsSummary('Toyota Corolla, C…', 'Toyota Corolla, Cairo')).toBe(false);
  });

  it('must have 1 to 80 characters once trimmed', () => {
    expect(nameProblem('   ')).toBe('required');
    expect(nameProblem('x'.repeat(81))).toBe('tooLong');
    expect(nameProblem(` ${'x'.repeat(80)} `)).toBeUndefined();
  });
});
