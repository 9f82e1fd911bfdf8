// npm run bench:soak [-- --seconds 300 --rate 200 --uploads small|photos|none --workers 0] — the
// production build on PostgreSQL (a scratch database, demo data) under a steady mixed load:
// requests start at a fixed rate whatever the answers (open loop), after a warm-up minute in
// which the rate climbs from 0, and the server's RSS is sampled every 5 s. Reports requests,
// answers by status, errors, latency and whether memory stayed flat after the warm-up.
// The 1% of uploads send small JPEGs, phone photos of about 4 MB (`photos`), or nothing
// (`none`: their share goes to searches). `--workers N` runs the server with WORKERS=0 and N
// `npm run worker` processes beside it; the picture backlog at the end, and the time the
// workers take to clear it, are reported.
// `npm run build` first.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  demoIds,
  adminDealerOf,
  carBody,
  cpuSecondsOf,
  fixed,
  isOk,
  median,
  memoryOf,
  percentile,
  photoJpegs,
  picturesForm,
  picturesProcessing,
  picturesSettled,
  randomSource,
  runOpenLoop,
  scratchDatabase,
  signIn,
  smallJpegs,
  statusCounts,
  HttpFailure,
  type Outcome,
} from './load';
import { startServer, startWorker } from './server';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '200' },
    uploads: { type: 'string', default: 'small' },
    workers: { type: 'string', default: '0' },
  },
});
const uploads = flags.uploads;
if (!['small', 'photos', 'none'].includes(uploads)) throw new Error('--uploads: small|photos|none');
const workerCount = Number(flags.workers);
const seconds = Number(flags.seconds);
const rate = Number(flags.rate);
if (!(seconds > 0 && rate > 0)) throw new Error('--seconds and --rate must be positive numbers');

const warmUpSeconds = Math.min(60, Math.floor(seconds / 5));
const sampleEveryMs = 5000;
const requestTimeoutMs = 30_000;
/** The remote config has its own limit of 60 a minute per IP: one every 2 s stays within it. */
const configEverySeconds = 2;

/** Shares of the mix, in percent (the config reads come on top, one every 2 s). */
const mix = [
  ['search', 38],
  ['car', 28],
  ['dealers', 7],
  ['dealer', 14],
  ['sign-in', 3],
  ['create', 3],
  ['patch', 4],
  ['delete', 2],
  ['upload', 1],
] as const;
type Kind = (typeof mix)[number][0] | 'config';
const shares = mix
  .map(([kind, share]): [Kind, number] =>
    uploads === 'none' && kind === 'search' ? [kind, share + 1] : [kind, share],
  )
  .filter(([kind]) => uploads !== 'none' || kind !== 'upload');

const searches = [
  '',
  '?make=toyota',
  '?make=hyundai&sort=price-asc',
  '?bodyStyle=suv&sort=price-desc',
  '?priceMin=500000&priceMax=1500000',
  '?city=cairo&condition=usedCar',
  '?year=2020&transmission=automatic',
  '?fuelType=electric',
  '?make=kia&page=2',
  '?condition=new&sort=year-desc',
  '?make=bmw&priceMax=3000000&sort=mileage-asc',
  '?city=giza&page=3&pageSize=12',
];
const accounts = [
  'dealer@example.com',
  'manager@example.com',
  'employee@example.com',
  'user@example.com',
];

