import { sql, type Kysely } from 'kysely';

/**
 * Users are known by their provider's issuer and subject, not by e-mail (docs/decisions/055).
 * Users from before have neither until their next verified sign-in links them; both are set
 * together or not at all.
 */
const statements = [
  sql`alter table users add column issuer text, add column subject text,
    add constraint users_identity_whole check ((issuer is null) = (subject is null))`,
  sql`create unique index users_identity_idx on users (issuer, subject)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column issuer, drop column subject`.execute(db);
}
