// npm run bench:replica — the search mix of bench:search against a real streaming replica. It
// copies the local PostgreSQL with `pg_basebackup -R -X stream` (docs/deploy.md, "A read
// replica") into a scratch directory, starts it as a hot standby on port 5433, and starts two app
// processes whose DATABASE_URL is the primary and DATABASE_READ_URL the replica: one answers the
// buyers (search cache off), the other takes a dealer's writes. While buyers search, the dealer
// adds and edits cars; for each write, the time until the buyers' process finds it.
//   BENCH_CARS (100000), BENCH_SECONDS (20), BENCH_RATE (200), BENCH_WRITES per second (5)
// Needs the local server's superuser over TCP and a replication entry in its pg_hba.conf
// (`host replication all 127.0.0.1/32 trust`); run as root, the replica runs as `postgres`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { dealerProfile } from '#test/factories';
import {
  carBody,
  isOk,
  memoryOf,
  percentile,
  postgresServerUrl,
  randomSource,
  runOpenLoop,
  signIn,
} from './load';
import { closedLoop, get, latency, ms, postgresMarket, visits } from './search-mix';
import { startServer } from './server';

const run = promisify(execFile);
const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 200);
const writesPerSecond = Number(process.env.BENCH_WRITES ?? 5);
const replicaPort = 5433;

/** Runs a PostgreSQL program as `postgres` (the server refuses to run as root). */
async function asPostgres(program: string, args: string[]) {
  const bin = (await run('pg_config', ['--bindir'])).stdout.trim();
  const command = path.join(bin, program);
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', command, ...args])
    : run(command, args);
}

