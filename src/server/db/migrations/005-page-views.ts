import { sql, type Kysely } from 'kysely';

/**
 * Page views (docs/decisions/040). No IP address or user agent: only a visitor key hashed with a
 * salt of the day. No foreign keys: views outlive deleted cars, and a write never waits on one.
 */
const statements = [
  sql`create table page_views (
    id bigint generated always as identity primary key,
    viewed_at timestamptz not null default now(),
    path text not null,
    title text not null,
    referrer_path text,
    car_id text,
    dealer_id text,
    language text not null,
    visitor_key text not null
    )`,
  sql`create index page_views_car_idx on page_views (car_id, viewed_at) where car_id is not null`,
  sql`create index page_views_dealer_idx on page_views (dealer_id, viewed_at) where dealer_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table page_views`.execute(db);
}
