import { sql } from 'kysely';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { FinanceTerms } from '#shared/reference/finance';
import type { CarFacets, CarSort, FairPrice } from '#shared/schemas/car';
import type { Db } from '../../../db/database';
import { searchIndexReloads } from '../../../metrics/process-metrics';
import type { SearchCache } from '../search-cache';
import { CarIndex, type IndexedCar, type SearchPage } from './car-index';
import { readSnapshot, writeSnapshot } from './index-snapshot';

/*
 * The search index of this process, kept in step with the database (docs/decisions/123):
 * loaded whole at start, then every `syncMs` it reads the change log (migration 009) for the
 * cars others changed, from the read replica when there is one. Cars this process changes are
 * read back from the primary at once, so a dealer finds their car as soon as it is saved.
 */

/** Changes are read again this far back, for transactions that committed after later ones. */
const overlapMs = 10_000;
const changesBatch = 5_000;
const changeLogKeptMs = 3_600_000;
const pruneEveryMs = 600_000;

export interface CarSearchOptions {
  /** The primary: writes, and reads of what this process just wrote. */
  db: Db;
  /** Where the index is loaded and synced from: a read replica, or the primary. */
  readDb: Db;
  searchCache: SearchCache;
  /** How often to read the change log; 0: before every search (tests change rows directly). */
  syncMs: number;
  /** The configured finance terms, on which the installment limits' options are counted. */
  finance: FinanceTerms;
  log?: { warn: (message: string) => void; info: (message: string) => void };
  /**
   * Snapshots of the index (docs/decisions/185): read at start, written into `dir` after a load
   * and every `everyMs` when cars changed meanwhile. Undefined: none (tests that change the
   * change log behind the index's back).
   */
  snapshots?: { dir: string; everyMs: number };
}

function indexedCar(row: {
  id: string;
  dealer_id: string;
  make: string;
  model_search: string;
  first_registration: number;
  price: number;
  mileage: number | null;
  body_style: string;
  fuel_type: string;
  transmission: string;
  city: string;
  condition: string;
  created_at: Date;
  description: string;
}): IndexedCar {
  return {
    id: row.id,
    dealerId: row.dealer_id,
    make: row.make,
    model: row.model_search,
    year: row.first_registration,
    price: row.price,
    mileage: row.mileage,
    bodyStyle: row.body_style,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    city: row.city,
    condition: row.condition,
    createdAt: row.created_at,
    description: row.description,
  };
}

const indexedColumns = [
  'id',
  'dealer_id',
  'make',
  'model_search',
  'first_registration',
  'price',
  'mileage',
  'body_style',
  'fuel_type',
  'transmission',
  'city',
  'condition',
  'created_at',
  'description',
] as const;

/** The active cars among `ids`, as the index takes them. */
async function activeCars(db: Db, ids: readonly string[]): Promise<IndexedCar[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('cars')
    .select(indexedColumns)
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  return rows.map(indexedCar);
}

/** The database's clock: the change log is stamped by it, not by this process's clock. */
async function databaseNow(db: Db): Promise<Date> {
  const { now } = await sql<{ now: Date }>`select now() as now`
    .execute(db)
    .then((result) => result.rows[0]!);
  return new Date(now);
}

/**
 * Which database this is: the random id migration 025 made, and the database's oid, which a
 * restore into a new database changes although the id comes with the data. A replica has the
 * primary's.
 */
async function databaseIdentity(db: Db): Promise<string> {
  const { id, oid } = await db
    .selectFrom('database_identity')
    .select([
      'id',
      sql<string>`(select oid::text from pg_database where datname = current_database())`.as('oid'),
    ])
    .executeTakeFirstOrThrow();
  return `${id}/${oid}`;
}

/**
 * The earliest time the index may be current to for the change log to bring it up to date:
 * changes are read again from `overlapMs` before it, and none of those may have been pruned.
 */
async function changeLogStart(db: Db): Promise<Date> {
  const { pruned_before } = await db
    .selectFrom('car_changes_pruned')
    .select('pruned_before')
    .executeTakeFirstOrThrow();
  return new Date((pruned_before?.getTime() ?? 0) + overlapMs);
}

/** Table pages read per query while loading: about 16 MB, some 15,000 cars. */
const loadPages = 50;

/**
 * A fresh index of every active car, read a range of the table's pages at a time (in the order
 * they lie on disk: read by id, a million cars cost a random read each), so that a million
 * never sit in memory. Rows written meanwhile are in the change log, read after.
 */
