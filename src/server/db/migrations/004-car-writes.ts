import { sql, type Kysely } from 'kysely';

/**
 * Stored files that no row may name any more, to be removed from storage (docs/decisions/033).
 * An upload lists its keys here before it writes them and takes them off in the transaction
 * that inserts the picture; a deletion lists the keys in the transaction that deletes the rows
 * and takes them off once storage has removed them. What stays is retried by the sweeper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table file_cleanup (
    key text primary key,
    remove_after timestamptz not null,
    attempts integer not null default 0,
    last_error text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index file_cleanup_due_idx on file_cleanup (remove_after)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table file_cleanup`.execute(db);
}
