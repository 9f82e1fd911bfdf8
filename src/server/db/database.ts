import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial';
import * as sessions from './migrations/002-sessions';
import * as searchIndexes from './migrations/003-search-indexes';
import * as carWrites from './migrations/004-car-writes';
import * as pageViews from './migrations/005-page-views';
import * as rateLimits from './migrations/006-rate-limits';
import * as identitySubject from './migrations/007-identity-subject';
import * as uploadQuotas from './migrations/008-upload-quotas';
import * as carChanges from './migrations/009-car-changes';
import * as indexesAfterSearchIndex from './migrations/010-indexes-after-search-index';
import * as pictureProcessing from './migrations/011-picture-processing';
import * as buyersTools from './migrations/012-buyers-tools';
import * as leads from './migrations/013-leads';
import * as leadInbox from './migrations/014-lead-inbox';
import * as dealerFinanceOffers from './migrations/015-dealer-finance-offers';
import * as priceHistory from './migrations/016-price-history';
import * as statusBeforeReview from './migrations/017-status-before-review';
import * as leadLanguage from './migrations/018-lead-language';
import * as stockImports from './migrations/019-stock-imports';
import * as stockImportPhotos from './migrations/020-stock-import-photos';
import * as dealerApiKeys from './migrations/021-dealer-api-keys';
import * as stockImportPhotoZip from './migrations/022-stock-import-photo-zip';
import * as stockFeeds from './migrations/023-stock-feeds';
import * as dealerNamesInBothLanguages from './migrations/024-dealer-names-in-both-languages';
import * as databaseIdentity from './migrations/025-database-identity';
import * as carChangesPruned from './migrations/026-car-changes-pruned';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  pgliteDir: string;
  /** PostgreSQL only: the schema to work in (tests give each run its own). */
  schema?: string | undefined;
  poolMax?: number | undefined;
  /** A query running longer is cancelled by the server (0: no limit). */
  statementTimeoutMs?: number | undefined;
  /** An idle connection is closed after this long (0: kept open). */
  idleTimeoutMs?: number | undefined;
  /** Shown in pg_stat_activity, so operators (and tests) can tell the app's connections apart. */
  applicationName?: string | undefined;
}

const defaultApplicationName = 'arabeya';

const ignoreCheckedOutError = () => undefined;

/** A connection that broke while idle: the server restarted, failed over, or killed it. */
const warnIdleError = (error: Error) =>
  console.warn(
    `PostgreSQL connection lost while idle; the next query opens a new one: ${error.message}`,
  );

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const settings = [
      `-c statement_timeout=${options.statementTimeoutMs ?? 15_000}`,
      // The app's queries are short; compiling one (JIT) costs more than it ever saves, and
      // stale statistics after a bulk load made PostgreSQL spend 90 ms compiling a page of cars.
      '-c jit=off',
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
      application_name: options.applicationName ?? defaultApplicationName,
      options: settings.join(' '),
    });
    // The pool drops a client that fails while idle and opens a new one for the next query; an
    // 'error' event without a listener would instead crash the process.
    pool.on('error', warnIdleError);
    // A client whose connection breaks while checked out (during a query) also emits 'error',
    // where pg-pool listens only while it is idle; that query is rejected and reported by its
    // caller, and the broken client is not taken back into the pool.
    pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const client = await PGlite.create(options.pgliteDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  embeddedClients.set(db, client);
  return db;
}

const embeddedClients = new WeakMap<Db, PGlite>();
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool under `db` on PostgreSQL, for its figures; undefined on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** The PGlite under `db`, for what must reach it beside Kysely (the job queue); else undefined. */
export function embeddedClientOf(db: Db): PGlite | undefined {
  return embeddedClients.get(db);
}

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-sessions': sessions,
  '003-search-indexes': searchIndexes,
  '004-car-writes': carWrites,
  '005-page-views': pageViews,
  '006-rate-limits': rateLimits,
  '007-identity-subject': identitySubject,
  '008-upload-quotas': uploadQuotas,
  '009-car-changes': carChanges,
  '010-indexes-after-search-index': indexesAfterSearchIndex,
  '011-picture-processing': pictureProcessing,
  '012-buyers-tools': buyersTools,
  '013-leads': leads,
  '014-lead-inbox': leadInbox,
  '015-dealer-finance-offers': dealerFinanceOffers,
  '016-price-history': priceHistory,
  '017-status-before-review': statusBeforeReview,
  '018-lead-language': leadLanguage,
  '019-stock-imports': stockImports,
  '020-stock-import-photos': stockImportPhotos,
  '021-dealer-api-keys': dealerApiKeys,
  '022-stock-import-photo-zip': stockImportPhotoZip,
  '023-stock-feeds': stockFeeds,
  '024-dealer-names-in-both-languages': dealerNamesInBothLanguages,
  '025-database-identity': databaseIdentity,
  '026-car-changes-pruned': carChangesPruned,
};

/**
 * Runs the migrations not yet applied. With `schema` (tests on a shared PostgreSQL server) the
 * migration bookkeeping lives in that schema too, not in whichever schema first has it.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema && { migrationTableSchema: schema }),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** The migrations this code knows that the database has not applied yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Empties every table: the demo reset of `npm run seed`, and between tests. */
export async function truncateAll(db: Db): Promise<void> {
  await sql`truncate dealer_finance_offers, car_reports, lead_notes, leads, mail_outbox, price_drops, saved_search_matches, saved_searches, favourites, file_cleanup, page_views, sessions, car_pictures, cars, team_members, dealers, users cascade`.execute(
    db,
  );
}
