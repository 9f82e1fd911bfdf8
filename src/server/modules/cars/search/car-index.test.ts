import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cities } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import {
  compareCars,
  facetCounts,
  matchesResolvedFilter,
  resolveCarFilter,
  type CarFilter,
  type FilterableCar,
} from '#shared/rules/car-filter';
import { downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { mileageBandOf } from '#shared/reference/fair-price';
import { normalizeName } from '#shared/rules/names';
import { carSorts, facetNames, type Car } from '#shared/schemas/car';
import { CarIndex, type IndexedCar } from './car-index';

type OracleCar = FilterableCar & Pick<Car, 'id' | 'createdAt' | 'fairPrice'>;

const someMakes = makes.slice(0, 5);
const keys = (list: readonly { key: string }[]) => list.map((entry) => entry.key);
const words = ['فابريكا', 'first', 'owner', 'صيانات', 'توكيل', 'clean', '100%', "o'neil"];

const carArbitrary = fc.record({
  make: fc.constantFrom(...someMakes),
  modelPick: fc.nat(30),
  freeModel: fc.option(fc.constantFrom('Élan', 'كورولا', 'a_b'), { freq: 6 }),
  year: fc.integer({ min: 2012, max: 2022 }),
  price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100_000),
  mileage: fc.option(fc.integer({ min: 0, max: 300_000 }), { freq: 8 }),
  bodyStyle: fc.constantFrom(...keys(bodyStyles).slice(0, 4)),
  fuelType: fc.constantFrom(...keys(fuelTypes)),
  transmission: fc.constantFrom(...keys(transmissions)),
  city: fc.constantFrom(...keys(cities).slice(0, 10)),
  condition: fc.constantFrom(...keys(conditions)),
  dealer: fc.constantFrom('dlr_a', 'dlr_b', 'dlr_c'),
  minutes: fc.nat(5000),
  description: fc.array(fc.constantFrom(...words), { maxLength: 5 }).map((w) => w.join(' ')),
});

function generate(count: number, seed: number) {
  return fc.sample(carArbitrary, { numRuns: count, seed }).map((car, n) => {
    const model =
      car.freeModel ?? car.make.models[car.modelPick % car.make.models.length]?.en ?? 'x';
    const indexed: IndexedCar = {
      id: `car_${String(n).padStart(16, '0')}`,
      dealerId: car.dealer,
      make: car.make.key,
      model: normalizeName(model),
      year: car.year,
      price: car.price,
      mileage: car.mileage,
      bodyStyle: car.bodyStyle,
      fuelType: car.fuelType,
      transmission: car.transmission,
      city: car.city,
      condition: car.condition,
      createdAt: new Date(Date.UTC(2026, 0, 1) + car.minutes * 60_000),
      description: car.description,
    };
    const oracle: OracleCar = {
      id: indexed.id,
      make: indexed.make,
      model,
      firstRegistration: indexed.year,
      price: indexed.price,
      mileage: indexed.mileage,
      bodyStyle: car.bodyStyle as OracleCar['bodyStyle'],
      fuelType: car.fuelType as OracleCar['fuelType'],
      transmission: car.transmission as OracleCar['transmission'],
      city: indexed.city,
      condition: car.condition as OracleCar['condition'],
      sellerId: indexed.dealerId,
      description: indexed.description,
      createdAt: indexed.createdAt.toISOString(),
    };
    return { indexed, oracle };
  });
}

const filterFields = {
  make: fc
    .subarray(
      someMakes.flatMap((make) => [make.key, make.ar]),
      { minLength: 1, maxLength: 3 },
    )
    .map((names) => names.join(',')),
  model: fc.constantFrom('corolla', 'كورولا', 'elantra', 'Élan', 'A_B', '%'),
  year: fc.integer({ min: 2012, max: 2022 }),
  yearMin: fc.integer({ min: 2010, max: 2022 }),
  yearMax: fc.integer({ min: 2012, max: 2024 }),
  priceRanges: fc
    .tuple(fc.option(fc.nat(3_000_000)), fc.option(fc.nat(5_000_000)))
    .map(([min, max]) => [{ min: min ?? undefined, max: max ?? undefined }]),
  mileageMax: fc.nat(300_000),
  bodyStyle: fc.subarray(keys(bodyStyles).slice(0, 4), { minLength: 1 }).map((v) => v.join(',')),
  fuelType: fc.subarray(keys(fuelTypes), { minLength: 1 }).map((v) => v.join(',')),
  transmission: fc.subarray(keys(transmissions), { minLength: 1 }).map((v) => v.join(',')),
  city: fc.subarray(keys(cities).slice(0, 10), { minLength: 1 }).map((v) => v.join(',')),
  condition: fc.constantFrom(...keys(conditions)) as fc.Arbitrary<'usedCar' | 'new'>,
  dealer: fc.constantFrom('dlr_a', 'dlr_b', 'dlr_unknown'),
  q: fc.constantFrom('تويوتا', 'COROLLA 2018', 'فابريكا', 'first owner', '100%', "o'neil", 'x'),
  downPaymentMax: fc.constantFrom(...downPaymentLimits, 123_456),
  monthlyMax: fc.constantFrom(...monthlyLimits, 8_888),
};
/** Up to four criteria at a time, so that many filters still match some cars. */
const filterArbitrary: fc.Arbitrary<CarFilter> = fc
  .tuple(fc.record(filterFields), fc.subarray(Object.keys(filterFields), { maxLength: 4 }))
  .map(([values, kept]) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => kept.includes(key))),
  );