async function loadIndex(db: Db, finance: FinanceTerms): Promise<CarIndex> {
  const index = new CarIndex({ finance });
  const { count, pages } = await db
    .selectFrom('cars')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`(pg_relation_size('cars') / current_setting('block_size')::int)::int`.as('pages'),
    ])
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  index.beginLoad(count);
  for (let page = 0; page <= pages; page += loadPages) {
    const rows = await db
      .selectFrom('cars')
      .select(indexedColumns)
      .where('status', '=', 'active')
      .where(
        sql<boolean>`ctid >= ${`(${page},0)`}::tid and ctid < ${`(${page + loadPages},0)`}::tid`,
      )
      .execute();
    for (const row of rows) index.upsert(indexedCar(row));
  }
  index.endLoad();
  return index;
}

export async function openCarSearch(options: CarSearchOptions) {
  const { db, readDb, searchCache, syncMs, snapshots } = options;
  const database = snapshots && (await databaseIdentity(readDb));
  const restored =
    snapshots && database
      ? await readSnapshot(snapshots.dir, {
          database,
          finance: options.finance,
          notBefore: await changeLogStart(readDb),
        })
      : undefined;
  if (restored && 'refused' in restored) {
    options.log?.info(
      `search index: loading from the database, not the snapshot: ${restored.refused}`,
    );
  }
  const fromSnapshot = restored && 'index' in restored ? restored : undefined;
  let since = fromSnapshot?.since ?? (await databaseNow(readDb));
  let index = fromSnapshot?.index ?? (await loadIndex(readDb, options.finance));
  /** Changes already applied, by sequence number, within the overlap window. */
  const applied = new Map<string, number>();
  let reloading: Promise<void> | undefined;
  let lastPrune = 0;
  /** When the change log was last read to its end, and when the newest change read was made. */
  let readThroughAt = Date.now();
  let newestChangeAt: number | undefined;

  /** Whether the index changed since the last snapshot was written (or it was loaded). */
  let snapshotDue = fromSnapshot === undefined;
  let saving: Promise<void> | undefined;
  /** Writes a snapshot unless one is being written; the index is written before this returns. */
  const save = () => {
    if (!snapshots || !database || saving) return;
    snapshotDue = false;
    const cars = index.size;
    const started = Date.now();
    saving = writeSnapshot(snapshots.dir, index, { database, since, finance: options.finance })
      .then(({ bytes, blockedMs }) =>
        options.log?.info(
          `search index: wrote a snapshot of ${cars} cars (${Math.round(bytes / 1e6)} MB) in ${Date.now() - started} ms, ${blockedMs} ms of it holding the event loop`,
        ),
      )
      .catch((error: unknown) => {
        snapshotDue = true;
        options.log?.warn(`search index: writing a snapshot failed: ${String(error)}`);
      })
      .finally(() => (saving = undefined));
  };

  const apply = async (from: Db, ids: readonly string[]) => {
    const cars = await activeCars(from, ids);
    const active = new Set(cars.map((car) => car.id));
    for (const id of ids) if (!active.has(id)) index.remove(id);
    for (const car of cars) index.upsert(car);
    snapshotDue = true;
  };

  /** A new index from the database, swapped in whole; changes meanwhile are read again after. */
  const reload = async () => {
    const started = await databaseNow(readDb);
    // Changes applied before the load began are in what it reads; those applied while it ran
    // went to the old index. Reading the former again would only add dead rows, and a burst
    // of them (a bulk import) would start the next reload, and the next.
    const appliedBefore = new Set(applied.keys());
    const fresh = await loadIndex(readDb, options.finance);
    index = fresh;
    since = new Date(Math.min(since.getTime(), started.getTime()));
    for (const seq of applied.keys()) if (!appliedBefore.has(seq)) applied.delete(seq);
    searchCache.clear();
    searchIndexReloads.inc();
    options.log?.info(`search index: loaded ${fresh.size} cars afresh`);
    save();
  };

  const readChanges = async () => {
    const changes = await readDb
      .selectFrom('car_changes')
      .select(['seq', 'car_id', 'changed_at'])
      .where('changed_at', '>', new Date(since.getTime() - overlapMs))
      .orderBy('seq')
      .execute();
    const fresh = changes.filter((change) => !applied.has(change.seq));
    if (fresh.length === 0) {
      readThroughAt = Date.now();
      return;
    }
    if (fresh.some((change) => change.car_id === '*')) {
      await reload();
    } else {
      const ids = [...new Set(fresh.map((change) => change.car_id))];
      for (let at = 0; at < ids.length; at += changesBatch) {
        await apply(readDb, ids.slice(at, at + changesBatch));
      }
      searchCache.clear();
    }
    for (const change of fresh) applied.set(change.seq, new Date(change.changed_at).getTime());
    const latest = Math.max(...fresh.map((change) => new Date(change.changed_at).getTime()));
    if (latest > since.getTime()) since = new Date(latest);
    newestChangeAt = Math.max(newestChangeAt ?? latest, latest);
    readThroughAt = Date.now();
    for (const [seq, at] of applied) if (at < since.getTime() - overlapMs) applied.delete(seq);
    // Rows of changed cars stay dead in the index until it is loaded afresh.
    if (index.deadRows > Math.max(10_000, index.size / 4))
      reloading ??= reload().finally(() => (reloading = undefined));
  };

  const prune = async () => {
    if (Date.now() - lastPrune < pruneEveryMs) return;
    lastPrune = Date.now();
    const before = new Date(Date.now() - changeLogKeptMs);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('car_changes').where('changed_at', '<', before).execute();
      await trx
        .updateTable('car_changes_pruned')
        .set({ pruned_before: sql<Date>`greatest(pruned_before, ${before})` })
        .execute();
    });
  };

  /** One read of the change log at a time; a caller waits for one that starts after it asked. */
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  const sync = (): Promise<void> => {
    // After the read before it, whether that one failed or not (its callers saw its error).
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        running = readChanges().then(prune);
        return running;
      });
    return queued;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    sync()
      .catch((error: unknown) =>
        options.log?.warn(`search index: reading the change log failed: ${String(error)}`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, syncMs);
      });
  };
  if (fromSnapshot) {
    options.log?.info(
      `search index: read ${index.size} cars from the snapshot current to ${since.toISOString()}`,
    );
    // What changed since the snapshot, before the first search (a '*' loads afresh).
    await sync();
  }
  if (syncMs > 0) timer = setTimeout(tick, syncMs);
  // A load's first snapshot is written once the caller has gone on (the server listens).
  const firstSave = snapshotDue ? setTimeout(save, 0) : undefined;
  const snapshotTimer =
    snapshots &&
    setInterval(() => {
      if (snapshotDue) save();
    }, snapshots.everyMs);

  return {
    get size() {
      return index.size;
    },
    /**
     * How current the index is: when it last read the change log to its end (it follows the
     * log every `syncMs`), and when the newest change it applied was made (undefined: none yet).
     */
    get freshness() {
      return { readThroughAt, newestChangeAt };
    },
    async search(filter: ResolvedCarFilter, sort: CarSort, page: number, pageSize: number) {
      if (syncMs === 0) await sync();
      return index.search(filter, sort, page, pageSize) satisfies SearchPage;
    },
    async count(filter: ResolvedCarFilter) {
      if (syncMs === 0) await sync();
      return index.count(filter);
    },
    async facets(filter: ResolvedCarFilter): Promise<CarFacets> {
      if (syncMs === 0) await sync();
      return index.facets(filter);
    },
    async popularMakes(limit: number) {
      if (syncMs === 0) await sync();
      return index.popularMakes(limit);
    },
    /** The fair-price bands of cars by id (cars not on sale have none). */
    async fairPrices(ids: readonly string[]): Promise<Map<string, FairPrice | null>> {
      if (syncMs === 0) await sync();
      return new Map(ids.map((id) => [id, index.fairPrice(id)]));
    },
    async fairPriceDetails(id: string) {
      if (syncMs === 0) await sync();
      return index.fairPriceDetails(id);
    },
    async marketBand(car: { make: string; model: string; year: number; mileage: number }) {
      if (syncMs === 0) await sync();
      return index.marketBand(car);
    },
    /** Cars this process just wrote: read back from the primary and indexed at once. */
    async changed(ids: readonly string[]) {
      await apply(db, ids);
      searchCache.clear();
    },
    /** Stops reading the change log; a last snapshot is written if the index changed since. */
    async close() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(firstSave);
      clearInterval(snapshotTimer);
      await running.catch(() => undefined);
      await reloading;
      await saving;
      if (snapshotDue) save();
      await saving;
    },
  };
}
export type CarSearch = Awaited<ReturnType<typeof openCarSearch>>;
