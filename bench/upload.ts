// npm run bench:upload — builds and starts the production server (PGlite, demo data, local
// storage in a temporary folder), signs in as the demo dealer through the bundled sign-in
// provider over HTTP, adds a car, then measures picture uploads of a ~4 MB 12-megapixel JPEG:
// (a) one picture per request, 7 times: the median time to validate, store and thumbnail it;
// (b) 30 of them in one request: the server's peak memory (VmHWM of /proc/<pid>/status).
// On PGlite, and on PostgreSQL too when a server answers at BENCH_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { maxUploadBytes } from '#shared/reference/limits';
import { photoPixels } from '#test/picture-fixtures';
import { median, memoryOf, postgresReachable, scratchDatabase, signIn } from './load';
import { startServer } from './server';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const batch = 30;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A 4000x3000 photo-like JPEG just under the upload limit (about 4 MB). */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = photoPixels(width, height);
  const encode = (quality: number) =>
    sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
  // The best quality that stays within the limit.
  let low = 50;
  let high = 100;
  let best = await encode(low);
  while (low < high) {
    const quality = Math.ceil((low + high) / 2);
    const image = await encode(quality);
    if (image.length <= maxUploadBytes) {
      best = image;
      low = quality;
    } else high = quality - 1;
  }
  return best;
}

const f = (value: number, digits = 2) => value.toFixed(digits);

/**
 * The first start loads the demo data into the new database and stops; the measured start
 * opens it again, as a deployed server does (creating and seeding a new PGlite folder alone
 * takes the process past 800 MB, before any upload).
 */
async function measure(label: string, image: Buffer, env: Record<string, string>) {
  const serverEnv = { SEED_DEMO_DATA: 'true', STORAGE_DRIVER: 'local', ...env };
  await (await startServer(serverEnv)).stop();
  const server = await startServer(serverEnv);
  const { base, pid } = server;
  try {
    const startMemory = await memoryOf(pid);
    const token = await signIn(base, 'dealer@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const verify = (await (
      await fetch(`${base}/api/v1/user/verify`, { headers: auth })
    ).json()) as {
      user: { dealer_access: { dealerId: string; role: string }[] };
    };
    const dealerId = verify.user.dealer_access.find((access) => access.role === 'admin')?.dealerId;
    if (!dealerId) throw new Error('the demo dealer has no dealership');
    const created = await fetch(`${base}/api/v1/car`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        dealerId,
        make: 'toyota',
        model: 'Corolla',
        firstRegistration: 2021,
        mileage: 30_000,
        fuelType: 'petrol',
        capacity: 1600,
        condition: 'usedCar',
        transmission: 'automatic',
        bodyStyle: 'sedan',
        city: 'cairo',
        price: 950_000,
      }),
    });
    if (created.status !== 201) throw new Error(`car not created: ${await created.text()}`);
    const carId = ((await created.json()) as { id: string }).id;

    const upload = async (count: number) => {
      const form = new FormData();
      for (let index = 0; index < count; index++) {
        const blob = new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
        form.append('pictures', blob, `photo-${index}.jpg`);
      }
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/pictures/car/${carId}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = (await response.json()) as { pictures?: unknown[] };
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 200 || body.pictures?.length !== count) {
        throw new Error(`upload of ${count} failed (${response.status}): ${JSON.stringify(body)}`);
      }
      return seconds;
    };

    // (a) One picture per request. The first request warms up and is not counted.
    await upload(1);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await upload(1));
    const afterSingles = await memoryOf(pid);

    // (b) 30 pictures in one request (a fresh car: at most 60 pictures per car), memory sampled.
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      memoryOf(pid)
        .then((memory) => (sampledPeak = Math.max(sampledPeak, memory.rssMb)))
        .catch(() => {});
    }, 50);
    const batchSeconds = await upload(batch);
    clearInterval(sampler);
    const afterBatch = await memoryOf(pid);

    const mb = (value: number) => `${f(value, 0)} MB`;
    console.log(
      `| ${label} | (a) one ${f(image.length / 1_048_576, 1)} MB JPEG per request, median of ${runs} | ${f(median(times))} s (min ${f(Math.min(...times))}, max ${f(Math.max(...times))}) | ≤ 1.5 s |`,
    );
    console.log(
      `| ${label} | (b) ${batch} in one request: server peak RSS (VmHWM) | ${mb(afterBatch.peakMb)} | ≤ 600 MB |`,
    );
    console.log(
      `| ${label} | (b) time for the ${batch}-picture request | ${f(batchSeconds, 1)} s | |`,
    );
    console.log(
      `| ${label} | RSS after start / after (a) / highest sampled in (b) | ${mb(startMemory.rssMb)} / ${mb(afterSingles.rssMb)} / ${mb(sampledPeak)} | |`,
    );
  } finally {
    await server.stop();
  }
}

console.log('building the server...');
const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the server build failed');

const image = await photo();
const meta = await sharp(image).metadata();
console.log(
  `test picture: ${meta.width}x${meta.height} JPEG, ${image.length.toLocaleString('en-US')} bytes; ` +
    `${os.cpus().length} CPUs, Node ${process.version}, sharp ${sharp.versions.sharp}\n`,
);
console.log('| database | measure | result | target |\n|---|---|---|---|');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-upload-'));
try {
  await measure('PGlite', image, { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (await postgresReachable(postgresUrl)) {
  const database = await scratchDatabase(`bench_upload_${Date.now()}`, postgresUrl);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-upload-'));
  try {
    await measure('PostgreSQL', image, { DATA_DIR: scratch, DATABASE_URL: database.url });
  } finally {
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
} else {
  console.log(`\nNo PostgreSQL at ${postgresUrl}: set BENCH_DATABASE_URL to measure it.`);
}
