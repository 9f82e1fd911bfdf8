// npm run bench:typed-search — what buyers type (docs/decisions/181): lines in Arabic, English
// or both, made fresh for every request from the reference names (makes, models, places, years,
// prices the Egyptian way).
//  1. In the process, no database: how long reading a line into criteria takes.
//  2. In the process, on the index loaded from the generated market on PostgreSQL
//     (`bench_search_<cars>`, as `npm run bench:search` makes it): how long `suggestSearches`
//     takes for 4,000 fresh beginnings of lines, no HTTP.
//  3. Against the built server on the generated market on PostgreSQL (`bench_search_<cars>`, as
//     `npm run bench:search` makes it): `suggest` at a steady rate, each request a fresh random
//     beginning of a line (from its first letter); then the search with the line as `q` against
//     the same searches sent as the criteria the line names, each a fresh line.
//   BENCH_CARS (1000000), BENCH_SECONDS per run (20), BENCH_RATE (200); BENCH_HTTP=false for
//   the first part alone
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cities, governorates } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { readSearchQuery } from '#shared/rules/query-reading';
import { criteriaOfReading, criteriaQueryString } from '#shared/rules/search-interpretation';
import { openDatabase } from '#server/db/database';
import { dealerNameList } from '#server/modules/dealers/dealers.service';
import { suggestSearches } from '#server/modules/cars/suggestions';
import {
  isOk,
  percentile,
  postgresReachable,
  postgresServerUrl,
  randomSource,
  runOpenLoop,
  type Random,
} from './load';
import { get, latency, ms, openIndexInProcess, postgresMarket } from './search-mix';
import { startServer } from './server';

const carCount = Number(process.env.BENCH_CARS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 200);

const popular = makes.filter((make) =>
  ['toyota', 'hyundai', 'kia', 'nissan', 'chevrolet', 'mitsubishi', 'mg', 'bmw'].includes(make.key),
);
const places = [...cities, ...governorates];

/** One line a buyer types: a make or a model, maybe a place, a year, a budget, in either script. */
function typedLine(random: Random): string {
  const arabic = random.next() < 0.6;
  const language = arabic ? 'ar' : 'en';
  const make = random.pick(random.next() < 0.8 ? popular : makes);
  const model = random.pick(make.models);
  const parts: string[] = [];
  const naming = random.int(3);
  if (naming !== 1) parts.push(make[language]);
  if (naming !== 0) parts.push(model[language]);
  if (random.next() < 0.5) {
    parts.push(`${arabic ? 'في' : 'in'} ${random.pick(places)[language]}`);
  }
  if (random.next() < 0.4) {
    const year = 2010 + random.int(15);
    parts.push(random.next() < 0.5 ? String(year) : `${year}-${year + 1 + random.int(4)}`);
  }
  if (random.next() < 0.5) {
    const thousands = (3 + random.int(30)) * 50;
    parts.push(arabic ? `تحت ${thousands} ألف` : `under ${thousands}k`);
  }
  return parts.join(' ');
}

/** A line cut where a buyer may still be typing it: from its first letter to the whole. */
function typedBeginning(random: Random): string {
  const line = typedLine(random);
  return line.slice(0, 1 + random.int(line.length));
}

function readingSpeed() {
  const random = randomSource(20261127);
  const lines = Array.from({ length: 100_000 }, () => typedLine(random));
  for (const line of lines.slice(0, 5_000)) readSearchQuery(line);
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    for (const line of lines) readSearchQuery(line);
    runs.push((performance.now() - started) / lines.length);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `Reading a typed line, in the process (100,000 lines, 5 runs): mean ${runs[2]!.toFixed(4)} ms a line (median run; fastest ${runs[0]!.toFixed(4)}, slowest ${runs[4]!.toFixed(4)})\n`,
  );
}

async function suggestInProcess(url: string) {
  const db = await openDatabase({ url, pgliteDir: '' });
  const carSearch = await openIndexInProcess(db);
  try {
    const dealers = dealerNameList(db, 3_600_000);
    await dealers();
    const random = randomSource(27);
    const times: number[] = [];
    for (let request = 0; request < 4_000; request += 1) {
      const q = typedBeginning(random);
      const language = random.next() < 0.6 ? 'ar' : 'en';
      const started = performance.now();
      await suggestSearches(carSearch, dealers, defaultFinanceTerms, q, language);
      times.push(performance.now() - started);
    }
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const inMs = (value: number) => value.toFixed(2);
    console.log(
      `suggest in the process (4,000 fresh beginnings, ${carCount.toLocaleString('en')} cars): mean ${inMs(mean)} ms, p50 / p99 ${inMs(percentile(times, 0.5))} / ${inMs(percentile(times, 0.99))} ms, max ${inMs(Math.max(...times))} ms\n`,
    );
  } finally {
    await carSearch.close();
    await db.destroy();
  }
}

async function overHttp() {
  if (!(await postgresReachable(postgresServerUrl))) {
    console.log('No PostgreSQL at the local server: the HTTP runs are skipped.');
    return;
  }
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-bench-media-'));
  try {
    const url = await postgresMarket(carCount, mediaDir);
    await suggestInProcess(url);
    // The cache off: every request is a fresh one anyway, and the figures are the work's own.
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: mediaDir,
      SEED_DEMO_DATA: 'false',
      SEARCH_CACHE_SECONDS: '0',
    });
    try {
      const random = randomSource(27);
      const run = async (label: string, next: () => string) => {
        await runOpenLoop({
          rate,
          seconds: 5,
          next: () => ({ kind: 'warm-up', run: () => get(server.base, next()) }),
        });
        const steady = await runOpenLoop({
          rate,
          seconds,
          next: () => ({ kind: label, run: () => get(server.base, next()) }),
        });
        const ok = steady.outcomes.filter(isOk);
        const times = ok.map((outcome) => outcome.ms);
        console.log(
          `| ${label} | ${rate}/s | ${latency(ok)} | ${ms(percentile(times, 1))} | ${steady.outcomes.length - ok.length} |`,
        );
      };
      console.log(
        `${carCount.toLocaleString('en')} cars on PostgreSQL; ${seconds} s per run; latency in ms from when each request was due\n`,
      );
      console.log('| request | open loop | p50 / p99 | max | errors |');
      console.log('|---|---|---|---|---|');
      // The machine's own floor: the same load on a route that does nothing.
      await run('health (the machine, for comparison)', () => '/api/v1/health');
      await run('suggest, a fresh beginning of a line', () => {
        const language = random.next() < 0.6 ? 'ar' : 'en';
        const q = typedBeginning(random);
        return `/api/v1/car/suggest?${new URLSearchParams({ q, lang: language })}`;
      });
      await run('search, the line as q', () => {
        return `/api/v1/car/search?${new URLSearchParams({ q: typedLine(random) })}`;
      });
      await run('search, the criteria the line names', () => {
        const { parameters, words } = readSearchQuery(typedLine(random));
        return `/api/v1/car/search?${criteriaQueryString(criteriaOfReading(parameters, words))}`;
      });
    } finally {
      await server.stop();
    }
  } finally {
    await rm(mediaDir, { recursive: true, force: true });
  }
}

readingSpeed();
if (process.env.BENCH_HTTP !== 'false') await overHttp();
