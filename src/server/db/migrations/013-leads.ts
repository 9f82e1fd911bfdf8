import { sql, type Kysely } from 'kysely';

/**
 * Leads (docs/decisions/137): a buyer's inquiry about a car, or a counted tap on its Call or
 * WhatsApp button, for the car's dealership. A lead outlives its car (the car id is then null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table leads (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    car_id text references cars (id) on delete set null,
    kind text not null check (kind in ('inquiry', 'call', 'whatsapp')),
    name text,
    phone text,
    message text,
    preferred_contact text check (preferred_contact in ('call', 'whatsapp')),
    user_id text references users (id) on delete set null,
    status text not null default 'new' check (status in ('new', 'contacted', 'won', 'lost')),
    assignee_id text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    first_response_at timestamptz
    )`.execute(db);
  await sql`create index leads_dealer_created_idx on leads (dealer_id, created_at desc)`.execute(
    db,
  );
  await sql`create index leads_car_idx on leads (car_id, created_at desc)`.execute(db);
  // Inquiries by one number lately: the per-number limit and the repeats dropped.
  await sql`create index leads_phone_idx on leads (phone, created_at desc) where phone is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table leads`.execute(db);
}
