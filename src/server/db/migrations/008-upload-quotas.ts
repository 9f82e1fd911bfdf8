import { sql, type Kysely } from 'kysely';

/**
 * Upload quotas (docs/decisions/053): the bytes each picture keeps in storage, summed per
 * dealership, and one lease per user with an upload in flight, shared by every app process.
 * Unlogged like the rate-limit windows: a crash that loses the leases only frees every user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table car_pictures add column bytes integer not null default 0`.execute(db);
  await sql`create unlogged table upload_leases (
    user_id text primary key,
    expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table upload_leases`.execute(db);
  await sql`alter table car_pictures drop column bytes`.execute(db);
}
