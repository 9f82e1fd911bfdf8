import type { Car } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { CarRow } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { picturesOf } from './cars.repository';
import { toApiCar } from './car-view';

/** Cars in the API shape, keyed by id in the order given (ids are never numeric). */
export async function carsById(
  db: Db,
  storage: Storage,
  rows: readonly CarRow[],
): Promise<Record<string, Car>> {
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return Object.fromEntries(
    rows.map((row) => [row.id, toApiCar(row, pictures.get(row.id) ?? [], storage)]),
  );
}
