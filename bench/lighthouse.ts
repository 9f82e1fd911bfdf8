// npm run bench:lighthouse — Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on
// the production build with the demo market on the embedded database, as `npm run quickstart`
// runs it: home, the listings, a car, the dealers and a dealer, in English and in Arabic, in
// Debian's Chromium. Each page is run BENCH_RUNS times (3) and its median run (by performance
// score) is printed: each category's score and LCP, TBT and CLS, then what it lost points on.
//   BENCH_REPORTS=<folder> also keeps each page's whole report as JSON.
//   BENCH_ONLY=<text> runs only the pages whose address contains it (e.g. `car-grid`).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { CarSearchResponse } from '#shared/schemas/car';
import type { DealerListResponse } from '#shared/schemas/dealer';
import { chromiumArgs } from '../e2e/browser';
import { freePort } from '#test/free-port';
import { startServer } from './server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const reportsDir = process.env.BENCH_REPORTS;
const only = process.env.BENCH_ONLY ?? '';
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** Chromium with its DevTools port open for Lighthouse, on a profile of its own. */
async function startChromium(profileDir: string) {
  const port = await freePort();
  const chromium = spawn(
    '/usr/bin/chromium',
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      return { port, stop: () => chromium.kill() };
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const score = (result: Result, category: (typeof categories)[number]) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

const metric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** The audits a page lost points on, by category: what to look at next. */
function losses(result: Result): string[] {
  return categories.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit!.id} (${audit!.displayValue ?? audit!.score})`),
  );
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-lighthouse-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'true' });
const chromium = await startChromium(path.join(dataDir, 'chromium'));
try {
  const api = async <T>(url: string) => (await fetch(server.base + url)).json() as Promise<T>;
  const cars = await api<CarSearchResponse>('/api/v1/car/search?pageSize=1');
  const dealers = await api<DealerListResponse>('/api/v1/dealer');
  const carId = Object.keys(cars.cars)[0];
  const dealerId = dealers.dealers[0]?.id;
  if (!carId || !dealerId) throw new Error('The demo market has no car or no dealer');
  const pages = ['/', '/car-grid', `/car-details/${carId}`, '/dealers', `/dealer/${dealerId}`];
  if (reportsDir) await mkdir(reportsDir, { recursive: true });

  console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  const lost: string[] = [];
  for (const page of pages) {
    for (const prefix of ['', '/ar']) {
      const address = prefix + (page === '/' && prefix ? '' : page);
      if (!address.includes(only)) continue;
      const results: Result[] = [];
      for (let run = 0, failed = 0; run < runs; run++) {
        const runner = await lighthouse(server.base + address, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!runner) throw new Error(`Lighthouse gave no result for ${address}`);
        // On a busy machine Chromium's trace sometimes misses the navigation (NO_NAVSTART): that
        // run is made again, up to twice per page.
        if (runner.lhr.runtimeError?.code === 'NO_NAVSTART' && failed < 2) {
          failed += 1;
          run -= 1;
          continue;
        }
        if (runner.lhr.runtimeError) {
          throw new Error(`${address}: ${runner.lhr.runtimeError.message}`);
        }
        results.push(runner.lhr);
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const result = results[Math.floor(results.length / 2)]!;
      const name = address.replace(/(car-details|dealer)\/[^/]+$/, '$1/{id}');
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `| ${name} | ${categories.map((category) => score(result, category)).join(' | ')} | ` +
          `${seconds(metric(result, 'largest-contentful-paint'))} | ` +
          `${Math.round(metric(result, 'total-blocking-time'))} ms | ` +
          `${metric(result, 'cumulative-layout-shift').toFixed(3)} |`,
      );
      lost.push(...losses(result).map((loss) => `${name}: ${loss}`));
      if (reportsDir) {
        const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
        await writeFile(path.join(reportsDir, file), JSON.stringify(result));
      }
    }
  }
  console.log(lost.length > 0 ? `\nPoints lost on:\n${lost.join('\n')}` : '\nNo points lost.');
} finally {
  chromium.stop();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
