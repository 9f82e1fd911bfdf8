import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { resolveCarFilter, type CarFilter } from '#shared/rules/car-filter';
import { carSearchResponseSchema, carSorts } from '#shared/schemas/car';
import { createSearchCache } from '#server/modules/cars/search-cache';
import { openCarSearch, type CarSearch } from '#server/modules/cars/search/car-search';
import { writeSnapshot } from '#server/modules/cars/search/index-snapshot';
import { build } from '#server/modules/cars/search/testing/index-cars';
import { buildTestApp, databaseKinds, openTestDatabase, type Db } from '#test/db';
import { carRow, insertDealer } from '#test/factories';

const makes = ['toyota', 'kia', 'hyundai', 'bmw'];
const cities = ['cairo', 'giza', 'alexandria'];

describe.each(databaseKinds)('the search index snapshot on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let dir: string;
  let dealerId: string;
  let logged: string[];

  const open = (snapshots = true) =>
    openCarSearch({
      db: t.db,
      readDb: t.readDb,
      searchCache: createSearchCache(0),
      syncMs: 0,
      finance: defaultFinanceTerms,
      log: { info: (line) => logged.push(line), warn: (line) => logged.push(line) },
      snapshots: snapshots ? { dir, everyMs: 600_000 } : undefined,
    });
  const file = () => path.join(dir, 'cars.snapshot');

  /** Opens and closes an index, which leaves a snapshot of it. */
  const snapshot = async () => {
    await (await open()).close();
    await readFile(file());
  };

  /** What a search answers for filters of every kind, as compared between two indexes. */
  const answers = async (search: CarSearch) => {
    const filters: CarFilter[] = [
      {},
      { make: 'kia' },
      { make: 'toyota,bmw', city: 'giza' },
      { yearMin: 2015, priceRanges: [{ max: 700_000 }] },
      { q: 'clean' },
      { q: 'corolla 2019', mileageMax: 80_000 },
      { city: 'alexandria', bodyStyle: 'suv,sedan' },
      { monthlyMax: 15_000 },
    ];
    const results = [];
    for (const filter of filters.map((filter) => resolveCarFilter(filter))) {
      for (const sort of carSorts) results.push(await search.search(filter, sort, 1, 50));
      results.push(await search.count(filter), await search.facets(filter));
    }
    const ids = (await search.search(resolveCarFilter({}), 'newest', 1, 500)).ids;
    results.push(await search.fairPrices(ids), await search.popularMakes(5));
    return results;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-search-index-'));
    logged = [];
    await t.db.deleteFrom('cars').execute();
    await t.db.updateTable('car_changes_pruned').set({ pruned_before: null }).execute();
    dealerId = (await insertDealer(t.db)).id;
    const rows = Array.from({ length: 300 }, (_, n) =>
      carRow(dealerId, {
        make: makes[n % 4],
        model: n % 3 === 0 ? 'corolla' : 'sportage',
        city: cities[n % 3],
        body_style: n % 2 ? 'suv' : 'sedan',
        first_registration: 2012 + (n % 12),
        price: 300_000 + ((n * 7919) % 900_000),
        mileage: (n * 3_331) % 200_000,
        description: n % 5 === 0 ? 'clean first owner' : 'good car',
      }),
    );
    await t.db.insertInto('cars').values(rows).execute();
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is read at the next start, with the changes made since, as a load from the database finds them', async () => {
    await snapshot();
    expect(logged).toEqual([
      'search index: loading from the database, not the snapshot: there is none',
      expect.stringMatching(/^search index: wrote a snapshot of 300 cars/),
    ]);
    const added = carRow(dealerId, { make: 'bmw', description: 'added after the snapshot' });
    await t.db.insertInto('cars').values(added).execute();
    const [changed, sold] = await t.db.selectFrom('cars').select('id').limit(2).execute();
    await t.db.updateTable('cars').set({ price: 123_456 }).where('id', '=', changed!.id).execute();
    await t.db.updateTable('cars').set({ status: 'sold' }).where('id', '=', sold!.id).execute();

    logged = [];
    const restored = await open();
    const loaded = await open(false);
    try {
      expect(logged[0]).toMatch(/^search index: read 300 cars from the snapshot current to /);
      expect(restored.size).toBe(300);
      expect(await answers(restored)).toEqual(await answers(loaded));
      const bmws = await restored.search(resolveCarFilter({ q: 'added' }), 'newest', 1, 10);
      expect(bmws.ids).toEqual([added.id]);
      expect((await restored.fairPriceDetails(sold!.id)).fairPrice).toBeNull();
    } finally {
      await restored.close();
      await loaded.close();
    }
  });

  it('is refused for a database made again (a new identity): the index is loaded from it', async () => {
    await snapshot();
    await sql`update database_identity set id = gen_random_uuid()`.execute(t.db);
    logged = [];
    const search = await open();
    await search.close();
    expect(logged[0]).toBe(
      'search index: loading from the database, not the snapshot: it is of another database',
    );
    expect(search.size).toBe(300);
  });

  it('is refused when it is damaged or cut short', async () => {
    await snapshot();
    const bytes = await readFile(file());
    await writeFile(file(), bytes.subarray(0, bytes.length - 100));
    logged = [];
    const search = await open();
    expect(logged[0]).toMatch(/not the snapshot: it is damaged/);
    expect(search.size).toBe(300);
    await search.close();
    // Closed with nothing changed since its load's snapshot: that one is whole and read.
    logged = [];
    await (await open()).close();
    expect(logged[0]).toMatch(/read 300 cars from the snapshot/);
  });

  it('is read however old while the change log holds every change since it, else refused', async () => {
    const { id, oid } = await sql<{ id: string; oid: string }>`select id,
      (select oid::text from pg_database where datname = current_database()) as oid
      from database_identity`
      .execute(t.db)
      .then((result) => result.rows[0]!);
    const since = new Date(Date.now() - 5 * 3_600_000);
    await writeSnapshot(dir, build([]), {
      database: `${id}/${oid}`,
      since,
      finance: defaultFinanceTerms,
    });
    const read = await open();
    await read.close();
    expect(logged[0]).toMatch(/read 0 cars from the snapshot/);

    await writeSnapshot(dir, build([]), {
      database: `${id}/${oid}`,
      since,
      finance: defaultFinanceTerms,
    });
    // The log was pruned of changes made after the snapshot's time.
    await t.db.updateTable('car_changes_pruned').set({ pruned_before: since }).execute();
    logged = [];
    const refused = await open();
    await refused.close();
    expect(logged[0]).toBe(
      `search index: loading from the database, not the snapshot: it is current to ${since.toISOString()}, older than the change log keeps`,
    );
    expect(refused.size).toBe(300);
  });

  it('notes how far it pruned the change log, which a snapshot must be current past', async () => {
    const stale = new Date(Date.now() - 2 * 3_600_000);
    await t.db.insertInto('car_changes').values({ car_id: 'gone', changed_at: stale }).execute();
    const search = await open(false);
    await search.popularMakes(1);
    await search.close();
    const { pruned_before } = await t.db
      .selectFrom('car_changes_pruned')
      .select('pruned_before')
      .executeTakeFirstOrThrow();
    expect(Date.now() - pruned_before!.getTime()).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.now() - pruned_before!.getTime()).toBeLessThan(3_700_000);
    const left = await t.db.selectFrom('car_changes').select('car_id').where('car_id', '=', 'gone');
    expect(await left.execute()).toEqual([]);
  });

  it('is loaded afresh after when every car was taken out since (a truncate)', async () => {
    await snapshot();
    await sql`truncate cars cascade`.execute(t.db);
    await t.db
      .insertInto('cars')
      .values([carRow(dealerId), carRow(dealerId)])
      .execute();
    logged = [];
    const search = await open();
    await search.close();
    expect(logged.slice(0, 2)).toEqual([
      expect.stringMatching(/read 300 cars from the snapshot/),
      'search index: loaded 2 cars afresh',
    ]);
    expect(search.size).toBe(2);
  });

  it('is written by an app as it stops and read by the next one on the same folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-data-'));
    const start = (db: Db) =>
      buildTestApp(db, t.jobs, dataDir, { SEARCH_SNAPSHOT_MINUTES: '10' }, t.readDb);
    try {
      const first = await start(t.db);
      await first.app.close();
      await readFile(path.join(dataDir, 'search-index', 'cars.snapshot'));
      const added = carRow(dealerId, { make: 'kia', description: 'zanzibar' });
      await t.db.insertInto('cars').values(added).execute();
      const second = await start(t.db);
      try {
        const response = await second.app.inject({ url: '/api/v1/car/search?q=zanzibar' });
        expect(Object.keys(carSearchResponseSchema.parse(response.json()).cars)).toEqual([
          added.id,
        ]);
      } finally {
        await second.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
