import { sql, type Kysely } from 'kysely';

/**
 * The lead inbox and reports of bad listings (docs/decisions/138): notes on a lead; a user's report
 * of a car, once per car; and a car an operator hid pending review (status `hidden`, with the note
 * the dealer is told).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cars add column review_note text`.execute(db);
  await sql`create table lead_notes (
    id text primary key,
    lead_id text not null references leads (id) on delete cascade,
    author_id text references users (id) on delete set null,
    body text not null,
    created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lead_notes_lead_idx on lead_notes (lead_id, created_at)`.execute(db);
  // An employee's inbox: the leads assigned to them.
  await sql`create index leads_assignee_idx on leads (assignee_id, created_at desc) where assignee_id is not null`.execute(
    db,
  );
  // The user menu's count of new inquiries, asked every minute by every signed-in team member.
  await sql`create index leads_new_inquiries_idx on leads (dealer_id) where kind = 'inquiry' and status = 'new'`.execute(
    db,
  );
  await sql`create table car_reports (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    car_id text references cars (id) on delete set null,
    reporter_id text references users (id) on delete set null,
    reason text not null check (reason in ('sold', 'wrong-price', 'wrong-pictures', 'scam', 'other')),
    details text not null default '',
    status text not null default 'open' check (status in ('open', 'hidden', 'dismissed')),
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    unique (car_id, reporter_id)
    )`.execute(db);
  await sql`create index car_reports_dealer_idx on car_reports (dealer_id, created_at desc)`.execute(
    db,
  );
  await sql`create index car_reports_open_idx on car_reports (created_at desc) where status = 'open'`.execute(
    db,
  );
  // A reporter's reports lately: the per-user limit.
  await sql`create index car_reports_reporter_idx on car_reports (reporter_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table car_reports`.execute(db);
  await sql`drop index leads_new_inquiries_idx`.execute(db);
  await sql`drop index leads_assignee_idx`.execute(db);
  await sql`drop table lead_notes`.execute(db);
  await sql`alter table cars drop column review_note`.execute(db);
}
