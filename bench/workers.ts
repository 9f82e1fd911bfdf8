// npm run bench:workers [-- --pictures 40 --workers 1,2] — picture throughput by worker count.
// The production build on PostgreSQL (a scratch database, demo data) with WORKERS=0: the web
// process only takes uploads. For each worker count, `--pictures` phone photos of about 4 MB are
// uploaded with no worker running (they wait, processing), then that many `npm run worker`
// processes start together, and the time until the last picture is made gives pictures a minute.
// `npm run build` first.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminDealerOf,
  carBody,
  cpuSecondsOf,
  fixed,
  photoJpegs,
  picturesForm,
  picturesSettled,
  randomSource,
  scratchDatabase,
  signIn,
} from './load';
import { startServer, startWorker } from './server';

const { values: flags } = parseArgs({
  options: {
    pictures: { type: 'string', default: '40' },
    workers: { type: 'string', default: '1,2' },
  },
});
const pictures = Number(flags.pictures);
const workerCounts = flags.workers.split(',').map(Number);
if (!(pictures > 0) || workerCounts.some((count) => !(count > 0))) {
  throw new Error('--pictures and --workers must be positive numbers');
}

console.log(
  `workers: ${pictures} photos per run, ${os.cpus().length} CPUs, Node ${process.version}`,
);
const photos = await photoJpegs(4);
console.log(`photos: ${photos.map((photo) => fixed(photo.length / 1024 / 1024, 2)).join(', ')} MB`);
const database = await scratchDatabase('arabeya_workers');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-workers-'));
const env = {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'true',
  STORAGE_DRIVER: 'local',
};
const server = await startServer({ ...env, WORKERS: '0' });
try {
  const token = await signIn(server.base, 'dealer@example.com');
  const dealerId = await adminDealerOf(server.base, token);
  const random = randomSource(3);
  const authorization = `Bearer ${token}`;

  /** Uploads `count` photos, one per request, 20 to a car (a car takes 30). */
  const uploadPhotos = async (count: number) => {
    let carId = '';
    for (let index = 0; index < count; index++) {
      if (index % 20 === 0) {
        const created = await fetch(`${server.base}/api/v1/car`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(carBody(dealerId, random)),
        });
        carId = ((await created.json()) as { id: string }).id;
      }
      const uploaded = await fetch(`${server.base}/api/v1/pictures/car/${carId}`, {
        method: 'POST',
        headers: { authorization },
        body: picturesForm([photos[index % photos.length] ?? Buffer.alloc(0)]),
      });
      if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status}`);
    }
  };

  console.log(
    '\n| worker processes | pictures | time to process them | pictures a minute | worker CPU s |',
  );
  console.log('|---|---|---|---|---|');
  for (const count of workerCounts) {
    const uploadStarted = performance.now();
    await uploadPhotos(pictures);
    const uploadMs = performance.now() - uploadStarted;
    const workers = Array.from({ length: count }, () => startWorker(env));
    const settled = await picturesSettled(database.url);
    const cpu = await Promise.all(workers.map((worker) => cpuSecondsOf(worker.pid)));
    await Promise.all(workers.map((worker) => worker.stop()));
    const perMinute = (pictures / settled.ms) * 60_000;
    console.log(
      `| ${count} | ${pictures} (uploaded in ${fixed(uploadMs / 1000, 1)} s) | ${fixed(settled.ms / 1000, 1)} s | ${fixed(perMinute)} | ${cpu.map((seconds) => fixed(seconds, 1)).join(' + ')} |`,
    );
    if (settled.processing > 0 || settled.failed > 0) {
      throw new Error(`${settled.processing} still processing, ${settled.failed} failed`);
    }
  }
} finally {
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
