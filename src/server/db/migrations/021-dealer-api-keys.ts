import { sql, type Kysely } from 'kysely';

/**
 * A dealership's API keys (docs/decisions/174): a dealer's own system sends one to write the
 * dealership's stock. Only the SHA-256 of the key's secret is kept; the key is shown once, when
 * it is made. A revoked key keeps its row (when it was made, last used and revoked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dealer_api_keys (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    name text not null,
    secret_hash text not null,
    created_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index dealer_api_keys_dealer on dealer_api_keys (dealer_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table dealer_api_keys`.execute(db);
}
