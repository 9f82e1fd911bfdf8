import { sql, type Kysely } from 'kysely';

/**
 * Searches are answered by each process's in-memory index (docs/decisions/123), so the indexes
 * that served each filter and sort of the SQL search only slow every write and the loading of
 * a big market. The price guide gets the one index it reads: comparable cars by make and year,
 * their model and price in the index itself.
 */
const dropped = {
  cars_active_newest_idx: sql`create index cars_active_newest_idx on cars (created_at desc, id) where status = 'active'`,
  cars_active_price_idx: sql`create index cars_active_price_idx on cars (price, id) where status = 'active'`,
  cars_active_make_idx: sql`create index cars_active_make_idx on cars (make, created_at desc) where status = 'active'`,
  cars_active_body_idx: sql`create index cars_active_body_idx on cars (body_style, created_at desc) where status = 'active'`,
  cars_active_city_idx: sql`create index cars_active_city_idx on cars (city, created_at desc) where status = 'active'`,
  cars_active_year_idx: sql`create index cars_active_year_idx on cars (first_registration, created_at desc) where status = 'active'`,
  cars_active_year_sort_idx: sql`create index cars_active_year_sort_idx on cars (first_registration desc, id) where status = 'active'`,
  cars_active_mileage_idx: sql`create index cars_active_mileage_idx on cars ((coalesce(mileage, 0)), id) where status = 'active'`,
  cars_active_model_idx: sql`create index cars_active_model_idx on cars (model_search, created_at desc) where status = 'active'`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(dropped)) await sql`drop index ${sql.id(name)}`.execute(db);
  await sql`create index cars_price_guide_idx on cars (make, first_registration)
    include (model_search, price) where status in ('active', 'sold')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cars_price_guide_idx`.execute(db);
  for (const create of Object.values(dropped)) await create.execute(db);
}
