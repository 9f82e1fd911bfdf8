// npm run bench:search — buyers' searches as the listings page makes them, every one a fresh
// random combination (0 to 4 criteria: ranges, several values, free text; a random sort; the
// first page with the counts beside the filters, then a few more pages), against the built
// server on a generated market (`seedScale`, as `npm run seed:scale`). On PostgreSQL (a
// database `bench_search_<cars>`, kept between runs) and, up to 100,000 cars, on PGlite.
//   BENCH_CARS (100000), BENCH_SECONDS per run (20), BENCH_DATABASES (postgres,pglite)
// Each database is measured with the search cache off (the headline) and on (the default):
// open loop at a steady rate (200/s on PostgreSQL, 50/s on PGlite), then 50 connections as
// fast as they go, then the health route the same way, all on one server start.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cities, governorates } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { priceBands } from '#shared/reference/price-bands';
import { carSorts } from '#shared/reference/sorts';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { migrateToLatest, openDatabase, type Db } from '#server/db/database';
import { seedScale } from '#server/demo/seed-scale';
import { createLocalStorage } from '#server/storage/local-storage';
import {
  isOk,
  memoryOf,
  percentile,
  postgresReachable,
  postgresServerUrl,
  randomSource,
  runOpenLoop,
  type Outcome,
  type Random,
} from './load';
import { startServer, type BenchServer } from './server';

const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const connections = 50;

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

interface Visit {
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

function visits(seed: number, count: number): Visit[] {
  const random = randomSource(seed);
  const list: Visit[] = [];
  while (list.length < count) list.push(...visit(random));
  return list;
}

async function get(base: string, target: string): Promise<number> {
  const response = await fetch(`${base}${target}`);
  await response.arrayBuffer();
  return response.status;
}

/** `connections` clients asking one after another for `seconds`: answers per second. */
async function closedLoop(base: string, paths: readonly string[]) {
  let next = 0;
  let answered = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const status = await get(base, paths[next++ % paths.length]!).catch(() => 0);
        answered++;
        if (status !== 200) errors++;
      }
    }),
  );
  return { perSecond: answered / seconds, errors };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const latency = (outcomes: readonly Outcome[]) => {
  const times = outcomes.map((outcome) => outcome.ms);
  return `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))}`;
};

async function measure(label: string, env: Record<string, string>, rate: number) {
  for (const cache of ['off', 'on'] as const) {
    const server: BenchServer = await startServer({
      ...env,
      SEED_DEMO_DATA: 'false',
      ...(cache === 'off' ? { SEARCH_CACHE_SECONDS: '0' } : {}),
    });
    let peakMb = 0;
    const sampler = setInterval(() => {
      memoryOf(server.pid)
        .then((memory) => (peakMb = Math.max(peakMb, memory.peakMb)))
        .catch(() => undefined);
    }, 500);
    try {
      const list = visits(cache === 'off' ? 1 : 2, rate * seconds * 2 + 1000);
      await runOpenLoop({
        rate,
        seconds: 5,
        next: (slot) => ({ kind: 'warm-up', run: () => get(server.base, list[slot]!.path) }),
      });
      const steady = await runOpenLoop({
        rate,
        seconds,
        next: (slot) => {
          const { kind, path: target } = list[(slot + 5 * rate) % list.length]!;
          return { kind, run: () => get(server.base, target) };
        },
      });
      const ok = steady.outcomes.filter(isOk);
      const errors = steady.outcomes.length - ok.length;
      const busy = await closedLoop(
        server.base,
        visits(cache === 'off' ? 3 : 4, 50_000).map((entry) => entry.path),
      );
      const health = await closedLoop(server.base, ['/api/v1/health']);
      peakMb = Math.max(peakMb, (await memoryOf(server.pid)).peakMb);
      const byKind = (kind: Visit['kind']) =>
        latency(ok.filter((outcome) => outcome.kind === kind));
      console.log(
        `| ${label} | ${cache} | ${rate}/s | ${latency(ok)} | ${byKind('search')} | ${byKind('facets')} | ` +
          `${ms(Math.max(...ok.map((outcome) => outcome.ms)))} | ${errors} | ${Math.round(busy.perSecond)} (${busy.errors}) | ` +
          `${Math.round(health.perSecond)} | ${Math.round((busy.perSecond / health.perSecond) * 100)}% | ${Math.round(peakMb)} MB |`,
      );
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  }
}

async function countCars(db: Db) {
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The database `bench_search_<cars>` on the local server, seeded once and kept. */
async function postgresMarket(mediaDir: string) {
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

console.log(
  `${carCount.toLocaleString('en')} cars; ${seconds} s per run; latency p50 / p99 in ms, from when each request was due\n`,
);
console.log(
  '| database | cache | open loop | all p50 / p99 | search p50 / p99 | facets p50 / p99 | max | errors | 50 connections req/s (errors) | health req/s | ratio | RSS peak |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-media-'));
try {
  if (databases.includes('postgres') && (await postgresReachable(postgresServerUrl))) {
    const url = await postgresMarket(mediaDir);
    await measure(
      'PostgreSQL',
      { DATABASE_URL: url, DATA_DIR: mediaDir },
      Number(process.env.BENCH_RATE ?? 200),
    );
  }
  if (databases.includes('pglite') && carCount <= 100_000) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-'));
    try {
      const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
      await migrateToLatest(db);
      await seedScale(db, createLocalStorage(path.join(dataDir, 'media')), 'car_images/test', {
        cars: carCount,
        seed: 20261124,
      });
      await db.destroy();
      await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 50);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await rm(mediaDir, { recursive: true, force: true });
}