/** The q quantile of ascending values, interpolated between the nearest two (numpy's default). */
function bruteQuantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/**
 * Each car's fair price the slow way: its comparables found by comparing it with every other
 * car, their prices sorted, the percentiles read off them.
 */
function bruteFairPrices<T extends OracleCar>(cars: readonly T[]): T[] {
  const models = new Map(cars.map((car) => [car, normalizeName(car.model)]));
  return cars.map((car) => {
    const prices = cars
      .filter(
        (other) =>
          other !== car &&
          other.make === car.make &&
          models.get(other) === models.get(car) &&
          Math.abs(other.firstRegistration - car.firstRegistration) <= 1 &&
          mileageBandOf(other.mileage) === mileageBandOf(car.mileage),
      )
      .map((other) => other.price)
      .sort((a, b) => a - b);
    if (prices.length < 5) return { ...car, fairPrice: null };
    const low = Math.round(bruteQuantile(prices, 0.25));
    const high = Math.round(bruteQuantile(prices, 0.75));
    const label = car.price < low ? 'good' : car.price > high ? 'high' : 'fair';
    const median = Math.round(bruteQuantile(prices, 0.5));
    return { ...car, fairPrice: { low, median, high, count: prices.length, label } };
  });
}

function build(cars: readonly IndexedCar[], options?: ConstructorParameters<typeof CarIndex>[0]) {
  const index = new CarIndex(options);
  index.beginLoad(cars.length);
  for (const car of cars) index.upsert(car);
  index.endLoad();
  return index;
}

describe('CarIndex against the shared filter rules', () => {
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
  });

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
  });

  it('follows cars as they are added, changed and taken out', () => {
    const live = build([]);
    const [first, second] = generated;
    live.upsert(first!.indexed);
    live.upsert(second!.indexed);
    live.upsert({ ...first!.indexed, price: 1, make: 'kia' });
    live.remove(second!.indexed.id);
    live.remove('car_unknown');
    const all = resolveCarFilter({});
    expect(live.search(all, 'newest', 1, 10)).toEqual({
      ids: [first!.indexed.id],
      total: 1,
      totalIsCapped: false,
    });
    expect(live.search(resolveCarFilter({ make: 'kia' }), 'price-asc', 1, 10).ids).toEqual([
      first!.indexed.id,
    ]);
    expect(live.search(resolveCarFilter({ make: first!.indexed.make }), 'newest', 1, 10)).toEqual(
      first!.indexed.make === 'kia'
        ? { ids: [first!.indexed.id], total: 1, totalIsCapped: false }
        : { ids: [], total: 0, totalIsCapped: false },
    );
    expect(live.size).toBe(1);
    expect(live.deadRows).toBe(2);
    expect(live.popularMakes(5)).toEqual([{ key: 'kia', count: 1 }]);
  });

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

