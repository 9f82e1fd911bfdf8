import { sql, type Kysely } from 'kysely';

/**
 * A car an operator hid pending review keeps the status it had (docs/decisions/145), so that
 * restoring it puts a sold car back as sold. Cars hidden before this have none: restored active,
 * as they were before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cars add column status_before_review text
    check (status_before_review in ('active', 'sold'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cars drop column status_before_review`.execute(db);
}
