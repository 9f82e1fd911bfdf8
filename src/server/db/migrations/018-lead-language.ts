import { sql, type Kysely } from 'kysely';

/**
 * The language a buyer wrote their inquiry in (the page's), so that the dealer's reply can open
 * in it. Null for leads from before, and for counted taps on Call and WhatsApp.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads add column language text check (language in ('en', 'ar'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leads drop column language`.execute(db);
}
