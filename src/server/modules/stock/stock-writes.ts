import type { PgBoss } from 'pg-boss';
import type { RowProblem } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { writeStockCar, type CarWriteDeps, type StockCarWrite } from '../cars/car-writes.service';
import { queueStockPhotos, type StockPhotoJob } from './stock-photo-jobs';

/*
 * Writing many cars of a sheet or feed: a batch per transaction, so a crash leaves no car half
 * written and the next try goes on from what was written.
 */

/** Rows written in one transaction. */
export const stockBatchSize = 100;

/**
 * Writes `rows` in one transaction with `write`. When a car of them can no longer be written (an
 * `HttpError`: the quota reached meanwhile, its car deleted), writes them again one by one and
 * hands each refused row, with why, to `refused`. Answers the ids of the cars written.
 */
export async function writeStockBatch<T>(
  db: Db,
  rows: readonly T[],
  write: (trx: Db, rows: readonly T[]) => Promise<string[]>,
  refused: (row: T, problem: RowProblem) => Promise<void>,
  carLimit: number,
): Promise<string[]> {
  try {
    return await db.transaction().execute((trx) => write(trx, rows));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const written: string[] = [];
  for (const row of rows) {
    try {
      written.push(...(await db.transaction().execute((trx) => write(trx, [row]))));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await refused(row, {
        field: null,
        value: '',
        ...(error.statusCode === 409
          ? { reason: 'carLimit', limit: carLimit }
          : { reason: 'carGone' }),
      });
    }
  }
  return written;
}

/** A car a sheet's or feed's row writes, with the photo URLs it names. */
export interface StockCarToWrite extends Pick<
  StockCarWrite,
  'carId' | 'stockNumber' | 'vin' | 'car' | 'fields'
> {
  photos: readonly string[];
}

/**
 * Writes `cars` of one dealership in the caller's transaction, as `source` brought them (an
 * import's user, or the dealership's feed): each car, then `written` for it (an import marks its
 * row), the alert work of all of them once, and the photo jobs of the new ones (a car already
 * listed keeps the pictures it has). Throws the `HttpError` of a car that can no longer be
 * written (the quota reached meanwhile, its car deleted). Answers the cars' ids.
 */
export async function writeStockCars(
  trx: Db,
  deps: { jobs: PgBoss; cars: Pick<CarWriteDeps, 'carsWritten' | 'quotas'> },
  source: { dealerId: string; createdBy: string | null; importId?: string; fromFeed?: boolean },
  cars: readonly StockCarToWrite[],
  written: (index: number, id: string) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const { dealerId, createdBy, importId, fromFeed } = source;
  const once = { ...deps.cars, carsWritten: async () => undefined };
  const ids: string[] = [];
  const photos: StockPhotoJob[] = [];
  for (const [index, { photos: urls, ...car }] of cars.entries()) {
    const id = await writeStockCar(trx, once, {
      ...car,
      dealerId,
      createdBy,
      ...(fromFeed ? { fromFeed } : {}),
    });
    await written(index, id);
    if (car.carId === null && urls.length > 0) {
      photos.push({ ...(importId ? { importId } : {}), carId: id, dealerId, urls: [...urls] });
    }
    ids.push(id);
  }
  await deps.cars.carsWritten(trx, ids);
  await queueStockPhotos(deps.jobs, trx, photos);
  return ids;
}
