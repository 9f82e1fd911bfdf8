// npm run bench:pg-restart — the production build on PostgreSQL under a steady load (50
// requests/s: 80% reads, 20% car writes), then PostgreSQL is stopped for 5 s and started again
// while the load goes on for 35 s more. Prints a per-second timeline of answers: errors should
// come only while the database is down, and the app must recover by itself (same process).
// Needs root (pg_ctlcluster) and `npm run build` first. PostgreSQL is started again however the
// run ends.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  demoIds,
  adminDealerOf,
  carBody,
  fixed,
  HttpFailure,
  isOk,
  randomSource,
  runOpenLoop,
  scratchDatabase,
  signIn,
  type Outcome,
} from './load';
import { startServer } from './server';

const run = promisify(execFile);

const rate = 50;
const stopAtSecond = 15;
const downSeconds = 5;
const afterSeconds = 35;
const requestTimeoutMs = 10_000;
const mix = [
  ['search', 40],
  ['car', 25],
  ['dealer', 15],
  ['create', 10],
  ['patch', 10],
] as const;

const version = (await readdir('/etc/postgresql')).find((entry) => /^\d+$/.test(entry));
if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
const cluster = (action: 'stop' | 'start' | 'status') =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action]);
const isRunning = () =>
  cluster('status').then(
    () => true,
    () => false,
  );

console.log(`pg-restart: ${rate} requests/s, PostgreSQL ${version} stopped at ${stopAtSecond} s`);
const database = await scratchDatabase('arabeya_pgrestart');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'helper-d-pgrestart-'));
const server = await startServer({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'true',
  STORAGE_DRIVER: 'local',
});
const events: { label: string; at: number }[] = [];
let restart: Promise<void> | undefined;
let started = 0;
try {
  const { base, pid } = server;
  const { carIds, dealerIds } = await demoIds(database.url);
  const token = await signIn(base, 'dealer@example.com');
  const dealerId = await adminDealerOf(base, token);
  const random = randomSource(11);
  const ownCars: string[] = [];

  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    if (response.status >= 400) throw new HttpFailure(response.status, text.slice(0, 200));
    return { status: response.status, text };
  };
  const json = { 'content-type': 'application/json' };
  const operations: Record<(typeof mix)[number][0], () => () => Promise<number>> = {
    search: () => {
      const make = random.pick(['', 'toyota', 'hyundai', 'kia', 'bmw']);
      const page = 1 + random.int(3);
      return async () => (await call(`/api/v1/car/search?make=${make}&page=${page}`)).status;
    },
    car: () => {
      const id = random.pick(carIds);
      return async () => (await call(`/api/v1/car/${id}`)).status;
    },
    dealer: () => {
      const id = random.pick(dealerIds);
      return async () => (await call(`/api/v1/dealer/${id}`)).status;
    },
    create: () => {
      const body = JSON.stringify(carBody(dealerId, random));
      return async () => {
        const answer = await call('/api/v1/car', { method: 'POST', headers: json, body });
        ownCars.push((JSON.parse(answer.text) as { id: string }).id);
        return answer.status;
      };
    },
    patch: () => {
      const id = ownCars.length > 0 ? random.pick(ownCars) : undefined;
      const body = JSON.stringify({ price: 300_000 + random.int(3000) * 1000 });
      if (!id) return operations.create();
      return async () =>
        (await call(`/api/v1/car/${id}`, { method: 'PATCH', headers: json, body })).status;
    },
  };
  const kinds = mix.flatMap(([kind, share]) => Array<(typeof mix)[number][0]>(share).fill(kind));

  const mark = (label: string) => events.push({ label, at: (performance.now() - started) / 1000 });
  const restartPostgres = async () => {
    mark('stop requested');
    try {
      await cluster('stop');
      mark('stopped');
      await new Promise((resolve) => setTimeout(resolve, downSeconds * 1000));
    } finally {
      mark('start requested');
      await cluster('start');
      mark('accepting connections');
    }
  };

  started = performance.now();
  const { outcomes, maxLagMs } = await runOpenLoop({
    rate,
    seconds: stopAtSecond + downSeconds + afterSeconds,
    next: () => {
      const kind = random.pick(kinds);
      return { kind, run: operations[kind]() };
    },
    onSecond: (second) => {
      if (second === stopAtSecond) restart = restartPostgres();
    },
  });
  await restart;
  let sameProcess = true;
  try {
    process.kill(pid, 0);
  } catch {
    sameProcess = false;
  }
  report(outcomes, maxLagMs, sameProcess);
} finally {
  await restart?.catch((error: unknown) => console.error('restarting PostgreSQL failed:', error));
  if (!(await isRunning())) {
    console.error('PostgreSQL was not running at the end: starting it');
    await cluster('start');
  }
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

function report(outcomes: readonly Outcome[], maxLagMs: number, sameProcess: boolean) {
  console.log(`\nevents (s after the load started):`);
  for (const event of events) console.log(`  ${fixed(event.at, 1)} ${event.label}`);
  const down = events.find((event) => event.label === 'stop requested')?.at ?? 0;
  const up = events.find((event) => event.label === 'accepting connections')?.at ?? 0;
  console.log(`scheduler lag at most ${fixed(maxLagMs)} ms\n`);
  console.log('| second | sent | ok | errors | error kinds | slowest |\n|---|---|---|---|---|---|');
  const seconds = Math.max(...outcomes.map((outcome) => outcome.second)) + 1;
  let lastErrorSecond = -1;
  for (let second = 0; second < seconds; second++) {
    const own = outcomes.filter((outcome) => outcome.second === second);
    const errors = own.filter((outcome) => !isOk(outcome));
    if (errors.length > 0) lastErrorSecond = second;
    const kinds = new Map<string, number>();
    for (const error of errors) {
      const key = `${error.kind} ${error.status}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    const slowest = Math.max(0, ...own.map((outcome) => outcome.ms));
    const state = second >= Math.floor(down) && second <= Math.ceil(up) ? ' (restart)' : '';
    console.log(
      `| ${second}${state} | ${own.length} | ${own.length - errors.length} | ${errors.length} | ` +
        `${[...kinds].map(([key, count]) => `${key}: ${count}`).join(', ')} | ${fixed(slowest)} ms |`,
    );
  }
  const errors = outcomes.filter((outcome) => !isOk(outcome));
  const before = errors.filter((outcome) => outcome.second < Math.floor(down)).length;
  const after = errors.filter((outcome) => outcome.second > Math.ceil(up)).length;
  console.log(
    `\nerrors: ${errors.length} in all; ${before} before the stop, ${after} after the second ` +
      `PostgreSQL accepted connections again (${fixed(up, 1)} s)`,
  );
  console.log(
    `last error in second ${lastErrorSecond}; the server process is ${sameProcess ? 'the same one (not restarted)' : 'GONE'}`,
  );
  const messages = new Set(errors.map((outcome) => `${outcome.kind}: ${outcome.message}`));
  for (const message of [...messages].slice(0, 12)) {
    console.log(`  ${message}`);
  }
}