console.log(
  `soak: a ${warmUpSeconds} s climb to ${rate} requests/s, then ${seconds} s at that rate; ` +
    `${os.cpus().length} CPUs, Node ${process.version}`,
);
const database = await scratchDatabase('arabeya_soak');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'helper-d-soak-'));
const env = {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'true',
  STORAGE_DRIVER: 'local',
};
const server = await startServer({ ...env, ...(workerCount > 0 && { WORKERS: '0' }) });
const workers = Array.from({ length: workerCount }, () => startWorker(env));
try {
  const { base, pid } = server;
  const { carIds, dealerIds } = await demoIds(database.url);
  const token = await signIn(base, 'dealer@example.com');
  const dealerId = await adminDealerOf(base, token);
  const images = uploads === 'photos' ? await photoJpegs(4) : await smallJpegs(8);
  const random = randomSource(7);

  /** The soak's own cars, with what is under way on each, so no request races a deletion. */
  const ownCars = new Map<string, { pictures: number; busy: number }>();
  let uploading = false;
  const idle = () => [...ownCars].filter(([, car]) => car.busy === 0).map(([id]) => id);

  const call = async (url: string, init: RequestInit = {}, auth = false) => {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { ...init.headers, ...(auth && { authorization: `Bearer ${token}` }) },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    if (response.status >= 400) throw new HttpFailure(response.status, text.slice(0, 200));
    return { status: response.status, text };
  };
  const json = { 'content-type': 'application/json' };

  /** On one of the soak's cars, marked busy meanwhile; without one, a create instead. */
  const onOwnCar = (
    choose: () => string | undefined,
    work: (id: string, car: { pictures: number; busy: number }) => Promise<number>,
  ): (() => Promise<number>) | undefined => {
    const id = choose();
    const car = id && ownCars.get(id);
    if (!id || !car) return undefined;
    car.busy++;
    return () => work(id, car).finally(() => car.busy--);
  };

  const create = () => {
    const body = JSON.stringify(carBody(dealerId, random));
    return async () => {
      const answer = await call('/api/v1/car', { method: 'POST', headers: json, body }, true);
      ownCars.set((JSON.parse(answer.text) as { id: string }).id, { pictures: 0, busy: 0 });
      return answer.status;
    };
  };

  const operations: Record<Exclude<Kind, 'config'>, () => (() => Promise<number>) | undefined> = {
    search: () => {
      const query = random.pick(searches);
      return async () => (await call(`/api/v1/car/search${query}`)).status;
    },
    car: () => {
      const id = random.pick(carIds);
      return async () => (await call(`/api/v1/car/${id}`)).status;
    },
    dealers: () => async () => (await call('/api/v1/dealer')).status,
    dealer: () => {
      const id = random.pick(dealerIds);
      return async () => (await call(`/api/v1/dealer/${id}`)).status;
    },
    'sign-in': () => {
      const email = random.pick(accounts);
      return async () => {
        await signIn(base, email, AbortSignal.timeout(requestTimeoutMs));
        return 200;
      };
    },
    create,
    patch: () => {
      const price = 300_000 + random.int(3000) * 1000;
      const ids = [...ownCars.keys()];
      return onOwnCar(
        () => (ids.length > 0 ? random.pick(ids) : undefined),
        async (id) => {
          const body = JSON.stringify({ price, mileage: random.int(200) * 1000 });
          return (await call(`/api/v1/car/${id}`, { method: 'PATCH', headers: json, body }, true))
            .status;
        },
      );
    },
    delete: () => {
      const ids = idle();
      const id = ids.length > 0 ? random.pick(ids) : undefined;
      if (!id) return undefined;
      ownCars.delete(id);
      return async () => (await call(`/api/v1/car/${id}`, { method: 'DELETE' }, true)).status;
    },
    upload: () => {
      // One user uploads, and a user's uploads go one at a time (docs/decisions/053, as the car
      // form sends them): while one is under way, another would be refused with 429.
      if (uploading) return undefined;
      const image = random.pick(images);
      const ids = [...ownCars].filter(([, car]) => car.pictures + car.busy < 50).map(([id]) => id);
      return onOwnCar(
        () => (ids.length > 0 ? random.pick(ids) : undefined),
        async (id, car) => {
          uploading = true;
          try {
            const body = picturesForm([image]);
            const answer = await call(`/api/v1/pictures/car/${id}`, { method: 'POST', body }, true);
            car.pictures++;
            return answer.status;
          } finally {
            uploading = false;
          }
        },
      );
    },
  };

  const configEvery = Math.max(1, Math.round(rate * configEverySeconds));
  const kinds = shares.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));
  const next = (slot: number): { kind: string; run: () => Promise<number> } => {
    if (slot % configEvery === 0) {
      return { kind: 'config', run: async () => (await call('/api/v1/config')).status };
    }
    const kind = random.pick(kinds) as Exclude<Kind, 'config'>;
    const run = operations[kind]();
    if (run) return { kind, run };
    // No car of the soak's own to patch, delete or upload to yet.
    return { kind: 'create', run: create() };
  };

  const samples: { second: number; rssMb: number }[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  const serverCpuBefore = await cpuSecondsOf(pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const sample = async () =>
    samples.push({
      second: Math.round((performance.now() - started) / 1000),
      rssMb: (await memoryOf(pid)).rssMb,
    });
  await sample();
  const sampler = setInterval(() => void sample(), sampleEveryMs);
  const { outcomes, maxLagMs } = await runOpenLoop({
    rate,
    seconds,
    rampSeconds: warmUpSeconds,
    next,
  });
  clearInterval(sampler);
  await sample();
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  console.log(
    `\nmachine: 1-minute load average ${fixed(loadBefore, 1)} before, ${fixed(os.loadavg()[0] ?? 0, 1)} after; ` +
      `over ${fixed(elapsed)} s the server used ${fixed((await cpuSecondsOf(pid)) - serverCpuBefore)} s of CPU, ` +
      `this load generator ${fixed((clientCpu.user + clientCpu.system) / 1e6)} s`,
  );

  report(outcomes, maxLagMs, samples);
  if (uploads !== 'none') {
    const backlog = await picturesProcessing(database.url);
    const drained = await picturesSettled(database.url);
    console.log(
      `\npictures processing when the load stopped: ${backlog}; ` +
        `the ${workerCount > 0 ? `${workerCount} worker process(es)` : 'in-process worker'} ` +
        `cleared them in ${fixed(drained.ms / 1000, 1)} s (${drained.ready} ready, ${drained.failed} failed)`,
    );
  }
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

function report(
  outcomes: readonly Outcome[],
  maxLagMs: number,
  samples: readonly { second: number; rssMb: number }[],
) {
  const errors = outcomes.filter((outcome) => !isOk(outcome));
  const ms = (values: number[], fraction: number) => `${fixed(percentile(values, fraction))} ms`;
  const atFullRate = outcomes.filter((outcome) => outcome.second >= warmUpSeconds).length;
  console.log(
    `\nrequests sent: ${outcomes.length}; after the warm-up ${atFullRate} ` +
      `(${fixed(atFullRate / seconds, 1)}/s over ${seconds} s)`,
  );
  console.log(`answers by status: ${statusCounts(outcomes)}`);
  console.log(`errors: ${errors.length}`);
  for (const error of errors.slice(0, 10)) {
    console.log(`  ${error.kind} at ${error.second} s: ${error.status} ${error.message ?? ''}`);
  }
  console.log(`scheduler lag at most ${fixed(maxLagMs)} ms`);
  const all = outcomes.map((outcome) => outcome.ms);
  console.log(`latency (from the moment due): p50 ${ms(all, 0.5)}, p99 ${ms(all, 0.99)}\n`);
  console.log('| operation | sent | errors | p50 | p99 |\n|---|---|---|---|---|');
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort();
  for (const kind of kinds) {
    const own = outcomes.filter((outcome) => outcome.kind === kind);
    const times = own.map((outcome) => outcome.ms);
    const failed = own.filter((outcome) => !isOk(outcome)).length;
    console.log(`| ${kind} | ${own.length} | ${failed} | ${ms(times, 0.5)} | ${ms(times, 0.99)} |`);
  }

  console.log(`\nRSS every 5 s (MB): ${samples.map((entry) => fixed(entry.rssMb)).join(' ')}`);
  const afterWarmUp = samples.filter((entry) => entry.second >= warmUpSeconds);
  const first = afterWarmUp[0];
  if (!first) return;
  const values = afterWarmUp.map((entry) => entry.rssMb);
  const highest = Math.max(...values);
  const middle = median(values);
  const growth = (highest / first.rssMb - 1) * 100;
  console.log(
    `after the ${warmUpSeconds} s warm-up: first ${fixed(first.rssMb)} MB, median ${fixed(middle)} MB, ` +
      `max ${fixed(highest)} MB, last ${fixed(values.at(-1) ?? 0)} MB; ` +
      `max vs first ${growth >= 0 ? '+' : ''}${fixed(growth, 1)}%, ` +
      `max vs median +${fixed((highest / middle - 1) * 100, 1)}% ` +
      `(flat within 10%: ${growth <= 10 ? 'yes' : 'no'})`,
  );
}
