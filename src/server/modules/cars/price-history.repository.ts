import { sql } from 'kysely';
import type { CarStatus } from '#shared/schemas/car';
import type { Db } from '../../db/database';

/*
 * A car's price history (docs/decisions/142): the only code that reads or writes
 * car_price_changes.
 */

/**
 * Inside the transaction that is about to set the car's price to `price`, with the car's row
 * locked: notes the change, unless the price stays the same or the car is a draft (a draft's
 * price was never offered to anyone, so changing it is no change a buyer could have seen).
 */
export async function recordPriceChange(trx: Db, carId: string, price: number): Promise<void> {
  await trx
    .insertInto('car_price_changes')
    .columns(['car_id', 'previous_price', 'price'])
    .expression(
      trx
        .selectFrom('cars')
        .select(['id', 'price', sql<number>`${price}::integer`.as('new_price')])
        .where('id', '=', carId)
        .where('price', '<>', price)
        .where('status', '<>', 'draft'),
    )
    .execute();
}

/** The car's status, or undefined when there is no such car. */
export async function carStatusOf(db: Db, carId: string): Promise<CarStatus | undefined> {
  const row = await db
    .selectFrom('cars')
    .select('status')
    .where('id', '=', carId)
    .executeTakeFirst();
  return row?.status;
}

export interface PriceChangeRow {
  previous_price: number;
  price: number;
  changed_at: Date;
}

/** The car's newest `limit` price changes, newest first. */
export async function priceChangesOf(
  db: Db,
  carId: string,
  limit: number,
): Promise<PriceChangeRow[]> {
  return db
    .selectFrom('car_price_changes')
    .select(['previous_price', 'price', 'changed_at'])
    .where('car_id', '=', carId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
