import { sql, type ExpressionBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { FinanceOffer } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** The dealership's finance programme, its percentages as numbers; undefined when it has none. */
export async function findFinanceOffer(
  db: Db,
  dealerId: string,
): Promise<FinanceOffer | undefined> {
  return db
    .selectFrom('dealer_finance_offers')
    .select([
      sql<number>`down_payment_percent::float8`.as('downPaymentPercent'),
      'term_months as termMonths',
      sql<number>`annual_rate_percent::float8`.as('annualRatePercent'),
      'provider',
    ])
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
}

/** Sets the dealership's programme, replacing the one it had. */
export async function upsertFinanceOffer(
  db: Db,
  dealerId: string,
  offer: FinanceOffer,
): Promise<void> {
  const columns = {
    down_payment_percent: offer.downPaymentPercent,
    term_months: offer.termMonths,
    annual_rate_percent: offer.annualRatePercent,
    provider: offer.provider,
  };
  await db
    .insertInto('dealer_finance_offers')
    .values({ dealer_id: dealerId, ...columns })
    .onConflict((conflict) =>
      conflict.column('dealer_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function deleteFinanceOffer(db: Db, dealerId: string): Promise<void> {
  await db.deleteFrom('dealer_finance_offers').where('dealer_id', '=', dealerId).execute();
}

/**
 * The programme of the dealership of the outer query's car as JSON, null without one: a subquery
 * by the offer's primary key, so that the cars module reads a page of cars with their offers in
 * one query (a search's, measured in docs/performance.md). Inside JSON the percentages are
 * numbers.
 */
export function financeOfferJsonOfCar(eb: ExpressionBuilder<Database, 'cars'>) {
  return jsonObjectFrom(
    eb
      .selectFrom('dealer_finance_offers')
      .select([
        'dealer_finance_offers.down_payment_percent as downPaymentPercent',
        'dealer_finance_offers.term_months as termMonths',
        'dealer_finance_offers.annual_rate_percent as annualRatePercent',
        'dealer_finance_offers.provider',
      ])
      .whereRef('dealer_finance_offers.dealer_id', '=', 'cars.dealer_id'),
  );
}
