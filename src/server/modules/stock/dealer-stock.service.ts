import type { PgBoss } from 'pg-boss';
import type { DealerStockQuery, StockCar, StockCarBody } from '#shared/schemas/dealer-stock';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { writeStockCar, type CarWriteDeps } from '../cars/car-writes.service';
import { lockNumberedCars, sellStockCar, stockCar, stockCarsOf } from '../cars/stock-cars.service';
import { lockDealerQuotas } from '../dealers/dealers.service';
import { carPictureCount } from '../pictures/pictures.service';
import { queueStockPhotos } from './stock-photo-jobs';

/*
 * The stock API (docs/decisions/174): a dealership's own system, with one of the dealership's
 * API keys, writes its cars by stock number with the rules of an import (decision 173): the car
 * form's schema, the quota under the dealership's lock, price history, alerts, and photos
 * fetched by a job for a car that has none.
 */

export interface DealerStockDeps extends Pick<
  CarWriteDeps,
  'carsWritten' | 'quotas' | 'carSearch'
> {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `car` that differ from the stored car's. */
const changedFields = (car: StockCarValues, stored: StockCarValues) =>
  (Object.keys(car) as (keyof StockCarValues)[]).filter(
    (field) => !sameValue(car[field], stored[field]),
  );

/**
 * Adds the dealership's car of the stock number, or replaces the fields of the one it has; a
 * body the same as the stored car changes nothing (no write, no price change, no alert). The
 * body's VIN finds a car with no stock number yet, which takes this one; a VIN of another
 * numbered car is refused (409). The car keeps its status (a sold car stays sold, decision 173).
 * Photos are fetched, by a job, for a car that has no picture.
 */
export async function putStockCar(
  deps: DealerStockDeps,
  dealerId: string,
  stockNumber: string,
  body: StockCarBody,
): Promise<{ created: boolean; car: StockCar }> {
  const { vin = null, photos, ...car } = body;
  const written = await deps.db.transaction().execute(async (trx) => {
    // Writes of one dealership's stock run one after another: two requests adding the same new
    // stock number cannot both add it, nor two new cars both take the quota's last place.
    await lockDealerQuotas(trx, dealerId);
    const { byStockNumber, byVin } = await lockNumberedCars(trx, dealerId, { stockNumber, vin });
    let stored = byStockNumber;
    if (byVin && byVin.id !== byStockNumber?.id) {
      if (byStockNumber || byVin.stockNumber !== null) {
        const which = byVin.stockNumber === null ? '' : ` (stock number ${byVin.stockNumber})`;
        throw new HttpError(409, `Another car of the dealership${which} has the VIN ${vin}`);
      }
      stored = byVin;
    }
    const write = { dealerId, createdBy: null, stockNumber, vin, car };
    if (!stored) {
      const fields = Object.keys(car) as (keyof StockCarValues)[];
      const id = await writeStockCar(trx, deps, { ...write, carId: null, fields });
      await queueStockPhotos(deps.jobs, trx, [{ carId: id, dealerId, urls: photos }]);
      return { id, created: true, changed: true };
    }
    const fields = changedFields(car, stored.values);
    const changed =
      fields.length > 0 ||
      stored.stockNumber !== stockNumber ||
      (vin !== null && stored.vin !== vin);
    if (changed) await writeStockCar(trx, deps, { ...write, carId: stored.id, fields });
    if (photos.length > 0 && (await carPictureCount(trx, stored.id)) === 0) {
      await queueStockPhotos(deps.jobs, trx, [{ carId: stored.id, dealerId, urls: photos }]);
    }
    return { id: stored.id, created: false, changed };
  });
  if (written.changed) await deps.carSearch.changed([written.id]);
  return { created: written.created, car: await stockCar(deps.db, deps.storage, written.id) };
}

/** Marks the dealership's car of the stock number sold, and answers it (404: none). */
export async function sellStockNumber(
  deps: DealerStockDeps,
  dealerId: string,
  stockNumber: string,
): Promise<StockCar> {
  const id = await sellStockCar(deps, dealerId, stockNumber);
  return stockCar(deps.db, deps.storage, id);
}

/** One page of the dealership's cars with their stock numbers. */
export async function dealerStock(
  deps: DealerStockDeps,
  dealerId: string,
  query: DealerStockQuery,
) {
  return stockCarsOf(deps.db, deps.storage, dealerId, query);
}
