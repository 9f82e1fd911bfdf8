// npm run bench:fair-prices — the fair-price bands of a generated market held in the search
// index (docs/decisions/140), in this process (no HTTP, no database):
// - a full rebuild of every band, as after loading the index;
// - the update after one car changes (its price, then its registration year), with the bands
//   of the cars comparable to it, and then the "best deal" order a search reads;
// - buyers' searches and counts (the search benchmark's mix: best deal and installment limits
//   among the sorts and criteria), against the same searches without them.
//   BENCH_CARS (1000000), BENCH_UPDATES (200), BENCH_SEARCHES (3000)
import { defaultFinanceTerms } from '#shared/reference/finance';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import { normalizeName } from '#shared/rules/names';
import { carFacetsQuerySchema, carSearchQuerySchema } from '#shared/schemas/car';
import { CarIndex, type IndexedCar } from '#server/modules/cars/search/car-index';
import { FairPrices } from '#server/modules/cars/search/fair-prices';
import { demoCars, demoDealers, randomSource as demoRandom } from '#server/demo/demo-data';
import { percentile } from './load';
import { ms, visits } from './search-mix';

const carCount = Number(process.env.BENCH_CARS ?? 1_000_000);
const updates = Number(process.env.BENCH_UPDATES ?? 200);
const searches = Number(process.env.BENCH_SEARCHES ?? 3000);

function market(count: number): IndexedCar[] {
  const random = demoRandom(20261124);
  const dealers = demoDealers(random);
  const now = Date.now();
  const cars: IndexedCar[] = [];
  for (let done = 0; done < count; done += 10_000) {
    for (const car of demoCars(random, dealers, Math.min(10_000, count - done), ['#000'])) {
      cars.push({
        id: `car_${String(cars.length).padStart(20, '0')}`,
        dealerId: `dlr_${car.dealerIndex}`,
        make: car.make,
        model: normalizeName(car.model),
        year: car.firstRegistration,
        price: car.price,
        mileage: car.mileage,
        bodyStyle: car.bodyStyle,
        fuelType: car.fuelType,
        transmission: car.transmission,
        city: car.city,
        condition: car.condition,
        createdAt: new Date(now - car.ageMinutes * 60_000),
        description: car.description,
      });
    }
  }
  return cars;
}

const summary = (times: readonly number[]) =>
  `mean ${ms(times.reduce((sum, time) => sum + time, 0) / times.length)}, p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(Math.max(...times))}`;

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const cars = market(carCount);
console.log(`${carCount.toLocaleString('en')} cars; times in ms\n`);

// The bands alone, rebuilt from columns as the index holds them.
const modelCodes = new Map<string, number>();
const columns = {
  live: new Uint8Array(cars.length).fill(1),
  model: Uint32Array.from(cars, (car) => {
    const key = `${car.make}\n${car.model}`;
    if (!modelCodes.has(key)) modelCodes.set(key, modelCodes.size);
    return modelCodes.get(key)!;
  }),
  year: Uint16Array.from(cars, (car) => car.year),
  price: Uint32Array.from(cars, (car) => car.price),
  mileage: Uint32Array.from(cars, (car) => car.mileage ?? 0),
};
const rows = Int32Array.from(cars, (_, row) => row);
const rebuilds: number[] = [];
for (let run = 0; run < 5; run++) {
  const bands = new FairPrices(() => columns);
  bands.grow(cars.length);
  rebuilds.push(time(() => bands.rebuild(rows)));
}
console.log(`full rebuild of every band (5 runs): ${summary(rebuilds)}`);

const index = new CarIndex({ finance: defaultFinanceTerms });
const load = time(() => {
  index.beginLoad(cars.length);
  for (const car of cars) index.upsert(car);
  index.endLoad();
});
const banded = cars.filter((car) => index.fairPrice(car.id)).length;
console.log(
  `index load with the bands and the best-deal order: ${ms(load)}; cars with a band: ${((banded / cars.length) * 100).toFixed(1)}%`,
);

const random = demoRandom(7);
const everything = resolveCarFilter({});
const changes = [
  ['price', (car: IndexedCar) => ({ ...car, price: Math.round(car.price * 0.95) })],
  ['year', (car: IndexedCar) => ({ ...car, year: car.year - 1 })],
] as const;
for (const [what, change] of changes) {
  const settle: number[] = [];
  const order: number[] = [];
  for (let run = 0; run < updates; run++) {
    const car = cars[random.int(0, cars.length - 1)]!;
    index.upsert(change(car));
    settle.push(time(() => index.fairPrice(car.id)));
    order.push(time(() => index.search(everything, 'best-deal', 1, 24)));
  }
  console.log(`one car's ${what} changed (${updates} runs):`);
  console.log(`  its bands and its comparables' bands: ${summary(settle)}`);
  console.log(`  then the first best-deal page (brings the order up to date): ${summary(order)}`);
}

/** The search mix's visits as the index answers them, by kind. */
function mix(keep: (path: string) => boolean) {
  const list = visits(1, searches * 3)
    .filter((visit) => keep(visit.path))
    .slice(0, searches);
  const times = { search: [] as number[], facets: [] as number[] };
  for (const visit of list) {
    const params = Object.fromEntries(new URL(visit.path, 'http://bench').searchParams);
    if (visit.kind === 'search') {
      const query = carSearchQuerySchema.parse(params);
      const filter = resolveCarFilter(carFilterFromQuery(query), defaultFinanceTerms);
      times.search.push(time(() => index.search(filter, query.sort, query.page, query.pageSize)));
    } else {
      const query = carFacetsQuerySchema.parse(params);
      const filter = resolveCarFilter(carFilterFromQuery(query), defaultFinanceTerms);
      times.facets.push(time(() => index.facets(filter)));
    }
  }
  return times;
}

const withNew = /best-deal|downPaymentMax|monthlyMax/;
for (const [label, keep] of [
  ['the whole mix', () => true],
  ['best deal or installment limits', (path: string) => withNew.test(path)],
  ['neither', (path: string) => !withNew.test(path)],
] as const) {
  const times = mix(keep);
  console.log(`${label}: searches ${summary(times.search)}; counts ${summary(times.facets)}`);
}
