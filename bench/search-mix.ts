// What the search benchmarks share: buyers' visits as the listings page makes them (every one a
// fresh random combination of 0 to 4 criteria, installment limits among them, a random sort,
// best deal among them, the first page with the counts beside the filters, then a few more
// pages), the closed loop, and the generated market on the local PostgreSQL
// (`bench_search_<cars>`, seeded once by `seedScale` and kept).
import pg from 'pg';
import { cities, governorates } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { defaultFinanceTerms, downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { priceBands } from '#shared/reference/price-bands';
import { carSorts } from '#shared/reference/sorts';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { migrateToLatest, openDatabase, type Db } from '#server/db/database';
import { openCarSearch, type CarSearchOptions } from '#server/modules/cars/search/car-search';
import { createSearchCache } from '#server/modules/cars/search-cache';
import { seedScale } from '#server/demo/seed-scale';
import { createLocalStorage } from '#server/storage/local-storage';
import { percentile, postgresServerUrl, randomSource, type Outcome, type Random } from './load';

/** Clients of the closed loop: the target's "50 connections" (docs/decisions/127). */
export const closedLoopClients = 50;

const popularMakes = ['toyota', 'hyundai', 'kia', 'nissan', 'chevrolet', 'mitsubishi', 'mg'];
const descriptionWords = ['فابريكا', 'توكيل', 'حوادث', 'ممتازة', 'owner', 'agency', 'warranty'];

const keysOf = (list: readonly { key: string }[]) => list.map((entry) => entry.key);
const some = (random: Random, list: readonly string[], most: number) => {
  const chosen = new Set<string>();
  const count = 1 + random.int(most);
  while (chosen.size < Math.min(count, list.length)) chosen.add(random.pick(list));
  return [...chosen].join(',');
};

/** One criterion as a buyer sets it. */
const criteria: ((random: Random, params: URLSearchParams) => void)[] = [
  (random, params) =>
    params.set('make', some(random, random.next() < 0.7 ? popularMakes : keysOf(makes), 2)),
  (random, params) => params.set('bodyStyle', some(random, keysOf(bodyStyles), 2)),
  (random, params) =>
    params.set(
      'city',
      random.next() < 0.3 ? random.pick(keysOf(governorates)) : some(random, keysOf(cities), 2),
    ),
  (random, params) => params.set('fuelType', some(random, keysOf(fuelTypes), 2)),
  (random, params) => params.set('transmission', some(random, keysOf(transmissions), 2)),
  (random, params) => params.set('condition', random.pick(keysOf(conditions))),
  (random, params) => {
    const from = 2010 + random.int(14);
    params.set('yearMin', String(from));
    if (random.next() < 0.6) params.set('yearMax', String(from + random.int(6)));
  },
  (random, params) => {
    const band = random.pick(priceBands);
    if (random.next() < 0.5) {
      if (band.min !== undefined) params.set('priceMin', String(band.min));
      if (band.max !== undefined) params.set('priceMax', String(band.max));
    } else {
      params.set('priceMax', String((3 + random.int(60)) * 100_000));
    }
  },
  (random, params) => params.set('mileageMax', String((2 + random.int(20)) * 10_000)),
  (random, params) => {
    if (random.next() < 0.5) params.set('downPaymentMax', String(random.pick(downPaymentLimits)));
    else params.set('monthlyMax', String(random.pick(monthlyLimits)));
  },
  (random, params) => {
    const make = random.pick(makes.filter((entry) => popularMakes.includes(entry.key)));
    const model = random.pick(make.models);
    const language = random.next() < 0.5 ? 'en' : 'ar';
    params.set(
      'q',
      random.pick([
        make[language],
        `${model[language]}`,
        `${model.en} ${2012 + random.int(14)}`,
        random.pick(descriptionWords),
      ]),
    );
  },
];

export interface Visit {
  kind: 'search' | 'facets';
  path: string;
}

/** What one buyer's visit asks: a new combination's first page and counts, then more pages. */
function visit(random: Random): Visit[] {
  const params = new URLSearchParams();
  const count = random.int(5);
  const used = new Set<number>();
  while (used.size < count) used.add(random.int(criteria.length));
  for (const index of used) criteria[index]!(random, params);
  const sort = random.pick(carSorts);
  const search = (page: number) => {
    const query = new URLSearchParams(params);
    if (sort !== 'newest') query.set('sort', sort);
    if (page > 1) query.set('page', String(page));
    return { kind: 'search' as const, path: `/api/v1/car/search?${query}` };
  };
  const visits: Visit[] = [search(1), { kind: 'facets', path: `/api/v1/car/facets?${params}` }];
  // Pages 2 to 10, fewer the further: most buyers look at the first page or two.
  for (let more = random.int(4); more > 0; more--) {
    visits.push(search(2 + Math.floor(9 * random.next() ** 2)));
  }
  return visits;
}

export function visits(seed: number, count: number): Visit[] {
  const random = randomSource(seed);
  const list: Visit[] = [];
  while (list.length < count) list.push(...visit(random));
  return list;
}

export async function get(base: string, target: string): Promise<number> {
  const response = await fetch(`${base}${target}`);
  await response.arrayBuffer();
  return response.status;
}

/** 50 clients asking one after another for `seconds`: answers per second. */
export async function closedLoop(base: string, paths: readonly string[], seconds: number) {
  let next = 0;
  let answered = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: closedLoopClients }, async () => {
      while (performance.now() < until) {
        const status = await get(base, paths[next++ % paths.length]!).catch(() => 0);
        answered++;
        if (status !== 200) errors++;
      }
    }),
  );
  return { perSecond: answered / seconds, errors };
}

export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
export const latency = (outcomes: readonly Outcome[]) => {
  const times = outcomes.map((outcome) => outcome.ms);
  return `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))}`;
};

async function countCars(db: Db) {
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The database `bench_search_<cars>` on the local server, seeded once and kept. */
export async function postgresMarket(carCount: number, mediaDir: string) {
  const name = `bench_search_${carCount}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), pgliteDir: '' });
  await migrateToLatest(db);
  if ((await countCars(db)) !== carCount) {
    await db.deleteFrom('dealers').execute();
    console.error(`seeding ${carCount} cars into ${name}...`);
    await seedScale(db, createLocalStorage(mediaDir), 'car_images/test', {
      cars: carCount,
      seed: 20261124,
    });
  }
  await db.destroy();
  return url.toString();
}

/**
 * The search index opened in this process on `db`, for benchmarks of the index alone. Nothing
 * changes the market during a run: the change log is not read.
 */
export const openIndexInProcess = (db: Db, snapshots?: CarSearchOptions['snapshots']) =>
  openCarSearch({
    db,
    readDb: db,
    searchCache: createSearchCache(0),
    syncMs: 3_600_000,
    finance: defaultFinanceTerms,
    snapshots,
  });
