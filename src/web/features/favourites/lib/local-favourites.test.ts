import { describe, expect, it } from 'vitest';
import { maxFavourites } from '#shared/reference/limits';
import { forgetLocally, keepLocally, localFavourites } from './local-favourites';

const stored = () => JSON.parse(localStorage.getItem('favourites') ?? 'null') as unknown;

describe('the favourites kept while signed out', () => {
  it('keeps a car once, newest first, with its price and when', () => {
    keepLocally({ id: 'car_a', price: 950_000 }, new Date('2026-11-20T10:00:00.000Z'));
    keepLocally({ id: 'car_b', price: 400_000 }, new Date('2026-11-21T10:00:00.000Z'));
    keepLocally({ id: 'car_a', price: 900_000 }, new Date('2026-11-22T10:00:00.000Z'));
    expect(stored()).toEqual([
      { carId: 'car_b', savedPrice: 400_000, savedAt: '2026-11-21T10:00:00.000Z' },
      { carId: 'car_a', savedPrice: 950_000, savedAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('lets a car go, and leaves no key once the list is empty', () => {
    keepLocally({ id: 'car_a', price: 1 });
    keepLocally({ id: 'car_b', price: 2 });
    forgetLocally('car_a');
    expect(localFavourites.read().map((item) => item.carId)).toEqual(['car_b']);
    forgetLocally('car_b');
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it(`keeps at most ${maxFavourites}, refusing one more`, () => {
    const full = Array.from({ length: maxFavourites }, (_, index) => ({
      carId: `car_${index}`,
      savedPrice: 1000,
      savedAt: '2026-11-20T10:00:00.000Z',
    }));
    localStorage.setItem('favourites', JSON.stringify(full));
    expect(keepLocally({ id: 'car_more', price: 1 })).toBe(false);
    expect(localFavourites.read()).toHaveLength(maxFavourites);
    // One kept already is no change, so no refusal either.
    expect(keepLocally({ id: 'car_3', price: 1 })).toBe(true);
  });

  it('drops what is not a kept car (an older shape, a hand edit)', () => {
    localStorage.setItem(
      'favourites',
      JSON.stringify([
        { carId: 'car_a', savedPrice: 5, savedAt: '2026-11-20T10:00:00.000Z' },
        'car_b',
        { carId: 'car_c' },
      ]),
    );
    expect(localFavourites.read().map((item) => item.carId)).toEqual(['car_a']);
    localStorage.setItem('favourites', '{not json');
    expect(localFavourites.read()).toEqual([]);
  });
});
