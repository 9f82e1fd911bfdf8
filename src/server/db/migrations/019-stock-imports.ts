import { sql, type Kysely } from 'kysely';

/**
 * Dealers bring their stock in bulk: a car may carry the dealership's own stock number and its
 * VIN, each once per dealership, so a second import of the same sheet finds the cars it wrote.
 * An import keeps its uploaded file's headers, the mapping the dealer confirmed and, row by row,
 * what its dry run found; the mapping is remembered per dealership for the next file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cars add column stock_number text, add column vin text`.execute(db);
  await sql`create unique index cars_dealer_stock_number on cars (dealer_id, stock_number)
    where stock_number is not null`.execute(db);
  await sql`create unique index cars_dealer_vin on cars (dealer_id, vin)
    where vin is not null`.execute(db);
  await sql`create table stock_imports (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    created_by text references users (id) on delete set null,
    file_name text not null,
    file_kind text not null check (file_kind in ('xlsx', 'csv')),
    file_key text not null,
    headers jsonb not null,
    samples jsonb not null,
    mapping jsonb,
    status text not null default 'uploaded'
      check (status in ('uploaded', 'checked', 'queued', 'running', 'done', 'failed')),
    counts jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index stock_imports_dealer on stock_imports (dealer_id, created_at desc)`.execute(
    db,
  );
  await sql`create table stock_import_rows (
    import_id text not null references stock_imports (id) on delete cascade,
    line integer not null,
    action text not null check (action in ('add', 'update', 'unchanged', 'refused')),
    car_id text,
    stock_number text,
    vin text,
    car jsonb,
    changed jsonb not null default '[]',
    photos jsonb not null default '[]',
    problems jsonb not null default '[]',
    written boolean not null default false,
    primary key (import_id, line)
  )`.execute(db);
  await sql`create table stock_import_mappings (
    dealer_id text primary key references dealers (id) on delete cascade,
    mapping jsonb not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stock_import_mappings`.execute(db);
  await sql`drop table stock_import_rows`.execute(db);
  await sql`drop table stock_imports`.execute(db);
  await sql`drop index cars_dealer_vin`.execute(db);
  await sql`drop index cars_dealer_stock_number`.execute(db);
  await sql`alter table cars drop column vin, drop column stock_number`.execute(db);
}
