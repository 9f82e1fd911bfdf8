import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan } from '#shared/rules/installments';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { setLanguage } from '../../../lib/i18n';
import { beginHydration, endHydration } from '../../../lib/use-hydrated';
import { buildCar } from '../../../testing/data-generators';
import { keepRemoteConfig, mockApi, QueryWrapper } from '../../../testing/test-utils';
import type { Car } from '#shared/schemas/car';
import { CarCard } from './car-card';
import { CarRow } from './car-row';

function renderCars(cars: Car[], Item: typeof CarCard = CarCard) {
  mockApi({});
  render(
    <QueryWrapper>
      <MemoryRouter>
        {cars.map((car) => (
          <Item key={car.id} car={car} headingLevel={2} />
        ))}
      </MemoryRouter>
    </QueryWrapper>,
  );
}

/** The installment as the card writes it, with plain spaces (as `getByText` compares). */
const monthlyOf = (price: number, terms = defaultFinanceTerms) =>
  formatPrice(installmentPlan(price, terms).monthly, 'en').replace(/\s/g, ' ');

describe('the monthly installment of a car card or row', () => {
  it('shows "from EGP … / month" on the configured terms, under the price', () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    renderCars([buildCar({ price: 1_250_000 })]);
    expect(installmentPlan(1_250_000, defaultFinanceTerms).monthly).toBe(24_167);
    const line = screen.getByText('from EGP 24,167 / month');
    expect(line.previousElementSibling?.textContent).toBe(formatPrice(1_250_000, 'en'));
  });

  it('follows the terms the server configured', () => {
    const finance = { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18 };
    keepRemoteConfig({ finance });
    renderCars([buildCar({ price: 875_000 })], CarRow);
    expect(screen.getByText(`from ${monthlyOf(875_000, finance)} / month`)).toBeTruthy();
  });

  it('shows none for a sold car', () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    renderCars([
      buildCar({ id: 'car_sold', price: 900_000, status: 'sold' }),
      buildCar({ id: 'car_for_sale', price: 1_000_000 }),
    ]);
    const lines = screen.getAllByText(/ \/ month$/);
    expect(lines.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      `from ${monthlyOf(1_000_000)} / month`,
    ]);
  });

  it('keeps its line empty until the page has hydrated (the kept terms may differ)', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    beginHydration();
    try {
      renderCars([buildCar({ price: 1_250_000 })]);
      const price = screen.getByText('EGP 1,250,000');
      const line = price.nextElementSibling;
      expect(line?.tagName).toBe('P');
      expect(line?.textContent).toBe('');
      expect(line?.className).toContain('h-4');
      await act(async () => endHydration());
      expect(line?.textContent?.replace(/\s/g, ' ')).toBe('from EGP 24,167 / month');
    } finally {
      endHydration();
    }
  });

  it('speaks Arabic, with Latin digits', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    await setLanguage('ar');
    try {
      renderCars([buildCar({ price: 1_250_000 })]);
      const amount = formatPrice(24_167, 'ar').replace(/\s/g, ' ');
      expect(screen.getByText(`من ${amount} / شهريًا`)).toBeTruthy();
      expect(amount).toContain('24,167');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the fair-price label of a car card or row', () => {
  const band = { low: 820_000, median: 860_000, high: 910_000, count: 23 };

  it.each([
    ['good', 'Good price'],
    ['fair', 'Fair price'],
    ['high', 'High price'],
  ] as const)('shows "%s" as "%s", beside the price and on the phone picture', (label, text) => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    renderCars([buildCar({ price: 870_000, fairPrice: { ...band, label } })]);
    const badges = screen.getAllByText(text);
    // One beside the price from `sm` up, one over the picture on phones: CSS shows one.
    expect(badges).toHaveLength(2);
    const besidePrice = badges.find((badge) => badge.closest('p'));
    expect(besidePrice?.closest('p')?.textContent?.replace(/\s/g, ' ')).toBe(`EGP 870,000${text}`);
    expect(badges.map((badge) => badge.getAttribute('data-fair-price'))).toEqual([label, label]);
  });

  it.each([null, undefined])('shows none without a band (%s)', (fairPrice) => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    renderCars([buildCar({ price: 870_000, fairPrice })], CarRow);
    expect(screen.queryByText(/^(Good|Fair|High) price$/)).toBeNull();
    expect(document.querySelector('[data-fair-price]')).toBeNull();
  });

  it('names the label in Arabic on a row', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    await setLanguage('ar');
    try {
      renderCars([buildCar({ fairPrice: { ...band, label: 'good' } })], CarRow);
      expect(screen.getAllByText('سعر جيد')).toHaveLength(2);
    } finally {
      await setLanguage('en');
    }
  });
});
