import fc from 'fast-check';
import { cities } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { CarFilter, FilterableCar } from '#shared/rules/car-filter';
import { downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { mileageBandOf } from '#shared/reference/fair-price';
import { normalizeName } from '#shared/rules/names';
import type { Car } from '#shared/schemas/car';
import { CarIndex, type IndexedCar } from '../car-index';

/*
 * What the index's tests share: random cars as the index takes them and as the shared filter
 * rules (src/shared/rules/car-filter.ts) take them, random filters, and the fair-price bands
 * worked out the slow way.
 */

export type OracleCar = FilterableCar & Pick<Car, 'id' | 'createdAt' | 'fairPrice'>;

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

export function generate(count: number, seed: number) {
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
export const filterArbitrary: fc.Arbitrary<CarFilter> = fc
  .tuple(fc.record(filterFields), fc.subarray(Object.keys(filterFields), { maxLength: 4 }))
  .map(([values, kept]) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => kept.includes(key))),
  );

/** The q quantile of ascending values, interpolated between the nearest two (numpy's default). */
export function bruteQuantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/**
 * Each car's fair price the slow way: its comparables found by comparing it with every other
 * car, their prices sorted, the percentiles read off them.
 */
export function bruteFairPrices<T extends OracleCar>(cars: readonly T[]): T[] {
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

/** An index loaded with `cars`, as openCarSearch loads one. */
export function build(
  cars: readonly IndexedCar[],
  options?: ConstructorParameters<typeof CarIndex>[0],
) {
  const index = new CarIndex(options);
  index.beginLoad(cars.length);
  for (const car of cars) index.upsert(car);
  index.endLoad();
  return index;
}
