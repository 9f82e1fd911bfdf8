import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '#shared/rules/format';
import { priceHistoryResponseSchema, type PriceChange } from '#shared/schemas/price-history';
import { i18n, setLanguage } from '../../../lib/i18n';
import { buildCar } from '../../../testing/data-generators';
import { createTestQueryClient, jsonResponse, mockFetch } from '../../../testing/test-utils';
import { priceHistoryKeys } from '../api/price-history';
import { formatChangeDate, priceChangeWords, priceSteps, stepChart } from '../lib/price-change';
import { PriceHistory } from './price-history';

// 22:30 UTC on 11 November is already the 12th in Cairo (UTC+2).
const drop: PriceChange = {
  previousPrice: 540_000,
  price: 500_000,
  changedAt: '2026-11-11T22:30:00.000Z',
};
const raise: PriceChange = {
  previousPrice: 500_000,
  price: 515_000,
  changedAt: '2026-11-20T10:00:00.000Z',
};
const now = Date.parse('2026-11-25T12:00:00.000Z');

/** Prices and dates are joined by no-break spaces: written here as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('price change words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('says a drop with the amount, formatted as every price, and the day in Cairo', () => {
    const words = priceChangeWords(drop, i18n.getFixedT('en'), 'en', now);
    expect(words).toBe(`Price dropped by ${formatPrice(40_000, 'en')} on 12\u00a0Nov`);
    expect(plain(words)).toBe('Price dropped by EGP 40,000 on 12 Nov');
  });

  it('says a raise', () => {
    expect(plain(priceChangeWords(raise, i18n.getFixedT('en'), 'en', now))).toBe(
      'Price raised by EGP 15,000 on 20 Nov',
    );
  });

  it('is written in Arabic with Latin digits', async () => {
    await setLanguage('ar');
    const words = priceChangeWords(drop, i18n.getFixedT('ar'), 'ar', now);
    expect(plain(words)).toBe(
      `انخفض السعر بمقدار ${plain(formatPrice(40_000, 'ar'))} في 12 نوفمبر`,
    );
    expect(words).toContain('40,000');
    expect(words).not.toMatch(/[٠-٩]/);
    expect(priceChangeWords(raise, i18n.getFixedT('ar'), 'ar', now)).toMatch(/^ارتفع السعر/);
  });

  it("names the year of a change made before this year's", () => {
    const lastYear = '2025-12-31T22:30:00.000Z'; // 1 January 2026 in Cairo
    expect(plain(formatChangeDate(lastYear, 'en', now))).toBe('1 Jan');
    expect(plain(formatChangeDate('2025-12-31T21:30:00.000Z', 'en', now))).toBe('31 Dec 2025');
    expect(plain(formatChangeDate('2025-12-31T21:30:00.000Z', 'ar', now))).toBe('31 ديسمبر 2025');
  });
});

describe('price step chart', () => {
  it('starts at the listing price and steps at each change', () => {
    const steps = priceSteps([raise, drop], '2026-11-01T09:00:00.000Z');
    expect(steps.map((step) => step.price)).toEqual([540_000, 500_000, 515_000]);
    const { path, dots } = stepChart(steps, { width: 300, height: 56, inset: 6 });
    expect(dots).toHaveLength(3);
    // Highest price at the top, lowest at the bottom, time from left to right.
    expect(dots[0]).toMatchObject({ x: 6, y: 6 });
    expect(dots[1]?.y).toBe(50);
    expect(dots.map((dot) => dot.x)).toEqual([...dots.map((dot) => dot.x)].sort((a, b) => a - b));
    expect(path).toMatch(/^M6 6H[\d.]+V50H[\d.]+V[\d.]+H[\d.]+$/);
  });

  it('is empty without changes', () => {
    expect(priceSteps([], '2026-11-01T09:00:00.000Z')).toEqual([]);
    expect(stepChart([], { width: 300, height: 56, inset: 6 }).path).toBe('');
  });
});

describe('PriceHistory', () => {
  // Changes of this year are shown without their year: this test's year is 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('en');
  });

  const car = buildCar({ id: 'car_history', price: 515_000 });

  const renderWith = (changes: PriceChange[]) => {
    const client = createTestQueryClient();
    client.setQueryData(priceHistoryKeys.car(car.id), { changes });
    return render(
      <QueryClientProvider client={client}>
        <PriceHistory car={car} />
      </QueryClientProvider>,
    );
  };

  it('shows the last change and, opened, every change and the listing price', () => {
    renderWith([raise, drop]);
    expect(screen.getByText(/^Price raised by EGP.15,000 on 20.Nov$/)).toBeTruthy();
    fireEvent.click(screen.getByText('Price history'));
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'EGP 515,00020 NovUp by EGP 15,000',
      'EGP 500,00012 NovDown by EGP 40,000',
      'EGP 540,0001 NovListed',
    ]);
  });

  it('shows nothing when the price never changed', () => {
    const { container } = renderWith([]);
    expect(container.innerHTML).toBe('');
  });

  it('asks the server when the page did not bring the history', async () => {
    mockFetch((url) => {
      expect(url.pathname).toBe('/api/v1/car/car_history/price-history');
      return jsonResponse(priceHistoryResponseSchema, { changes: [drop] });
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <PriceHistory car={car} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Price dropped by EGP.40,000 on 12.Nov$/)).toBeTruthy();
  });

  it('is written in Arabic on an Arabic page', async () => {
    await setLanguage('ar');
    renderWith([drop]);
    expect(screen.getByText(/^انخفض السعر بمقدار/)).toBeTruthy();
    expect(screen.getByText('سجل السعر')).toBeTruthy();
  });
});
