import { sql, type Kysely } from 'kysely';

/**
 * A dealership's own finance programme (docs/decisions/141): at most one per
 * dealership, shown on its cars instead of the market's default terms. The bounds are those of
 * `financeBounds` when this was written; the API checks them first, these keep the rows honest.
 * Percentages are `numeric` (22.5% is stored as it is sent); reads cast them to float8, so both
 * PGlite and PostgreSQL answer JS numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dealer_finance_offers (
    dealer_id text primary key references dealers (id) on delete cascade,
    down_payment_percent numeric not null check (down_payment_percent between 0 and 100),
    term_months integer not null check (term_months between 12 and 84),
    annual_rate_percent numeric not null check (annual_rate_percent between 0 and 60),
    provider text not null check (length(provider) between 1 and 200),
    updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table dealer_finance_offers`.execute(db);
}
