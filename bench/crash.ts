// npm run bench:crash [-- --rounds 5 --kill server|worker] — kill -9 in the middle of writes. The
// production build on PostgreSQL (a scratch database, demo data, local storage) gets a burst of
// concurrent car creations and picture uploads, and each round a process is killed with SIGKILL
// at a different moment and started again: the server (with its in-process picture worker), or
// with `--kill worker` a `npm run worker` process beside a server with WORKERS=0, in the middle
// of its picture jobs. Once the pictures are processed, every write that had a 2xx answer must
// be there and whole (the car with the fields sent; each acknowledged picture ready or failed,
// never stuck processing, with decodable files), and `npm run check:storage` must pass. At the
// end, with the server stopped, `--sweep` removes what the crashes left listed.
// `npm run build` first.
import { spawnSync } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import type { CreateCarBody } from '#shared/schemas/car-write';
import {
  adminDealerOf,
  carBody,
  picturesForm,
  fixed,
  photoJpegs,
  picturesProcessing,
  picturesSettled,
  randomSource,
  scratchDatabase,
  signIn,
  smallJpegs,
} from './load';
import { startServer, startWorker } from './server';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    kill: { type: 'string', default: 'server' },
  },
});
const rounds = Number(flags.rounds);
const killWorker = flags.kill === 'worker';
if (!killWorker && flags.kill !== 'server') throw new Error('--kill is server or worker');
const writers = 8;
/** When the kill comes after the burst starts, round by round (then again from the first). */
const killAfterMs = [1200, 2500, 4000, 6000, 9000];

interface Acknowledged {
  cars: Map<string, CreateCarBody>;
  pictures: { carId: string; pictureId: string }[];
}

/**
 * Writers that each add a car, upload two pictures to it one by one, and again, until the
 * server dies. Counts the writes under way when it does.
 */
type Burst = ReturnType<typeof burst>;

