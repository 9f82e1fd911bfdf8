import { sql, type Kysely } from 'kysely';

/**
 * The change log of cars (docs/decisions/123): every statement that inserts, updates or deletes
 * cars notes their ids, so that each app process's search index can read what changed since it
 * last looked, on the primary or on a streaming replica (a logged table, so it is replicated).
 * A trigger rather than the app's writes: seeding, cascades and manual fixes are noted too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table car_changes (
    seq bigint generated always as identity primary key,
    car_id text not null,
    changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index car_changes_changed_at_idx on car_changes (changed_at)`.execute(db);
  await sql`create function note_car_changes() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into car_changes (car_id) select id from old_rows;
      else
        insert into car_changes (car_id) select id from new_rows;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger cars_inserted after insert on cars referencing new table as new_rows
    for each statement execute function note_car_changes()`.execute(db);
  await sql`create trigger cars_updated after update on cars referencing new table as new_rows
    for each statement execute function note_car_changes()`.execute(db);
  await sql`create trigger cars_deleted after delete on cars referencing old table as old_rows
    for each statement execute function note_car_changes()`.execute(db);
  // A truncate names no rows: '*' says every car may have changed.
  await sql`create function note_cars_truncated() returns trigger language plpgsql as $$
    begin
      insert into car_changes (car_id) values ('*');
      return null;
    end
    $$`.execute(db);
  await sql`create trigger cars_truncated after truncate on cars
    for each statement execute function note_cars_truncated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger cars_truncated on cars`.execute(db);
  await sql`drop function note_cars_truncated()`.execute(db);
  await sql`drop trigger cars_deleted on cars`.execute(db);
  await sql`drop trigger cars_updated on cars`.execute(db);
  await sql`drop trigger cars_inserted on cars`.execute(db);
  await sql`drop function note_car_changes()`.execute(db);
  await sql`drop table car_changes`.execute(db);
}
