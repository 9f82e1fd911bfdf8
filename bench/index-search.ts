// npm run bench:index-search — the search index alone, in this process: the search mix's
// searches (a page of ids and the total) and counts beside the filters (facets), timed call by
// call, without HTTP or the database's rows. For comparing two builds of the index: run both at
// once (each takes about one core) so that the machine's other load weighs on both alike.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_search_1000000), BENCH_VISITS
//   (4000 requests), BENCH_ROUNDS (3), BENCH_SNAPSHOTS (a folder for the index's snapshot, kept
//   between runs: the first run loads from the database and writes it)
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import { carSearchQuerySchema } from '#shared/schemas/car';
import { openIndexInProcess, visits } from './search-mix';

const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search_1000000';
const requests = Number(process.env.BENCH_VISITS ?? 4000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const snapshots =
  process.env.BENCH_SNAPSHOTS ?? path.join(os.tmpdir(), 'arabeya-bench-index-search');

const db = await openDatabase({ url, pgliteDir: '', poolMax: 4 });
await migrateToLatest(db);
const carSearch = await openIndexInProcess(db, { dir: snapshots, everyMs: 3_600_000 });
const asked = visits(7, requests).map(({ kind, path: target }) => {
  const query = carSearchQuerySchema.parse(
    Object.fromEntries(new URL(target, 'http://bench').searchParams),
  );
  return { kind, query, filter: resolveCarFilter(carFilterFromQuery(query), defaultFinanceTerms) };
});
console.log(`${carSearch.size} cars; ms a call, each round over the same ${asked.length} requests`);
console.log(
  '| round | searches | ms a search | counts (facets) | ms a count |\n|---|---|---|---|---|',
);
for (let round = 1; round <= rounds; round++) {
  const spent = { search: 0, facets: 0 };
  const calls = { search: 0, facets: 0 };
  for (const { kind, query, filter } of asked) {
    const started = performance.now();
    if (kind === 'facets') await carSearch.facets(filter);
    else await carSearch.search(filter, query.sort, query.page, query.pageSize);
    spent[kind] += performance.now() - started;
    calls[kind]++;
  }
  const each = (kind: keyof typeof spent) => (spent[kind] / calls[kind]).toFixed(2);
  console.log(
    `| ${round} | ${calls.search} | ${each('search')} | ${calls.facets} | ${each('facets')} |`,
  );
}
await carSearch.close();
await db.destroy();
