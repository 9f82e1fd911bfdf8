import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { Car, CarSort } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { searchCars, type CarWithPictures } from './cars.repository';
import { toApiCar } from './car-view';

/** Cars in the API shape, keyed by id in the order given (ids are never numeric). */
export function carsById(storage: Storage, rows: readonly CarWithPictures[]): Record<string, Car> {
  return Object.fromEntries(rows.map((row) => [row.id, toApiCar(row, storage)]));
}

/** One page of a car search in the API shape. */
export async function searchCarsPage(
  db: Db,
  storage: Storage,
  search: { filter: ResolvedCarFilter; sort: CarSort; page: number; pageSize: number },
) {
  const { rows, total, totalIsCapped } = await searchCars(
    db,
    search.filter,
    search.sort,
    search.page,
    search.pageSize,
  );
  return { cars: carsById(storage, rows), total, totalIsCapped };
}
