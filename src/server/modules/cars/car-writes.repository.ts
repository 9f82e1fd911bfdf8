import { sql, type Updateable } from 'kysely';
import type { CarStatus } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { CarsTable, NewCar } from '../../db/schema';
import { selectCar, type CarWithPictures } from './cars.repository';

/** What a permission check needs of a car. */
export interface CarOwnership {
  id: string;
  dealer_id: string;
  created_by: string | null;
  status: CarStatus;
}

export async function insertCarRow(trx: Db, row: NewCar): Promise<void> {
  await trx.insertInto('cars').values(row).execute();
}

export async function carOwnership(db: Db, id: string): Promise<CarOwnership | undefined> {
  return db
    .selectFrom('cars')
    .select(['id', 'dealer_id', 'created_by', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Inside a transaction: locks the car's row until it ends, so that writes to one car (and its
 * pictures) run one after another. Undefined when there is no such car.
 */
export async function lockCarRow(trx: Db, id: string): Promise<CarOwnership | undefined> {
  return trx
    .selectFrom('cars')
    .select(['id', 'dealer_id', 'created_by', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The same, answering the car's status and the one it had before an operator hid it. */
export async function lockReviewState(trx: Db, id: string) {
  return trx
    .selectFrom('cars')
    .select(['status', 'status_before_review'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateCarRow(
  trx: Db,
  id: string,
  changes: Updateable<CarsTable>,
): Promise<void> {
  await trx.updateTable('cars').set(changes).where('id', '=', id).execute();
}

/** Deletes the car; its pictures' rows go with it (on delete cascade). */
export async function deleteCarRow(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('cars').where('id', '=', id).execute();
}

/** How many cars the dealership has, in every status. */
export async function dealerCarCount(db: Db, dealerId: string): Promise<number> {
  const row = await db
    .selectFrom('cars')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('dealer_id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One page of the dealerships' cars in every status, newest first, and how many there are. */
export async function carsOfDealers(
  db: Db,
  dealerIds: readonly string[],
  options: { status?: CarStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: CarWithPictures[]; total: number }> {
  if (dealerIds.length === 0) return { rows: [], total: 0 };
  let cars = db.selectFrom('cars').where('cars.dealer_id', 'in', [...dealerIds]);
  if (options.status) cars = cars.where('cars.status', '=', options.status);
  const [rows, count] = await Promise.all([
    selectCar(cars)
      .orderBy('cars.created_at', 'desc')
      .orderBy('cars.id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    cars.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** The car's chosen showcase picture; undefined when there is no such car. */
export async function showcasePictureOf(db: Db, carId: string) {
  return db
    .selectFrom('cars')
    .select('showcase_picture_id')
    .where('id', '=', carId)
    .executeTakeFirst();
}

/** The car's chosen showcase picture (null: the first), and its `updated_at`. */
export async function setShowcasePicture(trx: Db, carId: string, pictureId: string | null) {
  await trx
    .updateTable('cars')
    .set({ showcase_picture_id: pictureId, updated_at: new Date() })
    .where('id', '=', carId)
    .execute();
}

/** After a picture is deleted: the car is changed, and loses its showcase if it was that one. */
export async function forgetShowcasePicture(trx: Db, carId: string, pictureId: string) {
  await trx
    .updateTable('cars')
    .set((eb) => ({
      showcase_picture_id: eb
        .case()
        .when('showcase_picture_id', '=', pictureId)
        .then(sql<string | null>`null`)
        .else(eb.ref('showcase_picture_id'))
        .end(),
      updated_at: new Date(),
    }))
    .where('id', '=', carId)
    .execute();
}

/** A change to the car's pictures changes the car. */
export async function touchCarRow(trx: Db, carId: string) {
  await trx.updateTable('cars').set({ updated_at: new Date() }).where('id', '=', carId).execute();
}

/** Locks the dealership's cars named by `ids`, or all of `status` (any), for a bulk change. */
export async function lockDealerCars(
  trx: Db,
  dealerId: string,
  cars: { ids: readonly string[] } | { status: CarStatus | undefined },
) {
  let query = trx
    .selectFrom('cars')
    .select(['id', 'dealer_id', 'created_by', 'status', 'price'])
    .where('dealer_id', '=', dealerId);
  if ('ids' in cars) query = query.where('id', 'in', [...cars.ids]);
  else if (cars.status) query = query.where('status', '=', cars.status);
  return query.orderBy('id').forUpdate().execute();
}
