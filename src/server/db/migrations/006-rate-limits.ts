import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit windows shared by every app process (docs/decisions/041): one row per client and
 * route (or group of routes). Unlogged: counters are worth no WAL, and losing them in a crash
 * only opens every window afresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_windows (
    key text primary key,
    started_at timestamptz not null,
    count integer not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_windows`.execute(db);
}
