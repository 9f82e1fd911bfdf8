// npm run bench:index-start — how long a process takes to have its search index, loaded from the
// database or read from a snapshot (docs/decisions/185), and the memory each leaves it with.
// Against a PostgreSQL database of many cars (`npm run bench:search` makes `bench_search_<cars>`;
// this opens it through the app, which adds migration 025, so give it a copy you may migrate).
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_snapshot_1000000), BENCH_RUNS (3)
// Each measure is a fresh process (`node --expose-gc`, the server's V8 flags): first openCarSearch
// alone, which shows what the index costs (RSS, heap and array buffers after two GCs 2 s apart,
// less those before it opened); then the built server (`node scripts/build-server.mjs` first),
// timed from its spawn until /api/v1/health answers.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { openCarSearch } from '#server/modules/cars/search/car-search';
import { createSearchCache } from '#server/modules/cars/search-cache';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { memoryOf } from './load';
import { startServer } from './server';

const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_snapshot_1000000';
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface ChildResult {
  readyMs: number;
  cars: number;
  rssMb: number;
  heapMb: number;
  arrayBuffersMb: number;
  log: string[];
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** In a child: opens the index with snapshots in `dir`, prints what it took, closes it. */
async function child(dir: string) {
  const gc = globalThis.gc ?? (() => undefined);
  const db = await openDatabase({ url, pgliteDir: '', poolMax: 4 });
  await migrateToLatest(db);
  const log: string[] = [];
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const carSearch = await openCarSearch({
    db,
    readDb: db,
    searchCache: createSearchCache(0),
    syncMs: 0,
    finance: defaultFinanceTerms,
    snapshots: { dir, everyMs: 600_000 },
    log: { info: (line) => log.push(line), warn: (line) => log.push(line) },
  });
  const readyMs = Math.round(performance.now() - started);
  // A second GC a moment later: the first snapshot is written in a timer just after the load,
  // and array buffers are freed behind a GC, so one GC alone read 140–190 MB for the same index.
  gc();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  gc();
  const after = process.memoryUsage();
  await carSearch.close();
  await db.destroy();
  const result: ChildResult = {
    readyMs,
    cars: carSearch.size,
    rssMb: mb(after.rss - before.rss),
    heapMb: mb(after.heapUsed - before.heapUsed),
    arrayBuffersMb: mb(after.arrayBuffers - before.arrayBuffers),
    log,
  };
  console.log(JSON.stringify(result));
}

function inChild(dir: string): Promise<ChildResult> {
  const node = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=512',
      '--max-semi-space-size=8',
      '--import',
      'tsx',
      'bench/index-start.ts',
      'child',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MALLOC_ARENA_MAX: '2' } },
  );
  let output = '';
  node.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    node.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1)!) as ChildResult)
        : reject(new Error(`the child exited with ${code}`)),
    ),
  );
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from spawning the built server until it answers health, and its RSS then. */
async function serverStart(dataDir: string) {
  const started = performance.now();
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
  });
  const readyMs = Math.round(performance.now() - started);
  const { rssMb } = await memoryOf(server.pid);
  await server.stop();
  return { readyMs, rssMb: Math.round(rssMb) };
}

async function main() {
  const fromDatabase: ChildResult[] = [];
  const fromSnapshot: ChildResult[] = [];
  const servers: {
    database: number;
    snapshot: number;
    rssDatabase: number;
    rssSnapshot: number;
  }[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-index-start-'));
    try {
      fromDatabase.push(await inChild(dir));
      bytes = (await stat(path.join(dir, 'cars.snapshot'))).size;
      fromSnapshot.push(await inChild(dir));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-index-start-server-'));
    try {
      // The first start loads and writes the snapshot as it stops; the second reads it.
      const first = await serverStart(dataDir);
      const second = await serverStart(dataDir);
      servers.push({
        database: first.readyMs,
        snapshot: second.readyMs,
        rssDatabase: first.rssMb,
        rssSnapshot: second.rssMb,
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    console.log(
      JSON.stringify({
        run,
        database: fromDatabase.at(-1),
        snapshot: fromSnapshot.at(-1),
        server: servers.at(-1),
      }),
    );
  }
  const row = (label: string, results: ChildResult[]) =>
    `| ${label} | ${median(results.map((r) => r.readyMs))} ms | ${median(results.map((r) => r.rssMb))} MB | ${median(results.map((r) => r.heapMb))} MB | ${median(results.map((r) => r.arrayBuffersMb))} MB |`;
  console.log(`\n${fromDatabase[0]?.cars} cars, medians of ${runs} runs, snapshot ${mb(bytes)} MB`);
  console.log('| openCarSearch | ready | RSS growth | heap growth | array buffers |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(row('from the database', fromDatabase));
  console.log(row('from the snapshot', fromSnapshot));
  console.log(
    `snapshot write: ${fromDatabase.map((r) => r.log.find((line) => line.includes('wrote'))).join(' / ')}`,
  );
  console.log(
    `server to health: from the database ${median(servers.map((s) => s.database))} ms (RSS ${median(servers.map((s) => s.rssDatabase))} MB), from the snapshot ${median(servers.map((s) => s.snapshot))} ms (RSS ${median(servers.map((s) => s.rssSnapshot))} MB)`,
  );
}

if (process.argv[2] === 'child') await child(process.argv[3]!);
else await main();