describe('Fair prices in the index', () => {
  // Few models and years, so that most cars have five comparables or more.
  const crowded = (count: number, seed: number) =>
    generate(count, seed).map(({ indexed, oracle }, n) => {
      // Every 40th car a model of its own: it has no comparables.
      const model = n % 40 === 0 ? `one-off ${n}` : ['corolla', 'elantra', 'tucson'][n % 3]!;
      const year = 2018 + (n % 4);
      const make = n % 6 < 3 ? 'toyota' : 'hyundai';
      return {
        indexed: { ...indexed, make, model, year },
        oracle: { ...oracle, make, model, firstRegistration: year },
      };
    });

  it('gives every car the band of its comparables, as a brute-force count finds it', () => {
    const generated = crowded(1200, 41);
    const index = build(generated.map((car) => car.indexed));
    const expected = bruteFairPrices(generated.map((car) => car.oracle));
    expect(expected.filter((car) => car.fairPrice).length).toBeGreaterThan(900);
    expect(expected.some((car) => !car.fairPrice)).toBe(true);
    for (const car of expected)
      expect([car.id, index.fairPrice(car.id)]).toEqual([car.id, car.fairPrice]);
  });

  it('keeps the bands and the best-deal order right as cars are added, changed and sold', () => {
    const generated = crowded(450, 43);
    const index = build(generated.slice(0, 300).map((car) => car.indexed));
    const live = new Map(generated.slice(0, 300).map((car) => [car.oracle.id, car]));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ pick: fc.nat(449), action: fc.constantFrom('upsert', 'reprice', 'remove') }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 3 }),
        (steps, page) => {
          for (const { pick, action } of steps) {
            const car = generated[pick]!;
            if (action === 'remove') {
              index.remove(car.oracle.id);
              live.delete(car.oracle.id);
            } else {
              const price = action === 'reprice' ? car.oracle.price + 50_000 : car.oracle.price;
              const changed = {
                indexed: { ...car.indexed, price },
                oracle: { ...car.oracle, price },
              };
              index.upsert(changed.indexed);
              live.set(car.oracle.id, changed);
            }
            // A read between changes settles the bands: the order must take each car once.
            index.fairPrice(car.oracle.id);
          }
          const expected = bruteFairPrices([...live.values()].map((car) => car.oracle));
          for (const car of expected) expect(index.fairPrice(car.id)).toEqual(car.fairPrice);
          const ordered = expected.sort(compareCars('best-deal'));
          const found = index.search(resolveCarFilter({}), 'best-deal', page, 20);
          expect(found.ids).toEqual(ordered.slice((page - 1) * 20, page * 20).map((car) => car.id));
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  }, 60_000);

  it('walks the best-deal order past 10,000 matches, kept right through changes', () => {
    const generated = crowded(10_050, 49);
    const index = build(generated.map((car) => car.indexed));
    const live = new Map(generated.map((car) => [car.oracle.id, car.oracle]));
    const random = fc.sample(fc.nat(10_049), { numRuns: 40, seed: 3 });
    for (const [step, pick] of random.entries()) {
      const { indexed, oracle } = generated[pick]!;
      if (step % 5 === 0) {
        index.remove(oracle.id);
        live.delete(oracle.id);
      } else {
        const price = Math.round(oracle.price * (1 - step / 100));
        index.upsert({ ...indexed, price });
        live.set(oracle.id, { ...oracle, price });
      }
      // Reads between changes settle the bands; the order must still take each car once.
      index.fairPrice(oracle.id);
    }
    const expected = [...live.values()]
      .map((car) => ({ ...car, fairPrice: index.fairPrice(car.id) }))
      .sort(compareCars('best-deal'))
      .map((car) => car.id);
    for (const page of [1, 3]) {
      const found = index.search(resolveCarFilter({}), 'best-deal', page, 20);
      expect(found.totalIsCapped).toBe(true);
      expect(found.ids).toEqual(expected.slice((page - 1) * 20, page * 20));
    }
  });

  it('answers the band of a car being priced, and none for a model nobody sells', () => {
    const generated = crowded(300, 45);
    const index = build(generated.map((car) => car.indexed));
    const [car] = generated;
    const comparables = generated
      .map((each) => each.oracle)
      .filter(
        (other) =>
          other.make === car!.oracle.make &&
          other.model === car!.oracle.model &&
          Math.abs(other.firstRegistration - car!.oracle.firstRegistration) <= 1 &&
          mileageBandOf(other.mileage) === mileageBandOf(car!.oracle.mileage),
      )
      .map((other) => other.price)
      .sort((a, b) => a - b);
    const band = index.marketBand({
      make: car!.oracle.make,
      model: 'Corolla',
      year: car!.oracle.firstRegistration,
      mileage: car!.oracle.mileage ?? 0,
    });
    if (car!.oracle.model === 'corolla') {
      expect(band).toEqual({
        low: Math.round(bruteQuantile(comparables, 0.25)),
        median: Math.round(bruteQuantile(comparables, 0.5)),
        high: Math.round(bruteQuantile(comparables, 0.75)),
        count: comparables.length,
      });
    }
    expect(index.marketBand({ make: 'toyota', model: 'supra', year: 2019, mileage: 0 })).toBeNull();
  });

  it("lists a car's comparables, cheapest first, without the car", () => {
    const generated = crowded(300, 47);
    const index = build(generated.map((car) => car.indexed));
    const id = generated[0]!.oracle.id;
    const details = index.fairPriceDetails(id);
    expect(details.fairPrice).toEqual(index.fairPrice(id));
    expect(details.comparables.length).toBe(details.fairPrice?.count ?? 0);
    const prices = details.comparables.map((car) => car.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(index.fairPriceDetails('car_unknown')).toEqual({ fairPrice: null, comparables: [] });
  });
});