function burst(base: string, token: string, dealerId: string, images: Buffer[], seed: number) {
  const acknowledged: Acknowledged = { cars: new Map(), pictures: [] };
  const random = randomSource(seed);
  const auth = { authorization: `Bearer ${token}` };
  let alive = true;
  let underWay = 0;
  let underWayAtDeath = 0;
  const request = async (url: string, init: RequestInit) => {
    underWay++;
    try {
      return await fetch(`${base}${url}`, { ...init, headers: { ...init.headers, ...auth } });
    } finally {
      underWay--;
    }
  };
  const writer = async () => {
    while (alive) {
      const body = carBody(dealerId, random);
      const created = await request('/api/v1/car', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      const carId = ((await created.json()) as { id: string }).id;
      acknowledged.cars.set(carId, body);
      for (let upload = 0; upload < 2 && alive; upload++) {
        const uploaded = await request(`/api/v1/pictures/car/${carId}`, {
          method: 'POST',
          body: picturesForm([random.pick(images)]),
        });
        // One upload at a time per user (docs/decisions/053): the writers share one, so a refused
        // upload stored nothing and is not counted.
        if (uploaded.status === 429) continue;
        if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}`);
        const answer = (await uploaded.json()) as { pictures: { id: string }[] };
        for (const picture of answer.pictures) {
          acknowledged.pictures.push({ carId, pictureId: picture.id });
        }
      }
    }
  };
  const running = Array.from({ length: writers }, () =>
    writer().then(
      () => 'stopped',
      (error: unknown) => (alive ? `failed before the kill: ${String(error)}` : 'cut off'),
    ),
  );
  return {
    acknowledged,
    /** Marks the writes over (call just before killing); resolves when every writer stopped. */
    async died() {
      alive = false;
      underWayAtDeath = underWay;
      const ends = await Promise.all(running);
      const early = ends.filter((end) => end.startsWith('failed'));
      if (early.length > 0) throw new Error(early.join('\n'));
      return underWayAtDeath;
    },
  };
}

const carColumns = {
  make: 'make',
  model: 'model',
  firstRegistration: 'first_registration',
  mileage: 'mileage',
  fuelType: 'fuel_type',
  capacity: 'capacity',
  condition: 'condition',
  totalOwners: 'total_owners',
  transmission: 'transmission',
  bodyStyle: 'body_style',
  city: 'city',
  price: 'price',
  description: 'description',
  status: 'status',
  dealerId: 'dealer_id',
} as const;

/** Problems with the acknowledged writes: missing cars, changed fields, missing or bad files. */
async function verify(databaseUrl: string, mediaDir: string, acknowledged: Acknowledged) {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const carIds = [...acknowledged.cars.keys()];
    const cars = await client.query<Record<string, unknown>>(
      'select * from cars where id = any($1)',
      [carIds],
    );
    const rows = new Map(cars.rows.map((row) => [row.id as string, row]));
    for (const [id, body] of acknowledged.cars) {
      const row = rows.get(id);
      if (!row) {
        problems.push(`car ${id} is missing`);
        continue;
      }
      for (const [field, column] of Object.entries(carColumns)) {
        const sent = body[field as keyof typeof carColumns];
        if (String(row[column]) !== String(sent)) {
          problems.push(`car ${id}: ${column} is ${String(row[column])}, sent ${String(sent)}`);
        }
      }
    }
    const pictureIds = acknowledged.pictures.map((picture) => picture.pictureId);
    const pictures = await client.query<{
      id: string;
      car_id: string;
      file_key: string;
      thumbnail_key: string | null;
      variants: { key: string }[];
      status: string;
    }>(
      'select id, car_id, file_key, thumbnail_key, variants, status from car_pictures where id = any($1)',
      [pictureIds],
    );
    const pictureRows = new Map(pictures.rows.map((row) => [row.id, row]));
    for (const { carId, pictureId } of acknowledged.pictures) {
      const row = pictureRows.get(pictureId);
      if (!row || row.car_id !== carId) {
        problems.push(`picture ${pictureId} of car ${carId} is missing`);
        continue;
      }
      if (row.status === 'processing') problems.push(`picture ${pictureId} is stuck processing`);
      const keys = [row.file_key, row.thumbnail_key, ...row.variants.map((variant) => variant.key)];
      for (const key of new Set(keys)) {
        if (key === null) continue;
        const file = path.join(mediaDir, key);
        try {
          await access(file);
          // Whole: the image decodes to its last pixel.
          await sharp(await readFile(file)).stats();
        } catch (error) {
          problems.push(`picture ${pictureId}: ${key}: ${String(error)}`);
        }
      }
    }
    return { cars: carIds.length, pictures: pictureIds.length, problems };
  } finally {
    await client.end();
  }
}

/** Stands in for the time that lets the leases of a dead process run out (docs/decisions/053). */
async function expireUploadLeases(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from upload_leases');
  } finally {
    await client.end();
  }
}

function checkStorage(env: Record<string, string>, sweep = false) {
  const run = spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/check-storage.ts', ...(sweep ? ['--sweep'] : [])],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  const output = `${run.stdout}${run.stderr}`.trim();
  const listed = /listed in file_cleanup[^:]*: (\d+)/.exec(output)?.[1] ?? '?';
  return { passed: run.status === 0, output, listed };
}

console.log(
  `crash: ${rounds} rounds killing the ${killWorker ? 'picture worker' : 'server'}, ` +
    `${writers} concurrent writers, ${os.cpus().length} CPUs`,
);
const database = await scratchDatabase('arabeya_crash');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'helper-d-crash-'));
const env = {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'true',
  STORAGE_DRIVER: 'local',
};
const checkEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir };
// The worker's jobs must take long enough to be killed in the middle of one: phone photos.
const images = killWorker ? await photoJpegs(2) : await smallJpegs(4);
const all: Acknowledged = { cars: new Map(), pictures: [] };
let failed = false;
try {
  console.log(
    '| round | kill after | under way at the kill | acknowledged this round (cars / pictures) | processed after the restart | all acknowledged present and whole | check:storage (listed files left) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const report = async (round: number, killAfter: number, underWay: string, load: Burst) => {
    for (const [id, body] of load.acknowledged.cars) all.cars.set(id, body);
    all.pictures.push(...load.acknowledged.pictures);
    const settled = await picturesSettled(database.url, 10 * 60_000);
    const result = await verify(database.url, path.join(dataDir, 'media'), all);
    const check = checkStorage(checkEnv);
    const counts = `${load.acknowledged.cars.size} / ${load.acknowledged.pictures.length}`;
    const whole = result.problems.length === 0;
    console.log(
      `| ${round + 1} | ${killAfter} ms | ${underWay} | ${counts} | in ${fixed(settled.ms / 1000, 1)} s (${settled.ready} ready, ${settled.failed} failed) | ${whole ? 'yes' : 'NO'} (${result.cars} cars, ${result.pictures} pictures) | ${check.passed ? 'passed' : 'FAILED'} (${check.listed}) |`,
    );
    for (const problem of result.problems.slice(0, 20)) console.log(`  ${problem}`);
    if (!check.passed || round === rounds - 1) console.log(indent(check.output));
    failed ||= !whole || !check.passed;
  };
  if (killWorker) {
    // One server throughout; the worker beside it dies in the middle of its jobs each round.
    const server = await startServer({ ...env, WORKERS: '0' });
    try {
      const token = await signIn(server.base, 'dealer@example.com');
      const dealerId = await adminDealerOf(server.base, token);
      for (let round = 0; round < rounds; round++) {
        const killAfter = killAfterMs[round % killAfterMs.length] ?? 1000;
        const worker = startWorker(env);
        const load = burst(server.base, token, dealerId, images, round + 1);
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        const processing = await picturesProcessing(database.url);
        await worker.kill();
        await load.died();
        const restarted = startWorker(env);
        try {
          await report(round, killAfter, `${processing} pictures waiting`, load);
        } finally {
          await restarted.stop();
        }
      }
    } finally {
      await server.stop();
    }
  } else {
    for (let round = 0; round < rounds; round++) {
      const killAfter = killAfterMs[round % killAfterMs.length] ?? 1000;
      const server = await startServer(env);
      const token = await signIn(server.base, 'dealer@example.com');
      const dealerId = await adminDealerOf(server.base, token);
      const load = burst(server.base, token, dealerId, images, round + 1);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const killing = server.kill();
      const underWay = await load.died();
      await killing;
      // The killed server's upload lease would keep the writers' user out for its 20 minutes.
      await expireUploadLeases(database.url);
      const restarted = await startServer(env);
      try {
        await report(round, killAfter, `${underWay} requests`, load);
      } finally {
        await restarted.stop();
      }
    }
  }
  const swept = checkStorage(checkEnv, true);
  console.log(`\nnpm run check:storage -- --sweep (server stopped):\n${indent(swept.output)}`);
  failed ||= !swept.passed;
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nFAILED' : '\nAll rounds passed.');
process.exitCode = failed ? 1 : 0;

function indent(text: string) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
