import type { Db } from '../../db/database';

/** The user's kept cars (only `carId` when given), newest first. */
export function favouriteRows(db: Db, userId: string, carId?: string) {
  let query = db
    .selectFrom('favourites')
    .select(['car_id', 'saved_price', 'created_at'])
    .where('user_id', '=', userId);
  if (carId !== undefined) query = query.where('car_id', '=', carId);
  return query.orderBy('created_at', 'desc').orderBy('car_id').execute();
}

export async function favouriteCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface NewFavourite {
  carId: string;
  savedPrice: number;
  /** The price the user is taken to know: drops below it are mailed. */
  notifiedPrice: number;
  savedAt: Date;
}

/** Inserts the favourites not kept yet; answers the car ids inserted. */
export async function insertFavourites(
  db: Db,
  userId: string,
  favourites: readonly NewFavourite[],
): Promise<string[]> {
  if (favourites.length === 0) return [];
  const rows = await db
    .insertInto('favourites')
    .values(
      favourites.map((favourite) => ({
        user_id: userId,
        car_id: favourite.carId,
        saved_price: favourite.savedPrice,
        notified_price: favourite.notifiedPrice,
        created_at: favourite.savedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'car_id']).doNothing())
    .returning('car_id')
    .execute();
  return rows.map((row) => row.car_id);
}

export async function keptCarIds(db: Db, userId: string, carIds: readonly string[]) {
  if (carIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('favourites')
    .select('car_id')
    .where('user_id', '=', userId)
    .where('car_id', 'in', carIds)
    .execute();
  return new Set(rows.map((row) => row.car_id));
}

export async function deleteFavourite(db: Db, userId: string, carId: string): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('car_id', '=', carId)
    .execute();
}

/** Inside a transaction: the keepers of the cars of `carIds` and what they were told, locked. */
export async function lockKeepers(trx: Db, carIds: readonly string[]) {
  if (carIds.length === 0) return [];
  return trx
    .selectFrom('favourites')
    .select(['user_id', 'car_id', 'notified_price'])
    .where('car_id', 'in', [...carIds])
    .forUpdate()
    .execute();
}

/** The keepers of the car told a higher price are now told `price`. */
export async function lowerNotifiedPrice(trx: Db, carId: string, price: number): Promise<void> {
  await trx
    .updateTable('favourites')
    .set({ notified_price: price })
    .where('car_id', '=', carId)
    .where('notified_price', '>', price)
    .execute();
}
