import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetCounts, matchesResolvedFilter, resolveCarFilter } from '#shared/rules/car-filter';
import { facetNames } from '#shared/schemas/car';
import { build, filterArbitrary, generate } from './testing/index-cars';

describe('Counts of the index against the shared filter rules', () => {
  const generated = generate(1500, 11);
  const cars = generated.map((car) => car.oracle);
  const index = build(generated.map((car) => car.indexed));

  it('counts every option of every facet exactly when the counts are small', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const resolved = resolveCarFilter(filter);
        const { facets, total } = index.facets(resolved);
        expect(total).toEqual({
          count: cars.filter((car) => matchesResolvedFilter(car, resolved)).length,
          approximate: false,
        });
        for (const dim of facetNames) {
          if (dim === 'model' && !resolved.makes) continue;
          const counted = new Map(facets[dim].map((entry) => [entry.value, entry.count]));
          for (const [value, count] of facetCounts(cars, resolved, dim)) {
            expect([dim, value, counted.get(value)]).toEqual([dim, value, count]);
          }
          for (const entry of facets[dim]) expect(entry.approximate).toBe(false);
        }
      }),
      { numRuns: 200, seed: 5 },
    );
  }, 30_000);

  it('counts the matches of any filter exactly, from the tables or the rows', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const resolved = resolveCarFilter(filter);
        expect(index.count(resolved)).toEqual({
          total: cars.filter((car) => matchesResolvedFilter(car, resolved)).length,
          totalIsCapped: false,
        });
      }),
      { numRuns: 300, seed: 6 },
    );
  });

  it('estimates big counts from a sample, and keeps every small count exact', () => {
    const sampled = build(
      generated.map((car) => car.indexed),
      { sampleSize: 100, exactUpTo: 5 },
    );
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const resolved = resolveCarFilter(filter);
        const { facets } = sampled.facets(resolved);
        for (const dim of facetNames) {
          if (dim === 'model' && !resolved.makes) continue;
          const brute = facetCounts(cars, resolved, dim);
          for (const entry of facets[dim]) {
            const count = brute.get(entry.value) ?? 0;
            // Only estimates past 5 + 7·√(5·step), step ≥ 2, stay estimates.
            if (entry.approximate) expect([entry.count >= 27, count > 5]).toEqual([true, true]);
            else expect([dim, entry.value, entry.count]).toEqual([dim, entry.value, count]);
          }
          for (const [value, count] of brute) {
            if (count <= 5) {
              expect(facets[dim].find((entry) => entry.value === value)).toMatchObject({
                count,
                approximate: false,
              });
            }
          }
        }
      }),
      { numRuns: 100, seed: 9 },
    );
  }, 30_000);
});
