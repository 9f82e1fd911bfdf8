import { sql, type Kysely } from 'kysely';

/**
 * How far the change log of cars has been pruned (docs/decisions/185): changes made before
 * `pruned_before` may be gone. A search index snapshot current to a time after it can be brought
 * up to date from the log however old it is; one from before it cannot, and is loaded afresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table car_changes_pruned (
    one boolean primary key default true check (one),
    pruned_before timestamptz
    )`.execute(db);
  await sql`insert into car_changes_pruned default values`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table car_changes_pruned`.execute(db);
}
