import type { CarStatus } from '#shared/schemas/car';
import type { DealerStockQuery, DealerStockResponse, StockCar } from '#shared/schemas/dealer-stock';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { carFormValuesOf, toApiCar } from './car-view';
import { hiddenListingMessage, type CarWriteDeps } from './car-writes.service';
import { lockCarRow, updateCarRow } from './car-writes.repository';
import {
  findStockCarRow,
  forgetFeedCars,
  lockNumberedCarRows,
  markListedByFeed,
  relistFeedSoldCars,
  sellFeedCarsNotIn,
  lockStockNumberedCar,
  stockCarRows,
  type StockCarRow,
} from './stock-cars.repository';

/*
 * A dealership's cars by their stock numbers, for the stock API (docs/decisions/174): what a
 * dealer's system reads and writes with the dealership's API key. Writes go through
 * `writeStockCar` (car-writes.service.ts), as an import's do.
 */

/** A car of the dealership found by its stock number or VIN, locked, with what a write sets. */
export interface LockedNumberedCar {
  id: string;
  stockNumber: string | null;
  vin: string | null;
  status: CarStatus;
  values: StockCarValues;
}

/**
 * Inside a transaction: the dealership's car of the stock number and the one of the VIN (the
 * same car, or none), their rows locked until the transaction ends.
 */
export async function lockNumberedCars(
  trx: Db,
  dealerId: string,
  identity: { stockNumber: string; vin: string | null },
): Promise<{ byStockNumber?: LockedNumberedCar; byVin?: LockedNumberedCar }> {
  const rows = (await lockNumberedCarRows(trx, dealerId, identity)).map((row) => ({
    id: row.id,
    stockNumber: row.stock_number,
    vin: row.vin,
    status: row.status,
    values: carFormValuesOf(row),
  }));
  const byStockNumber = rows.find((car) => car.stockNumber === identity.stockNumber);
  const byVin = identity.vin === null ? undefined : rows.find((car) => car.vin === identity.vin);
  return { ...(byStockNumber && { byStockNumber }), ...(byVin && { byVin }) };
}

function toStockCar(row: StockCarRow, storage: Storage): StockCar {
  return { ...toApiCar(row, storage), stockNumber: row.stock_number, vin: row.vin };
}

/** The car as the stock API answers it, whatever its status. */
export async function stockCar(db: Db, storage: Storage, id: string): Promise<StockCar> {
  const row = await findStockCarRow(db, id);
  if (!row) throw notFound('Car');
  return toStockCar(row, storage);
}

/** One page of the dealership's cars, in every status unless one is asked, newest first. */
export async function stockCarsOf(
  db: Db,
  storage: Storage,
  dealerId: string,
  query: DealerStockQuery,
): Promise<DealerStockResponse> {
  const { rows, total } = await stockCarRows(db, dealerId, query);
  return {
    cars: rows.map((row) => toStockCar(row, storage)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Marks the dealership's car of the stock number sold (never deletes it): 404 when it has none,
 * 409 while an operator hides it. A car sold already stays as it is. Answers the car's id.
 */
export async function sellStockCar(
  deps: Pick<CarWriteDeps, 'db' | 'carsWritten' | 'carSearch'>,
  dealerId: string,
  stockNumber: string,
): Promise<string> {
  const { id, changed } = await deps.db.transaction().execute(async (trx) => {
    const car = await lockStockNumberedCar(trx, dealerId, stockNumber);
    if (!car) throw notFound('Car');
    if (car.status === 'hidden') throw new HttpError(409, hiddenListingMessage);
    if (car.status === 'sold') return { id: car.id, changed: false };
    await updateCarRow(trx, car.id, { status: 'sold', updated_at: new Date() });
    await deps.carsWritten(trx, [car.id]);
    return { id: car.id, changed: true };
  });
  if (changed) await deps.carSearch.changed([id]);
  return id;
}

/**
 * Inside a transaction: locks the car's row, if it is the dealership's (404 otherwise). What a
 * write the dealership itself makes (its API key's photos) checks instead of a member's rights.
 */
export async function lockCarOfDealer(trx: Db, dealerId: string, carId: string): Promise<void> {
  const car = await lockCarRow(trx, carId);
  if (!car || car.dealer_id !== dealerId) throw notFound('Car');
}

/**
 * Inside a transaction, once a feed was read whole (docs/decisions/177): the cars it names
 * (`named`, found by stock number) are the feed's, those it had sold come back on sale, and the
 * feed's cars on sale it no longer names are marked sold; a car the dealer sold by hand stays
 * sold. Answers the cars whose status changed, their alert work queued.
 */
export async function settleFeedCars(
  trx: Db,
  deps: Pick<CarWriteDeps, 'carsWritten'>,
  dealerId: string,
  named: readonly string[],
): Promise<{ relisted: string[]; sold: string[] }> {
  const relisted = await relistFeedSoldCars(trx, dealerId, named);
  await markListedByFeed(trx, dealerId, named);
  const sold = await sellFeedCarsNotIn(trx, dealerId, named);
  await deps.carsWritten(trx, [...relisted, ...sold]);
  return { relisted, sold };
}

/** Inside a transaction: the dealership has no feed any more; its cars are nobody's feed's. */
export const leaveFeed = (trx: Db, dealerId: string) => forgetFeedCars(trx, dealerId);
