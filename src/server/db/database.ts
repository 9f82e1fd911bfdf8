import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial';
import * as sessions from './migrations/002-sessions';
import * as searchIndexes from './migrations/003-search-indexes';
import * as carWrites from './migrations/004-car-writes';
import * as pageViews from './migrations/005-page-views';
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
  poolSize?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema && { options: `-c search_path=${options.schema}` }),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const client = await PGlite.create(options.pgliteDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-sessions': sessions,
  '003-search-indexes': searchIndexes,
  '004-car-writes': carWrites,
  '005-page-views': pageViews,
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

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Empties every table: the demo reset of `npm run seed`, and between tests. */
export async function truncateAll(db: Db): Promise<void> {
  await sql`truncate file_cleanup, page_views, sessions, car_pictures, cars, team_members, dealers, users cascade`.execute(
    db,
  );
}
