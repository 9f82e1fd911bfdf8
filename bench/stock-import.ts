// npm run bench:import — builds nothing (run `npm run build` first); starts the production server
// on a scratch PostgreSQL database (BENCH_DATABASE_URL's server, default the local one), signs in
// as the demo dealer and measures:
// (a) a 5,000-row workbook with 3 photo URLs per row, the photos served by a local server: the
//     upload, the dry run, and the time from confirming until all 5,000 cars are found by search,
//     then buyers' searches (the search benchmark's random mix) while the photos are fetched and
//     processed, against the same searches before the import;
// (b) a 20,000-row CSV: the web process's peak memory (VmHWM) growth during its dry run;
// (c) first, before any photo job runs: a 5,000-car feed (an xlsx on the local server), its first
//     run adding the cars, then a run of the same feed unchanged: how long it takes, and that it
//     writes no car (the cars' change log, filled by a trigger on every write, stays as it was).
// The server runs with NODE_ENV=development: the test-only allow-list of the photo server's
// address is refused in production (docs/decisions/171). It runs with WORKERS=0 beside one
// `npm run worker` process, as docs/deploy.md advises.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { photoJpeg } from '#test/picture-fixtures';
import { isOk, memoryOf, postgresReachable, runOpenLoop, scratchDatabase, signIn } from './load';
import { get, latency, visits } from './search-mix';
import { startServer, startWorker } from './server';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!(await postgresReachable(postgresUrl))) {
  console.log(`No PostgreSQL answers at ${postgresUrl}: set BENCH_DATABASE_URL.`);
  process.exit(1);
}

const makes = [
  ['تويوتة', 'كورولا'],
  ['هونداي', 'إلنترا'],
  ['Kia', 'Cerato'],
  ['نيسان', 'صني'],
  ['شيفرولية', 'أوبترا'],
] as const;

/** Row `i` of a dealer's sheet, as Arabic Excel users write it. */
const row = (i: number, photos: string[]) => {
  const [make, model] = makes[i % makes.length] ?? makes[0];
  return [
    `B-${i}`,
    make,
    model,
    String(2010 + (i % 15)),
    `${300 + (i % 900)} ألف`,
    `${(i % 200) * 1000}`,
    i % 3 === 0 ? 'مانيوال' : 'اوتوماتيك',
    'بنزين',
    'سيدان',
    ['القاهرة', 'اسكندرية', 'الجيزة', 'المنصورة'][i % 4] ?? 'القاهرة',
    photos.join(' '),
  ];
};
const headers = [
  'رقم العربية في المعرض',
  'الماركة',
  'الموديل',
  'سنة الصنع',
  'السعر',
  'العداد',
  'ناقل الحركة',
  'الوقود',
  'الشكل',
  'المحافظة',
  'الصور',
];

const photo = await photoJpeg(1200, 800);
let feedFile = Buffer.alloc(0);
const photoServer = createServer((request, response) =>
  response.end(request.url === '/feed.xlsx' ? feedFile : photo),
);
await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
const photoHost = `127.0.0.1:${(photoServer.address() as AddressInfo).port}`;

