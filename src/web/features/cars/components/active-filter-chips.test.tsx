import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vehicleNamesIn } from '#shared/reference/makes';
import { formatPrice } from '#shared/rules/format';
import { interpretSearchText } from '#shared/rules/search-interpretation';
import { setLanguage } from '../../../lib/i18n';
import type { CarSearchState } from '../lib/car-search-params';
import { clearCarFilters, updateCarSearch } from '../lib/car-search-params';
import { structuredSearch } from '../lib/structured-search';
import { ActiveFilterChips } from './active-filter-chips';

/** The chips over a search kept in state, as the listing keeps it in the URL. */
function Harness({ initial }: { initial: CarSearchState }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <ActiveFilterChips
        search={search}
        onChange={(changes) => setSearch(updateCarSearch(search, changes))}
        onClear={() => setSearch(clearCarFilters(search))}
      />
      <output>{JSON.stringify(search)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as CarSearchState;

describe('active filter chips', () => {
  it('shows each filter and each place as a chip that removes only itself', () => {
    render(
      <Harness
        initial={{
          make: 'toyota',
          priceMax: 1_000_000,
          city: 'cairo,sheikhZayed',
          sort: 'price-asc',
          page: 3,
        }}
      />,
    );
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: Toyota',
      // formatPrice keeps the currency and the number together with a no-break space.
      expect.stringMatching(/^Remove filter: Up to EGP\s1,000,000$/),
      'Remove filter: Cairo',
      'Remove filter: Sheikh Zayed',
      null,
    ]);
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: Cairo' }));
    expect(shown()).toEqual({
      make: 'toyota',
      priceMax: 1_000_000,
      city: 'sheikhZayed',
      sort: 'price-asc',
      page: 1,
    });
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: Toyota' }));
    expect(shown()).toEqual({
      priceMax: 1_000_000,
      city: 'sheikhZayed',
      sort: 'price-asc',
      page: 1,
    });
  });

  it('shows each body style, the words and the year range as chips of their own', () => {
    render(
      <Harness
        initial={{
          q: 'corolla',
          yearMin: 2016,
          yearMax: 2020,
          mileageMax: 50_000,
          bodyStyle: 'suv,crossover',
          sort: 'newest',
          page: 1,
        }}
      />,
    );
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '“corolla”',
      'From 2016',
      'Until 2020',
      'Up to 50,000 km',
      'SUV',
      'Crossover',
      'Clear all',
    ]);
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: SUV' }));
    expect(shown()).toMatchObject({ bodyStyle: 'crossover', yearMin: 2016 });
  });

  it('clears every filter with "Clear all", keeping the sort, and then shows nothing', () => {
    render(<Harness initial={{ year: 2021, city: 'giza', sort: 'price-asc', page: 1 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(shown()).toEqual({ sort: 'price-asc', page: 1 });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

describe('installment limit chips', () => {
  const limits: CarSearchState = {
    downPaymentMax: 200_000,
    monthlyMax: 10_000,
    city: 'giza',
    sort: 'newest',
    page: 1,
  };
  const chipTexts = () =>
    within(screen.getByRole('list', { name: /^(Active filters|الفلاتر المختارة)$/ }))
      .getAllByRole('button')
      .map((chip) => chip.textContent?.replace(/\s/g, ' '));

  it('names each limit, removes it alone, and goes with "Clear all"', () => {
    render(<Harness initial={limits} />);
    expect(chipTexts()).toEqual([
      'Down payment ≤ EGP 200,000',
      'Installment ≤ EGP 10,000 / month',
      'Giza',
      'Clear all',
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: /^Remove filter: Down payment ≤ EGP\s200,000$/ }),
    );
    expect(shown()).toEqual({ monthlyMax: 10_000, city: 'giza', sort: 'newest', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(shown()).toEqual({ sort: 'newest', page: 1 });
  });

  it('speaks Arabic, with Latin digits', async () => {
    await setLanguage('ar');
    try {
      render(<Harness initial={limits} />);
      const [downPayment, monthly] = chipTexts();
      expect(downPayment).toBe(`مقدم حتى ${formatPrice(200_000, 'ar').replace(/\s/g, ' ')}`);
      expect(monthly).toBe(`قسط حتى ${formatPrice(10_000, 'ar').replace(/\s/g, ' ')} شهريًا`);
      expect(monthly).toContain('10,000');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the chips of a search read from typed text', () => {
  const typed = 'تويوتا كورولا 2018 في المعادي تحت مليون فتحة سقف';
  /** The listings' search once the address is the structured one the API's reading gives. */
  const readSearch = (language: 'en' | 'ar') => {
    const answer = interpretSearchText({ q: typed, year: undefined }).interpretation ?? {};
    const search = structuredSearch(
      { q: typed, sort: 'newest', page: 1 },
      answer,
      vehicleNamesIn(language),
    );
    if (!search) throw new Error('The text named no criterion');
    return search;
  };
  const chipTexts = () =>
    within(screen.getByRole('list', { name: /^(Active filters|الفلاتر المختارة)$/ }))
      .getAllByRole('button')
      .map((chip) => chip.textContent?.replace(/\s/g, ' '));

  it('names the make, model, year, place, budget and the words left, each removable', () => {
    render(<Harness initial={readSearch('en')} />);
    expect(chipTexts()).toEqual([
      '“فتحه سقف”',
      'Toyota',
      'Corolla',
      'Year 2018',
      'Up to EGP 1,000,000',
      'Maadi',
      'Clear all',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Year 2018' }));
    expect(shown()).not.toHaveProperty('yearMin');
    expect(shown()).not.toHaveProperty('yearMax');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: “فتحه سقف”' }));
    expect(shown()).toEqual({
      make: 'toyota',
      model: 'corolla',
      priceMax: 1_000_000,
      city: 'maadi',
      sort: 'newest',
      page: 1,
    });
  });

  it('speaks Arabic, with Latin digits', async () => {
    await setLanguage('ar');
    try {
      render(<Harness initial={readSearch('ar')} />);
      expect(chipTexts()).toEqual([
        '«فتحه سقف»',
        'تويوتا',
        'كورولا',
        'سنة 2018',
        `حتى ${formatPrice(1_000_000, 'ar').replace(/\s/g, ' ')}`,
        'المعادي',
        'مسح الكل',
      ]);
    } finally {
      await setLanguage('en');
    }
  });
});
