import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fairPriceDetailsSchema, type FairPrice } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { setLanguage } from '../../../lib/i18n';
import { beginHydration, endHydration } from '../../../lib/use-hydrated';
import { buildCar } from '../../../testing/data-generators';
import { jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { FairPriceCard } from './fair-price-card';

const band: FairPrice = { low: 820_000, median: 860_000, high: 910_000, count: 23, label: 'good' };
const car = buildCar({
  id: 'car_7',
  price: 790_000,
  firstRegistration: 2019,
  mileage: 45_000,
  fairPrice: band,
});
const comparables = [800_000, 820_000, 830_000, 860_000, 900_000, 910_000, 990_000].map(
  (price, index) => ({ price, firstRegistration: 2018 + (index % 3), mileage: 40_000 }),
);

/** The card of `shown`, answering the comparables of car_7; the calls it made. */
function renderCard(shown = car) {
  const calls = mockApi({
    'GET /api/v1/car/car_7/fair-price': () =>
      jsonResponse(fairPriceDetailsSchema, { fairPrice: band, comparables }),
  });
  const view = render(
    <QueryWrapper>
      <FairPriceCard car={shown} />
    </QueryWrapper>,
  );
  return { calls, view };
}

/** Text with plain spaces, as a reader compares it. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('price compared with similar cars', () => {
  it('explains the band in plain words from the car, before the page has hydrated', async () => {
    beginHydration();
    try {
      const { calls } = renderCard();
      expect(
        screen.getByRole('heading', { name: 'Price compared with similar cars' }),
      ).toBeTruthy();
      expect(screen.getByText('Good price')).toBeTruthy();
      expect(screen.getByText('Priced below the usual range of similar cars.')).toBeTruthy();
      const texts = [...document.querySelectorAll('p')].map((p) => plain(p.textContent));
      expect(texts).toContain('Similar cars: EGP 820,000 – EGP 910,000, from 23 listings');
      expect(texts).toContain(
        'The usual range is the middle half of their asking prices; the typical price is EGP 860,000.',
      );
      expect(texts).toContain(
        'Similar means the same make and model, first registered 2018–2020, with 30,000 to 80,000 km.',
      );
      // The chart waits for hydration: nothing asked, its place kept.
      expect(screen.queryByRole('img')).toBeNull();
      expect(calls).toEqual([]);
      await act(async () => endHydration());
      const chart = await screen.findByRole('img');
      expect(plain(chart.textContent)).toBe(
        'Asking prices of 7 similar cars, from EGP 800,000 to EGP 990,000. Usual range EGP 820,000 ' +
          'to EGP 910,000, typical price EGP 860,000. This car: EGP 790,000.',
      );
      expect(chart.querySelectorAll('circle')).toHaveLength(7);
      expect(calls.map((call) => call.path)).toEqual(['/api/v1/car/car_7/fair-price']);
    } finally {
      endHydration();
    }
  });

  it('speaks Arabic, with Latin digits', async () => {
    await setLanguage('ar');
    try {
      renderCard(buildCar({ ...car, mileage: 260_000, fairPrice: { ...band, label: 'high' } }));
      expect(screen.getByRole('heading', { name: 'السعر مقارنةً بسيارات مشابهة' })).toBeTruthy();
      expect(screen.getByText('سعر مرتفع')).toBeTruthy();
      const texts = [...document.querySelectorAll('p')].map((p) => plain(p.textContent));
      const low = plain(formatPrice(820_000, 'ar'));
      const high = plain(formatPrice(910_000, 'ar'));
      expect(texts).toContain(`سيارات مشابهة: ${low} – ${high}، من 23 إعلانًا`);
      expect(texts).toContain(
        'المقصود بالمشابهة: نفس الماركة والموديل، مسجلة من 2018 إلى 2020، 250,000 كم أو أكثر.',
      );
      expect(await screen.findByRole('img')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it.each([null, undefined])('shows nothing for a car without a band (%s)', (fairPrice) => {
    const { calls, view } = renderCard(buildCar({ ...car, fairPrice }));
    expect(view.container.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
