import { sql, type Kysely } from 'kysely';

/**
 * A random id made once per database (docs/decisions/185): a search index snapshot names the
 * database it was loaded from, so that one of another database, or of this one dropped and made
 * again, is never read. (A copy made by pg_dump keeps the id; the identity adds the database's
 * oid, which a restore into a new database changes.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table database_identity (
    id uuid primary key default gen_random_uuid(),
    created_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into database_identity default values`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table database_identity`.execute(db);
}
