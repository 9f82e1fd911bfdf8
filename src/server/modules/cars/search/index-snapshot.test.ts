import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { resolveCarFilter } from '#shared/rules/car-filter';
import { carSorts } from '#shared/schemas/car';
import type { CarIndex } from './car-index';
import { readSnapshot, writeSnapshot } from './index-snapshot';
import { build, filterArbitrary, generate } from './testing/index-cars';

const database = 'a-database/16384';
const since = new Date('2026-12-01T10:00:00Z');
const expected = { database, finance: defaultFinanceTerms, notBefore: new Date(0) };

/** What the index answers to many random filters, every sort, and its prices and makes. */
function answers(index: CarIndex, ids: readonly string[]) {
  const filters = fc
    .sample(filterArbitrary, { numRuns: 150, seed: 7 })
    .map((filter) => resolveCarFilter(filter));
  return {
    searches: filters.flatMap((filter, n) =>
      carSorts.map((sort) => index.search(filter, sort, 1 + (n % 3), 20)),
    ),
    counts: filters.map((filter) => index.count(filter)),
    facets: filters.map((filter) => index.facets(filter)),
    popularMakes: index.popularMakes(10),
    fairPrices: ids.map((id) => [index.fairPrice(id), index.fairPriceDetails(id)]),
    marketBands: ['corolla', 'elantra', 'yaris'].map((model) =>
      index.marketBand({ make: 'toyota', model, year: 2018, mileage: 50_000 }),
    ),
    size: index.size,
    deadRows: index.deadRows,
  };
}

describe('A search index snapshot', () => {
  const cars = generate(3_000, 5).map((car) => car.indexed);
  const ids = cars.map((car) => car.id);
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-snapshot-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** An index loaded with most of the cars, then changed as a running process changes it. */
  const changedIndex = () => {
    const index = build(cars.slice(0, 2_500));
    for (const car of cars.slice(2_500, 2_700)) index.upsert(car);
    for (const car of cars.slice(0, 100)) index.upsert({ ...car, price: car.price + 100_000 });
    for (const car of cars.slice(100, 150)) index.remove(car.id);
    return index;
  };

  it('reads back an index that answers every search, count, facet and price as the one written', async () => {
    const original = changedIndex();
    await writeSnapshot(dir, original, { database, since, finance: defaultFinanceTerms });
    expect(await readdir(dir)).toEqual(['cars.snapshot']);
    const restored = await readSnapshot(dir, expected);
    if (!('index' in restored)) throw new Error(restored.refused);
    expect(restored.since).toEqual(since);
    expect(answers(restored.index, ids)).toEqual(answers(original, ids));

    // Both keep changing alike: the restored one grows past the rows it was read with.
    for (const index of [original, restored.index]) {
      for (const car of cars.slice(2_700)) index.upsert(car);
      for (const car of cars.slice(200, 260)) index.upsert({ ...car, make: 'kia' });
      for (const car of cars.slice(300, 320)) index.remove(car.id);
    }
    expect(answers(restored.index, ids)).toEqual(answers(original, ids));
  }, 30_000);

  it('is written afresh over the last one', async () => {
    await writeSnapshot(dir, build(cars.slice(0, 10)), {
      database,
      since,
      finance: defaultFinanceTerms,
    });
    await writeSnapshot(dir, build(cars.slice(0, 20)), {
      database,
      since,
      finance: defaultFinanceTerms,
    });
    const restored = await readSnapshot(dir, expected);
    expect('index' in restored && restored.index.size).toBe(20);
    expect(await readdir(dir)).toEqual(['cars.snapshot']);
  });

  describe('is refused, for a load from the database, when', () => {
    beforeEach(async () => {
      await writeSnapshot(dir, changedIndex(), { database, since, finance: defaultFinanceTerms });
    });
    const file = () => path.join(dir, 'cars.snapshot');
    const refusal = async (overrides: Partial<typeof expected> = {}) => {
      const restored = await readSnapshot(dir, { ...expected, ...overrides });
      return 'refused' in restored ? restored.refused : 'read';
    };

    it('there is none', async () => {
      await rm(file());
      expect(await refusal()).toBe('there is none');
    });

    it('it is of another database', async () => {
      expect(await refusal({ database: 'another/16384' })).toBe('it is of another database');
    });

    it('it is older than the change log keeps', async () => {
      expect(await refusal({ notBefore: new Date(since.getTime() + 1) })).toMatch(/older than/);
    });

    it('it was made with other finance terms', async () => {
      const finance = { ...defaultFinanceTerms, termMonths: defaultFinanceTerms.termMonths + 12 };
      expect(await refusal({ finance })).toMatch(/other finance terms/);
    });

    it('it is of another format', async () => {
      const bytes = await readFile(file());
      await writeFile(
        file(),
        Buffer.from(bytes.toString('latin1').replace(/"format":\d+/, '"format":0'), 'latin1'),
      );
      expect(await refusal()).toMatch(/^it is of format 0, not [1-9]\d*$/);
    });

    it('it is cut short', async () => {
      const bytes = await readFile(file());
      for (const length of [0, 5, 100, Math.floor(bytes.length / 2), bytes.length - 1]) {
        await writeFile(file(), bytes.subarray(0, length));
        expect(await refusal()).toMatch(/^it is damaged/);
      }
    });

    it('a byte of it changed', async () => {
      const bytes = await readFile(file());
      bytes[Math.floor(bytes.length * 0.7)]! ^= 0x10;
      await writeFile(file(), bytes);
      expect(await refusal()).toMatch(/^it is damaged/);
    });
  });
});
