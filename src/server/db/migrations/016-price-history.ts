import { sql, type Kysely } from 'kysely';

/**
 * Price history (docs/decisions/142): one row for each change of a listed car's price,
 * written in the transaction that changes it. Favourites' price drops (migration 012) stay
 * their own table: they are per keeper, from the price that keeper was last told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table car_price_changes (
    id bigint generated always as identity primary key,
    car_id text not null references cars (id) on delete cascade,
    previous_price integer not null,
    price integer not null,
    changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index car_price_changes_car_idx on car_price_changes (car_id, changed_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table car_price_changes`.execute(db);
}
