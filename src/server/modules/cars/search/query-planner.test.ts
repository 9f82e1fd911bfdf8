import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCars, matchesResolvedFilter, resolveCarFilter } from '#shared/rules/car-filter';
import { carSorts } from '#shared/schemas/car';
import { build, bruteFairPrices, filterArbitrary, generate } from './testing/index-cars';

describe('Searches of the index against the shared filter rules', () => {
  const generated = generate(1500, 11);
  const cars = bruteFairPrices(generated.map((car) => car.oracle));
  const index = build(generated.map((car) => car.indexed));

  it('finds the same cars in the same order, and counts them, for any filter and sort', () => {
    fc.assert(
      fc.property(
        filterArbitrary,
        fc.constantFrom(...carSorts),
        fc.integer({ min: 1, max: 3 }),
        (filter, sort, page) => {
          const resolved = resolveCarFilter(filter);
          const expected = cars
            .filter((car) => matchesResolvedFilter(car, resolved))
            .sort(compareCars(sort));
          const found = index.search(resolved, sort, page, 20);
          expect(found.ids).toEqual(
            expected.slice((page - 1) * 20, page * 20).map((car) => car.id),
          );
          expect(found.total).toBe(expected.length);
        },
      ),
      { numRuns: 400, seed: 3 },
    );
  }, 30_000);

  it('caps the total at 10,000 and pages along the sort', () => {
    const many = generate(10_050, 21).map((car) => car.indexed);
    const big = build(many);
    const page = big.search(resolveCarFilter({}), 'price-desc', 2, 5);
    expect(page.totalIsCapped).toBe(true);
    expect(page.total).toBe(10_000);
    const expected = [...many]
      .sort((a, b) => b.price - a.price || (a.id < b.id ? -1 : 1))
      .slice(5, 10)
      .map((car) => car.id);
    expect(page.ids).toEqual(expected);
  });

  it('pages past 10,000 matches that come late in the sort order', () => {
    const cars = generate(22_001, 31).map(({ indexed }, n) => ({
      ...indexed,
      make: n < 10_001 ? 'kia' : 'toyota',
      // Every Toyota is newer than every Kia: the newest order starts with 12,000 Toyotas.
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    }));
    const page = build(cars).search(resolveCarFilter({ make: 'kia' }), 'newest', 2, 5);
    expect(page).toMatchObject({ total: 10_000, totalIsCapped: true });
    expect(page.ids).toEqual(
      cars
        .slice(0, 10_001)
        .reverse()
        .slice(5, 10)
        .map((car) => car.id),
    );
  });
});