/** A hot standby of the local server on `replicaPort`, following it by streaming. */
async function startReplica() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-replica-'));
  await giveToPostgres(dataDir);
  const primary = new URL(postgresServerUrl);
  try {
    await asPostgres('pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username],
      ...['-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(
      'pg_basebackup failed: the local server must allow replication connections, e.g. ' +
        '`host replication all 127.0.0.1/32 trust` in pg_hba.conf, then reload ' +
        `(docs/deploy.md). ${(error as Error).message}`,
    );
  }
  // Debian keeps postgresql.conf and pg_hba.conf outside the data directory: give the copy its
  // own (the -R settings are in postgresql.auto.conf).
  await writeFile(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${replicaPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dataDir}'`,
      'hot_standby = on',
      "shared_buffers = '1GB'",
      'max_connections = 100',
    ].join('\n') + '\n',
  );
  await writeFile(
    path.join(dataDir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\n',
  );
  await giveToPostgres(dataDir);
  await asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'log'), '-w', 'start']);
  return {
    async stop() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Run as root, the files the replica uses must be the `postgres` user's. */
async function giveToPostgres(directory: string) {
  if (process.getuid?.() === 0) await run('chown', ['-R', 'postgres:postgres', directory]);
}

/** One statement on a database of the local server. */
async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** How far the replica's replay is behind the primary, as the primary sees it. */
async function replayLagMs(): Promise<number | undefined> {
  const [row] = await query<{ lag: string | null }>(
    postgresServerUrl,
    'select extract(epoch from replay_lag) * 1000 as lag from pg_stat_replication',
  );
  return row?.lag == null ? undefined : Number(row.lag);
}

/**
 * A dealer's writes through the writer process, one every `1 / writesPerSecond` s, alternately a
 * new car and an edit of one made before, each with a word no other car has; for each, the time
 * from the write's answer until a search of the buyers' process finds that word.
 */
async function dealerWrites(writerBase: string, buyersBase: string, until: number) {
  const token = await signIn(writerBase, `replica-writer-${Date.now()}@example.com`);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const registered = await fetch(`${writerBase}/api/v1/dealer/register`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(dealerProfile),
  });
  const { id: dealerId } = (await registered.json()) as { id: string };
  const random = randomSource(11);
  const findable: { kind: 'new' | 'edit'; ms: number }[] = [];
  /** The dealer's cars whose last write has been found: an edit replaces the word it looks for. */
  const settledCars: string[] = [];
  const pending: Promise<void>[] = [];
  let count = 0;

  const waitUntilFound = async (
    kind: 'new' | 'edit',
    carId: string,
    word: string,
    written: number,
  ) => {
    for (;;) {
      const response = await fetch(`${buyersBase}/api/v1/car/search?q=${word}&pageSize=1`);
      const { total } = (await response.json()) as { total: number };
      if (total > 0) {
        findable.push({ kind, ms: performance.now() - written });
        settledCars.push(carId);
        return;
      }
      if (performance.now() - written > 30_000) throw new Error(`${word} never became findable`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  while (performance.now() < until) {
    const started = performance.now();
    const word = `replicabench${Date.now().toString(36)}x${(count += 1)}`;
    const edited =
      count % 2 === 0 ? settledCars.splice(random.int(settledCars.length), 1)[0] : undefined;
    const body = { ...carBody(dealerId, random), description: `Bench car ${word}` };
    const response = edited
      ? await fetch(`${writerBase}/api/v1/car/${edited}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ description: body.description, price: body.price }),
        })
      : await fetch(`${writerBase}/api/v1/car`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(body),
        });
    const answer = (await response.json()) as { id?: string; message?: string };
    if (!response.ok || !answer.id) throw new Error(`write failed: ${answer.message}`);
    pending.push(waitUntilFound(edited ? 'edit' : 'new', answer.id, word, performance.now()));
    const pause = 1000 / writesPerSecond - (performance.now() - started);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  await Promise.all(pending);
  return { dealerId, findable };
}

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-media-'));
const primaryUrl = await postgresMarket(carCount, mediaDir);
const replicaUrl = new URL(primaryUrl);
replicaUrl.port = String(replicaPort);
const replica = await startReplica();
try {
  const env = {
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: replicaUrl.toString(),
    DATA_DIR: mediaDir,
    SEED_DEMO_DATA: 'false',
    SEARCH_CACHE_SECONDS: '0',
  };
  const buyers = await startServer(env);
  const writer = await startServer(env);
  let peakMb = 0;
  const sampler = setInterval(() => {
    memoryOf(buyers.pid)
      .then((memory) => (peakMb = Math.max(peakMb, memory.peakMb)))
      .catch(() => undefined);
  }, 500);
  try {
    const list = visits(5, rate * seconds * 2 + 1000);
    await runOpenLoop({
      rate,
      seconds: 5,
      next: (slot) => ({ kind: 'warm-up', run: () => get(buyers.base, list[slot]!.path) }),
    });
    const until = performance.now() + seconds * 1000;
    const [steady, { dealerId, findable }] = await Promise.all([
      runOpenLoop({
        rate,
        seconds,
        next: (slot) => {
          const { kind, path: target } = list[(slot + 5 * rate) % list.length]!;
          return { kind, run: () => get(buyers.base, target) };
        },
      }),
      dealerWrites(writer.base, buyers.base, until),
    ]);
    const lag = await replayLagMs();
    // The market stays as seeded for the next run: the dealer's cars go with the dealership.
    await query(primaryUrl, 'delete from dealers where id = $1', [dealerId]);
    const busy = await closedLoop(
      buyers.base,
      visits(6, 50_000).map((entry) => entry.path),
      seconds,
    );
    const health = await closedLoop(buyers.base, ['/api/v1/health'], seconds);
    peakMb = Math.max(peakMb, (await memoryOf(buyers.pid)).peakMb);
    const ok = steady.outcomes.filter(isOk);
    const times = (kind: 'new' | 'edit') =>
      findable.filter((entry) => entry.kind === kind).map((entry) => entry.ms);
    const findableText = (kind: 'new' | 'edit') => {
      const values = times(kind);
      return `${values.length} ${kind === 'new' ? 'new cars' : 'edits'}: p50 ${ms(percentile(values, 0.5))} / p99 ${ms(percentile(values, 0.99))} / max ${ms(Math.max(...values))} ms`;
    };
    console.log(
      `${carCount.toLocaleString('en')} cars on PostgreSQL, searches read from a streaming replica; ` +
        `${seconds} s per run; search cache off\n`,
    );
    console.log(
      '| open loop | all p50 / p99 | search p50 / p99 | facets p50 / p99 | errors | 50 connections req/s (errors) | health req/s | RSS peak |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${rate}/s | ${latency(ok)} | ${latency(ok.filter((outcome) => outcome.kind === 'search'))} | ` +
        `${latency(ok.filter((outcome) => outcome.kind === 'facets'))} | ${steady.outcomes.length - ok.length} | ` +
        `${Math.round(busy.perSecond)} (${busy.errors}) | ${Math.round(health.perSecond)} | ${Math.round(peakMb)} MB |`,
    );
    console.log(
      `\nFindable on the buyers' process after the dealer's write (${writesPerSecond} writes/s through the other process):`,
    );
    console.log(`- ${findableText('new')}`);
    console.log(`- ${findableText('edit')}`);
    console.log(
      `- replica replay lag at the end: ${lag === undefined ? 'none (caught up)' : `${ms(lag)} ms`}`,
    );
  } finally {
    clearInterval(sampler);
    await buyers.stop();
    await writer.stop();
  }
} finally {
  await replica.stop();
  await rm(mediaDir, { recursive: true, force: true });
}
