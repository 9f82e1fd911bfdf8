// npm run bench:search — loads 100,000 generated cars into a fresh database, starts the built
// server on it, and measures filtered car searches and the health route with autocannon
// (50 connections), on PGlite and, when a server answers, on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { newId } from '#server/lib/ids';
import { demoCars, demoDealers, randomSource } from '#server/demo/demo-data';
import { demoCarRow } from '#server/demo/seed-demo';
import { postgresReachable, scratchDatabase } from './load';
import { startServer } from './server';

const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const searches = [
  '',
  '?make=toyota',
  '?make=Hyundai&model=Elantra',
  '?make=%D9%86%D9%8A%D8%B3%D8%A7%D9%86',
  '?bodyStyle=suv&sort=price-asc',
  '?priceMin=500000&priceMax=1500000',
  '?city=cairo&condition=usedCar',
  '?year=2020&transmission=automatic',
  '?fuelType=electric&sort=price-desc',
  '?make=kia&page=3',
  '?condition=new&sort=year-desc',
  '?make=bmw&priceMax=3000000&sort=mileage-asc',
];

async function load(dbOptions: Parameters<typeof openDatabase>[0]) {
  const db = await openDatabase(dbOptions);
  await migrateToLatest(db);
  const random = randomSource(1);
  const dealers = demoDealers(random).map((dealer) => ({ ...dealer, id: newId('dlr') }));
  await db
    .insertInto('dealers')
    .values(
      dealers.map(({ id, name, city, phone, whatsapp, address }) => ({
        id,
        name,
        city,
        phone,
        whatsapp,
        address,
        logo_key: null,
      })),
    )
    .execute();
  const cars = demoCars(random, dealers, carCount, ['#ffffff']);
  const now = Date.now();
  for (let start = 0; start < cars.length; start += 2000) {
    const rows = cars
      .slice(start, start + 2000)
      .map((car) => demoCarRow(car, dealers[car.dealerIndex]?.id ?? '', now));
    await db.insertInto('cars').values(rows).execute();
    await db
      .insertInto('car_pictures')
      .values(
        rows.flatMap((row) =>
          [0, 1, 2].map((position) => ({
            id: newId('pic'),
            car_id: row.id,
            position,
            name: `${position}.webp`,
            file_key: `car_images/bench/${row.id}/${position}.webp`,
            thumbnail_key: position === 0 ? `car_images/bench/${row.id}/0.png` : null,
          })),
        ),
      )
      .execute();
  }
  // As autovacuum would on a live server: fresh planner statistics after the bulk load.
  await sql`analyze`.execute(db);
  await db.destroy();
}

function run(url: string, paths: string[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Searches with the search cache as deployed (10 s), the same without it (every request goes
 * to the database), and the health route; all on one server start each.
 */
async function measure(label: string, env: Record<string, string>) {
  const searchPaths = searches.map((query) => `/api/v1/car/search${query}`);
  const row = (name: string, result: autocannon.Result) =>
    `| ${label} | ${name} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`;

  const uncachedServer = await startServer({
    ...env,
    SEED_DEMO_DATA: 'false',
    SEARCH_CACHE_SECONDS: '0',
  });
  await run(uncachedServer.base, searchPaths); // warm-up
  const uncached = await run(uncachedServer.base, searchPaths);
  await uncachedServer.stop();

  const server = await startServer({ ...env, SEED_DEMO_DATA: 'false' });
  await run(server.base, searchPaths); // warm-up
  const search = await run(server.base, searchPaths);
  const health = await run(server.base, ['/api/v1/health']);
  await server.stop();

  console.log(row('GET /api/v1/car/search (mix, search cache on: default)', search));
  console.log(row('GET /api/v1/car/search (mix, search cache off)', uncached));
  console.log(row('GET /api/v1/health', health));
  const ratio = (result: autocannon.Result) =>
    `${((result.requests.average / health.requests.average) * 100).toFixed(0)}%`;
  console.log(
    `| ${label} | search / health throughput, cache on / off | ${ratio(search)} / ${ratio(uncached)} | | |`,
  );
}

console.log(`${carCount} cars, ${connections} connections, ${seconds} s per run\n`);
console.log('| database | route | req/s | p99 | errors |\n|---|---|---|---|---|');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-'));
await load({ pgliteDir: path.join(dataDir, 'pg') });
await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
await rm(dataDir, { recursive: true, force: true });

if (await postgresReachable(postgresUrl)) {
  const database = await scratchDatabase(`bench_${Date.now()}`, postgresUrl);
  await load({ url: database.url, pgliteDir: '' });
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-'));
  await measure('PostgreSQL', { DATA_DIR: scratch, DATABASE_URL: database.url });
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
} else {
  console.log(`\nNo PostgreSQL at ${postgresUrl}: set BENCH_DATABASE_URL to measure it.`);
}
