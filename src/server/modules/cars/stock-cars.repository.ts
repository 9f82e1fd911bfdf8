import { sql } from 'kysely';
import type { CarStatus } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import { selectCar, stockCarColumns } from './cars.repository';

/*
 * A dealership's cars by their stock numbers, for the stock API (docs/decisions/174).
 */

/**
 * Inside a transaction: the dealership's cars of the stock number or the VIN (at most one of
 * each, as migration 019's indexes hold), with the fields a stock write sets, their rows locked
 * until the transaction ends.
 */
export async function lockNumberedCarRows(
  trx: Db,
  dealerId: string,
  identity: { stockNumber: string; vin: string | null },
) {
  return trx
    .selectFrom('cars')
    .select(stockCarColumns)
    .where('dealer_id', '=', dealerId)
    .where((where) =>
      where.or([
        where('stock_number', '=', identity.stockNumber),
        ...(identity.vin === null ? [] : [where('vin', '=', identity.vin)]),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The car as the API answers it, with its stock number and VIN. */
const selectStockCar = (db: Db) =>
  selectCar(db.selectFrom('cars')).select(['cars.stock_number', 'cars.vin']);
export type StockCarRow = Awaited<ReturnType<ReturnType<typeof selectStockCar>['execute']>>[number];

export async function findStockCarRow(db: Db, id: string): Promise<StockCarRow | undefined> {
  return selectStockCar(db).where('cars.id', '=', id).executeTakeFirst();
}

/** One page of the dealership's cars in every status (or one), newest first, and the count. */
export async function stockCarRows(
  db: Db,
  dealerId: string,
  options: { status?: CarStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: StockCarRow[]; total: number }> {
  let cars = db.selectFrom('cars').where('cars.dealer_id', '=', dealerId);
  if (options.status) cars = cars.where('cars.status', '=', options.status);
  let page = selectStockCar(db).where('cars.dealer_id', '=', dealerId);
  if (options.status) page = page.where('cars.status', '=', options.status);
  const [rows, count] = await Promise.all([
    page
      .orderBy('cars.created_at', 'desc')
      .orderBy('cars.id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    cars.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** Inside a transaction: the dealership's car of the stock number, its row locked. */
export async function lockStockNumberedCar(trx: Db, dealerId: string, stockNumber: string) {
  return trx
    .selectFrom('cars')
    .select(['id', 'status'])
    .where('dealer_id', '=', dealerId)
    .where('stock_number', '=', stockNumber)
    .forUpdate()
    .executeTakeFirst();
}

/** Inside a transaction: the feed's cars of `ids` it had sold come back on sale; their ids. */
export async function relistFeedSoldCars(trx: Db, dealerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('cars')
    .set({ status: 'active', feed_state: 'listed', updated_at: new Date() })
    .where('dealer_id', '=', dealerId)
    .where('id', 'in', ids)
    .where('feed_state', '=', 'sold')
    .where('status', '=', 'sold')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Inside a transaction: the dealership's cars of `ids` the feed did not list yet, it lists. */
export async function markListedByFeed(trx: Db, dealerId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable('cars')
    .set({ feed_state: 'listed' })
    .where('dealer_id', '=', dealerId)
    .where('id', 'in', ids)
    .where((where) =>
      where.or([where('feed_state', 'is', null), where('feed_state', '!=', 'listed')]),
    )
    .execute();
}

/**
 * Inside a transaction: the feed's cars on sale that are not among `kept` (the cars the feed
 * names now) are marked sold, by the feed; their ids.
 */
export async function sellFeedCarsNotIn(trx: Db, dealerId: string, kept: readonly string[]) {
  let cars = trx
    .updateTable('cars')
    .set({ status: 'sold', feed_state: 'sold', updated_at: new Date() })
    .where('dealer_id', '=', dealerId)
    .where('feed_state', '=', 'listed')
    .where('status', '=', 'active');
  if (kept.length > 0) cars = cars.where('id', 'not in', kept);
  return (await cars.returning('id').execute()).map((row) => row.id);
}

/** The dealership's cars are no longer the feed's (its feed was removed). */
export async function forgetFeedCars(trx: Db, dealerId: string) {
  await trx
    .updateTable('cars')
    .set({ feed_state: null })
    .where('dealer_id', '=', dealerId)
    .where('feed_state', 'is not', null)
    .execute();
}