const database = await scratchDatabase('arabeya_bench_import', postgresUrl);
const serverEnv = {
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  SEED_DEMO_DATA: 'true',
  DEALER_MAX_CARS: '100000',
  DEALER_MAX_PICTURES: '100000',
  OUTSIDE_FETCH_ALLOWED_HOSTS: photoHost,
  // As docs/deploy.md runs it: the web process serves, a worker process (at a lower CPU
  // priority) writes the import and the feed and fetches and processes the photos.
  WORKERS: '0',
};
let server = await startServer(serverEnv);
const worker = startWorker(serverEnv);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  let { base } = server;
  let auth = { authorization: `Bearer ${await signIn(base, 'dealer@example.com')}` };
  const verify = (await (await fetch(`${base}/api/v1/user/verify`, { headers: auth })).json()) as {
    user: { dealer_access: { dealerId: string; role: string }[] };
  };
  const dealerId = verify.user.dealer_access.find((access) => access.role === 'admin')?.dealerId;
  if (!dealerId) throw new Error('the demo dealer has no dealership');

  const upload = async (name: string, body: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(body)]), name);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/stock/imports?dealerId=${dealerId}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${await response.text()}`);
    const preview = (await response.json()) as { id: string; mapping: unknown[] };
    return { ...preview, ms: performance.now() - started };
  };
  const check = async (id: string, mapping: unknown[]) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/stock/imports/${id}/check`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping }),
    });
    if (!response.ok) throw new Error(`check: ${await response.text()}`);
    const state = (await response.json()) as { counts: Record<string, number> };
    return { ...state, ms: performance.now() - started };
  };
  const found = async () => {
    const response = await fetch(
      `${base}/api/v1/car/search?pageSize=1&make=toyota,hyundai,kia,nissan,chevrolet`,
    );
    return ((await response.json()) as { total: number }).total;
  };

  /**
   * Buyers' visits as the search benchmark makes them (search-mix.ts), in an open loop at 50 a
   * second for 15 s: latency p50 / p99 from when each was due, and the errors.
   */
  const buyersSearching = async (seed: number) => {
    const list = visits(seed, 50 * 15 + 100);
    const { outcomes } = await runOpenLoop({
      rate: 50,
      seconds: 15,
      next: (slot) => {
        const { kind, path } = list[slot % list.length]!;
        return { kind, run: () => get(base, path) };
      },
    });
    const ok = outcomes.filter(isOk);
    return { latency: latency(ok), errors: outcomes.length - ok.length };
  };
  // The search's figures on this market with no background work, to compare with below.
  const idle = await buyersSearching(1);

  // (c) The feed: 5,000 cars numbered apart from the import's, no photos.
  const feedBook = new ExcelJS.Workbook();
  const feedSheet = feedBook.addWorksheet('Stock');
  feedSheet.addRow(headers.slice(0, -1));
  for (let i = 0; i < 5000; i++) {
    // Of a make the import's search below leaves out: it counts up to the search's cap of 10,000.
    const [stockNumber, , , ...rest] = row(50_000 + i, []).slice(0, -1);
    feedSheet.addRow([stockNumber, 'ميتسوبيشي', 'لانسر', ...rest]);
  }
  feedFile = Buffer.from(await feedBook.xlsx.writeBuffer());
  const feedCall = async (method: string, path = '', body?: object) => {
    const response = await fetch(`${base}/api/v1/stock/feed${path}?dealerId=${dealerId}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`feed ${method} ${path}: ${await response.text()}`);
    return (await response.json()) as {
      runs: {
        id: string;
        status: string;
        startedAt: string;
        finishedAt: string | null;
        counts: object;
      }[];
    };
  };
  /** Waits for a run other than `after` to finish; answers it. */
  const feedRunAfter = async (after: string | undefined) => {
    for (;;) {
      const [run] = (await feedCall('GET')).runs;
      if (run && run.id !== after && run.status !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const runMs = (run: { startedAt: string; finishedAt: string | null }) =>
    Date.parse(run.finishedAt ?? run.startedAt) - Date.parse(run.startedAt);
  // The demo dealership's feed has runs of its own: the new feed's first run comes after them.
  const [demoRun] = (await feedCall('GET')).runs;
  await feedCall('PUT', '', { url: `http://${photoHost}/feed.xlsx`, everyHours: 1 });
  const firstRun = await feedRunAfter(demoRun?.id);
  const changeLog = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from car_changes',
      );
      return rows[0]?.count ?? 0;
    } finally {
      await client.end();
    }
  };
  const changesBefore = await changeLog();
  const askedAt = performance.now();
  await feedCall('POST', '/run');
  const unchangedRun = await feedRunAfter(firstRun.id);
  const unchangedWallMs = performance.now() - askedAt;
  const changesAfter = await changeLog();
  await feedCall('POST', '/pause');

  // (a) 5,000 rows with three photo URLs each.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Stock');
  sheet.addRow(headers);
  for (let i = 0; i < 5000; i++) {
    sheet.addRow(
      row(
        i,
        [1, 2, 3].map((n) => `http://${photoHost}/B-${i}-${n}.jpg`),
      ),
    );
  }
  const workbook = Buffer.from(await book.xlsx.writeBuffer());
  const before = await found();
  const uploaded = await upload('stock.xlsx', workbook);
  const checked = await check(uploaded.id, uploaded.mapping);
  const confirmedAt = performance.now();
  const confirmed = await fetch(`${base}/api/v1/stock/imports/${uploaded.id}/confirm`, {
    method: 'POST',
    headers: auth,
  });
  if (!confirmed.ok) throw new Error(`confirm: ${await confirmed.text()}`);
  while ((await found()) - before < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const searchable = performance.now() - confirmedAt;
  const whileProcessing = await buyersSearching(2);
  const photos = (await (
    await fetch(`${base}/api/v1/stock/imports/${uploaded.id}`, { headers: auth })
  ).json()) as { photosFetched: number; photosFailed: number };

  // (b) 20,000 rows of CSV, no photos, on a fresh process: the peak memory of its dry run.
  await worker.stop();
  await server.stop();
  server = await startServer(serverEnv);
  ({ base } = server);
  auth = { authorization: `Bearer ${await signIn(base, 'dealer@example.com')}` };
  const { pid } = server;
  const csv = Buffer.from(
    [
      headers.join(','),
      ...Array.from({ length: 20_000 }, (_, i) => row(5000 + i, []).join(',')),
    ].join('\n'),
  );
  const big = await upload('stock.csv', csv);
  const { peakMb: peakBefore, rssMb: rssBefore } = await memoryOf(pid);
  const bigChecked = await check(big.id, big.mapping);
  const peakAfter = (await memoryOf(pid)).peakMb;

  console.log('| measure | figure |\n|---|---|');
  console.log(
    `| 5,000-row xlsx (${(workbook.length / 1024 / 1024).toFixed(1)} MB): upload and column guess | ${seconds(uploaded.ms)} |`,
  );
  console.log(
    `| 5,000-row xlsx: dry run (${JSON.stringify(checked.counts)}) | ${seconds(checked.ms)} |`,
  );
  console.log(`| 5,000 cars searchable after confirming | ${seconds(searchable)} |`);
  console.log(
    `| buyers' searches (random mix, 50/s, 15 s) p50 / p99 ms: idle before the import | ${idle.latency} (${idle.errors} errors) |`,
  );
  console.log(
    `| the same while the photos are fetched and processed | ${whileProcessing.latency} (${whileProcessing.errors} errors) |`,
  );
  console.log(
    `| photos fetched / failed 30 s after the cars were searchable (of 15,000) | ${photos.photosFetched} / ${photos.photosFailed} |`,
  );
  console.log(`| 20,000-row CSV: dry run | ${seconds(bigChecked.ms)} |`);
  console.log(
    `| 5,000-car feed (${(feedFile.length / 1024 / 1024).toFixed(1)} MB xlsx): first run (${JSON.stringify(firstRun.counts)}) | ${seconds(runMs(firstRun))} |`,
  );
  console.log(
    `| the same feed unchanged: run (${JSON.stringify(unchangedRun.counts)}) / from asking to done | ${seconds(runMs(unchangedRun))} / ${seconds(unchangedWallMs)} |`,
  );
  console.log(
    `| cars written by the unchanged run (change log rows) | ${changesAfter - changesBefore} |`,
  );
  console.log(
    `| 20,000-row CSV: peak RSS of the web process before / after the dry run (RSS before ${rssBefore.toFixed(0)} MB) | ${peakBefore.toFixed(0)} MB / ${peakAfter.toFixed(0)} MB (+${(peakAfter - peakBefore).toFixed(0)} MB) |`,
  );
} finally {
  await worker.stop();
  await server.stop();
  photoServer.close();
  await database.drop();
}
