// npm run bench:pages — server-written pages (decision 130) as visitors ask for them: car details
// pages of the demo market in both languages, at a steady rate (open loop), the embedded
// database as `npm run quickstart` runs it. Latency from when each request was due, the whole
// answer read, compressed as a browser takes it.
//   BENCH_RATE per second (50), BENCH_SECONDS (20); BENCH_DATABASE_URL: an empty PostgreSQL
//   database to load the demo market into instead of the embedded one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CarSearchResponse } from '#shared/schemas/car';
import { isOk, memoryOf, runOpenLoop, statusCounts } from './load';
import { latency } from './search-mix';
import { startServer } from './server';

const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

async function page(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.status;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-pages-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO_DATA: 'true',
});
try {
  // The demo market may still be loading when the server starts answering.
  let carIds: string[] = [];
  for (let tries = 0; carIds.length === 0 && tries < 120; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await fetch(`${server.base}/api/v1/car/search?pageSize=100`);
    carIds = Object.keys(((await answer.json()) as CarSearchResponse).cars);
  }
  if (carIds.length === 0) throw new Error('The demo market has no car');
  const urls = carIds.flatMap((id) => [`/car-details/${id}`, `/ar/car-details/${id}`]);
  const run = (count: number) =>
    runOpenLoop({
      rate,
      seconds: count,
      next: (slot) => ({ kind: 'car', run: () => page(server.base + urls[slot % urls.length]!) }),
    });
  await run(5); // Warm-up: the first of each page's modules and strings.
  const { outcomes } = await run(seconds);
  const { peakMb } = await memoryOf(server.pid);
  const ok = outcomes.filter(isOk);
  console.log(
    `car details, ${carIds.length} demo cars, ${databaseUrl ? 'PostgreSQL' : 'embedded database'}, both languages, ${rate}/s for ${seconds} s`,
  );
  console.log(
    `p50 / p99 ms: ${latency(ok)}; answers: ${statusCounts(outcomes)}; RSS peak ${Math.round(peakMb)} MB`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
