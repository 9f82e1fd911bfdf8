import { sql, type Kysely } from 'kysely';

/**
 * A zip of photos a dealer adds to an import before confirming it (docs/decisions/176): where it
 * is kept, what its pictures' names say of their cars, and how the last dry run matched them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_imports add column photo_zip jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_imports drop column photo_zip`.execute(db);
}
