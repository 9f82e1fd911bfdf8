import { sql, type Kysely } from 'kysely';

/** How many of an import's photo URLs were fetched and stored, and how many failed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_imports
    add column photos_fetched integer not null default 0,
    add column photos_failed integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_imports drop column photos_fetched, drop column photos_failed`.execute(
    db,
  );
}
