import { sql, type Kysely } from 'kysely';

/**
 * Buyers' tools: favourites, saved searches with the cars that came to match them,
 * price drops of favourites, and the mail outbox alerts leave through (docs/decisions/135, 136).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The language a user's mails are written in, and whether favourites' price drops are mailed.
  await sql`alter table users
    add column language text not null default 'en' check (language in ('en', 'ar')),
    add column price_alerts boolean not null default true`.execute(db);

  // No foreign key to cars: a kept car that is deleted stays on the list as gone.
  await sql`create table favourites (
    user_id text not null references users (id) on delete cascade,
    car_id text not null,
    saved_price integer not null,
    notified_price integer not null,
    created_at timestamptz not null default now(),
    primary key (user_id, car_id)
    )`.execute(db);
  await sql`create index favourites_car_idx on favourites (car_id)`.execute(db);
  await sql`create index favourites_user_created_idx on favourites (user_id, created_at desc)`.execute(
    db,
  );

  await sql`create table saved_searches (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    name text not null,
    query jsonb not null,
    filter jsonb not null,
    makes text[],
    frequency text not null check (frequency in ('instant', 'daily', 'off')),
    last_visited_at timestamptz not null default now(),
    created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index saved_searches_user_idx on saved_searches (user_id, created_at desc)`.execute(
    db,
  );
  // A new car is tested only against the searches of its make and those of any make.
  await sql`create index saved_searches_makes_idx on saved_searches using gin (makes)
    where frequency <> 'off'`.execute(db);
  await sql`create index saved_searches_any_make_idx on saved_searches (id)
    where makes is null and frequency <> 'off'`.execute(db);

  await sql`create table saved_search_matches (
    saved_search_id text not null references saved_searches (id) on delete cascade,
    car_id text not null,
    matched_at timestamptz not null default now(),
    mailed_at timestamptz,
    primary key (saved_search_id, car_id)
    )`.execute(db);

  await sql`create table price_drops (
    id bigint generated always as identity primary key,
    user_id text not null references users (id) on delete cascade,
    car_id text not null,
    from_price integer not null,
    to_price integer not null,
    dropped_at timestamptz not null default now(),
    mailed_at timestamptz
    )`.execute(db);
  await sql`create index price_drops_unmailed_idx on price_drops (user_id) where mailed_at is null`.execute(
    db,
  );

  await sql`create table mail_outbox (
    id text primary key,
    dedupe_key text not null unique,
    user_id text references users (id) on delete set null,
    kind text not null,
    to_address text not null,
    subject text not null,
    html text not null,
    text text not null,
    headers jsonb not null default '{}',
    status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
    attempts integer not null default 0,
    last_error text,
    claimed_at timestamptz,
    created_at timestamptz not null default now(),
    sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_user_kind_idx on mail_outbox (user_id, kind, created_at desc)`.execute(
    db,
  );
  await sql`create index mail_outbox_created_idx on mail_outbox (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox, price_drops, saved_search_matches, saved_searches, favourites`.execute(
    db,
  );
  await sql`alter table users drop column language, drop column price_alerts`.execute(db);
}
