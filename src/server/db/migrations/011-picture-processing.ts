import { sql, type Kysely } from 'kysely';

/**
 * Pictures are processed by jobs (docs/decisions/134): a picture is `processing` from its upload
 * until a worker has made its sizes, then `ready`, or `failed` with the reason shown to the
 * dealer. Pictures stored before were processed in the request: they are ready.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table car_pictures
    add column status text not null default 'ready'
      check (status in ('processing', 'ready', 'failed')),
    add column failure text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table car_pictures drop column status, drop column failure`.execute(db);
}
