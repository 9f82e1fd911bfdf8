// npm run bench:search — buyers' searches as the listings page makes them, every one a fresh
// random combination (0 to 4 criteria: ranges, several values, free text; a random sort; the
// first page with the counts beside the filters, then a few more pages), against the built
// server on a generated market (`seedScale`, as `npm run seed:scale`). On PostgreSQL (a
// database `bench_search_<cars>`, kept between runs) and, up to 100,000 cars, on PGlite.
//   BENCH_CARS (100000), BENCH_SECONDS per run (20), BENCH_DATABASES (postgres,pglite)
// Each database is measured with the search cache off (the headline: right after a restart,
// cold, then again, warm) and on (the default, after a warm-up): open loop at a steady rate
// (200/s on PostgreSQL, 50/s on PGlite), then 50 connections as fast as they go, then the
// health route the same way, all on one server start.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { seedScale } from '#server/demo/seed-scale';
import { createLocalStorage } from '#server/storage/local-storage';
import {
  isOk,
  memoryOf,
  postgresReachable,
  postgresServerUrl,
  runOpenLoop,
  statusCounts,
} from './load';
import { closedLoop, get, latency, ms, postgresMarket, visits, type Visit } from './search-mix';
import { startServer, type BenchServer } from './server';

const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');

/** What the failed requests of each run got, printed below the table. */
const failures: string[] = [];

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
      const list = visits(cache === 'off' ? 1 : 2, rate * seconds * 3 + 1000);
      // With the cache off, the first run starts right after the restart (cold: nothing compiled
      // or kept yet), and the second follows it (warm); with it on, a warm-up comes first.
      const phases = cache === 'off' ? (['cold', 'warm'] as const) : (['warm'] as const);
      if (cache === 'on') {
        await runOpenLoop({
          rate,
          seconds: 5,
          next: (slot) => ({ kind: 'warm-up', run: () => get(server.base, list[slot]!.path) }),
        });
      }
      for (const [index, phase] of phases.entries()) {
        const offset = (index + 1) * seconds * rate;
        const steady = await runOpenLoop({
          rate,
          seconds,
          next: (slot) => {
            const { kind, path: target } = list[(slot + offset) % list.length]!;
            return { kind, run: () => get(server.base, target) };
          },
        });
        const ok = steady.outcomes.filter(isOk);
        const failed = steady.outcomes.filter((outcome) => !isOk(outcome));
        const errors = failed.length;
        if (errors > 0) {
          const messages = new Set(failed.flatMap((outcome) => outcome.message ?? []));
          failures.push(
            `${label}, cache ${cache}, ${phase}: ${statusCounts(failed)} ${[...messages].join('; ')}`,
          );
        }
        const byKind = (kind: Visit['kind']) =>
          latency(ok.filter((outcome) => outcome.kind === kind));
        const opening = `| ${label} | ${cache}, ${phase} | ${rate}/s | ${latency(ok)} | ${byKind('search')} | ${byKind('facets')} | ${ms(Math.max(...ok.map((outcome) => outcome.ms)))} | ${errors} |`;
        if (index < phases.length - 1) {
          console.log(`${opening} | | | |`);
          continue;
        }
        const busy = await closedLoop(
          server.base,
          visits(cache === 'off' ? 3 : 4, 50_000).map((entry) => entry.path),
          seconds,
        );
        const health = await closedLoop(server.base, ['/api/v1/health'], seconds);
        peakMb = Math.max(peakMb, (await memoryOf(server.pid)).peakMb);
        console.log(
          `${opening} ${Math.round(busy.perSecond)} (${busy.errors}) | ${Math.round(health.perSecond)} | ` +
            `${Math.round((busy.perSecond / health.perSecond) * 100)}% | ${Math.round(peakMb)} MB |`,
        );
      }
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  }
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
    const url = await postgresMarket(carCount, mediaDir);
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
if (failures.length > 0) console.log(`\nFailed requests:\n${failures.join('\n')}`);
