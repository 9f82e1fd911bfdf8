import { sql, type Kysely } from 'kysely';

/**
 * A dealership's stock feed (docs/decisions/177): one address per dealership, read on a schedule
 * by the job queue, and what each run did. A car keeps whether the feed lists it (`listed`) or
 * marked it sold when it left the feed (`sold`), so a run sells only the feed's own cars and
 * puts back on sale only those the feed itself sold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stock_feeds (
    dealer_id text primary key references dealers (id) on delete cascade,
    url text not null,
    every_hours integer not null default 1,
    status text not null default 'active' check (status in ('active', 'paused')),
    failures integer not null default 0,
    next_run_at timestamptz,
    created_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index stock_feeds_due on stock_feeds (next_run_at) where status = 'active'`.execute(
    db,
  );
  await sql`create table stock_feed_runs (
    id text primary key,
    dealer_id text not null references stock_feeds (dealer_id) on delete cascade,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    status text not null default 'running' check (status in ('running', 'done', 'failed')),
    counts jsonb not null default '{}',
    failure text,
    error text,
    refused jsonb not null default '[]'
  )`.execute(db);
  await sql`create index stock_feed_runs_dealer on stock_feed_runs (dealer_id, started_at desc)`.execute(
    db,
  );
  await sql`alter table cars add column feed_state text
    check (feed_state in ('listed', 'sold'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cars drop column feed_state`.execute(db);
  await sql`drop table stock_feed_runs`.execute(db);
  await sql`drop table stock_feeds`.execute(db);
}
