// npm run bench:import — builds nothing (run `npm run build` first); starts the production server
// on a scratch PostgreSQL database (BENCH_DATABASE_URL's server, default the local one), signs in
// as the demo dealer and measures:
// (a) a 5,000-row workbook with 3 photo URLs per row, the photos served by a local server: the
//     upload, the dry run, and the time from confirming until all 5,000 cars are found by search,
//     then the search's latency while the photos are fetched and processed;
// (b) a 20,000-row CSV: the web process's peak memory (VmHWM) growth during its dry run.
// The server runs with NODE_ENV=development: the test-only allow-list of the photo server's
// address is refused in production (docs/decisions/171).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { photoJpeg } from '#test/picture-fixtures';
import { median, memoryOf, postgresReachable, scratchDatabase, signIn } from './load';
import { startServer } from './server';

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
const photoServer = createServer((_request, response) => response.end(photo));
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
};
let server = await startServer(serverEnv);
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
  const latencies: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await fetch(`${base}/api/v1/car/search?make=kia&sort=price-asc&page=${1 + (i % 5)}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const photos = (await (
    await fetch(`${base}/api/v1/stock/imports/${uploaded.id}`, { headers: auth })
  ).json()) as { photosFetched: number; photosFailed: number };

  // (b) 20,000 rows of CSV, no photos, on a fresh process: the peak memory of its dry run.
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
    `| search while photos are processed: median / worst of 60 | ${median(latencies).toFixed(1)} ms / ${Math.max(...latencies).toFixed(1)} ms |`,
  );
  console.log(
    `| photos fetched / failed 30 s after the cars were searchable (of 15,000) | ${photos.photosFetched} / ${photos.photosFailed} |`,
  );
  console.log(`| 20,000-row CSV: dry run | ${seconds(bigChecked.ms)} |`);
  console.log(
    `| 20,000-row CSV: peak RSS of the web process before / after the dry run (RSS before ${rssBefore.toFixed(0)} MB) | ${peakBefore.toFixed(0)} MB / ${peakAfter.toFixed(0)} MB (+${(peakAfter - peakBefore).toFixed(0)} MB) |`,
  );
} finally {
  await server.stop();
  photoServer.close();
  await database.drop();
}
