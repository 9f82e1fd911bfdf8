import { sql, type Kysely } from 'kysely';

/** Indexes that match each sort of the car search exactly, ties broken by id. */
const statements = [
  sql`create index cars_active_year_sort_idx on cars (first_registration desc, id) where status = 'active'`,
  sql`create index cars_active_mileage_idx on cars ((coalesce(mileage, 0)), id) where status = 'active'`,
  sql`create index cars_active_model_idx on cars (model_search, created_at desc) where status = 'active'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'cars_active_year_sort_idx',
    'cars_active_mileage_idx',
    'cars_active_model_idx',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
}
