import { maxFavourites } from '#shared/reference/limits';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import type { Language } from '#shared/reference/types';
import type { Favourite, MergeFavouritesBody } from '#shared/schemas/buyer';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { apiCarsByIds, publicCarPrices, type CarSearch } from '../cars/cars.service';
import {
  deleteFavourite,
  favouriteCount,
  favouriteRows,
  insertFavourites,
  keptCarIds,
  lockKeepers,
  lowerNotifiedPrice,
} from './favourites.repository';
import { lockUser, setMailLanguage } from '../users/users.service';

const tooManyMessage = `You can keep at most ${maxFavourites} favourites; remove some to keep others`;

/**
 * The user's kept cars (only `carId` when given), newest first; a car deleted or taken back to
 * draft is there as gone.
 */
export async function listFavourites(
  db: Db,
  storage: Storage,
  carSearch: Pick<CarSearch, 'fairPrices'>,
  userId: string,
  carId?: string,
) {
  const rows = await favouriteRows(db, userId, carId);
  const cars = await apiCarsByIds(
    db,
    storage,
    rows.map((row) => row.car_id),
  );
  const byId = new Map(cars.map((car) => [car.id, car]));
  const bands = await carSearch.fairPrices(cars.map((car) => car.id));
  const favourites: Favourite[] = rows.map((row) => {
    const car = byId.get(row.car_id);
    return {
      carId: row.car_id,
      savedPrice: row.saved_price,
      savedAt: row.created_at.toISOString(),
      car:
        car && isPublicCarStatus(car.status)
          ? { ...car, fairPrice: bands.get(car.id) ?? null }
          : null,
    };
  });
  return { favourites };
}

/** Keeps a car at its current price; keeping it again changes nothing. */
export async function addFavourite(
  db: Db,
  userId: string,
  carId: string,
  language: Language | undefined,
): Promise<void> {
  const price = (await publicCarPrices(db, [carId])).get(carId);
  if (price === undefined) throw notFound('Car');
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (language) await setMailLanguage(trx, userId, language);
    if ((await keptCarIds(trx, userId, [carId])).size > 0) return;
    if ((await favouriteCount(trx, userId)) >= maxFavourites)
      throw new HttpError(400, tooManyMessage);
    const now = new Date();
    await insertFavourites(trx, userId, [
      { carId, savedPrice: price, notifiedPrice: price, savedAt: now },
    ]);
  });
}

export async function removeFavourite(db: Db, userId: string, carId: string): Promise<void> {
  await deleteFavourite(db, userId, carId);
}

/**
 * Joins the cars a browser kept while signed out to the account's list (docs/decisions/136):
 * ids of no car are dropped quietly, cars already kept keep their entry, and the newest fill
 * the room left under the limit. A drop before signing in is not mailed: the user saw it.
 */
export async function mergeFavourites(
  db: Db,
  userId: string,
  body: MergeFavouritesBody,
): Promise<void> {
  const cars = await publicCarPrices(db, [...new Set(body.favourites.map((entry) => entry.carId))]);
  const now = Date.now();
  const candidates = body.favourites
    .flatMap((entry) => {
      const price = cars.get(entry.carId);
      if (price === undefined) return [];
      // A time to come is the browser's clock running fast: now, then.
      const savedAt = new Date(Math.min(entry.savedAt ? Date.parse(entry.savedAt) : now, now));
      return [
        {
          carId: entry.carId,
          savedPrice: entry.savedPrice ?? price,
          notifiedPrice: price,
          savedAt,
        },
      ];
    })
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const kept = await keptCarIds(
      trx,
      userId,
      candidates.map((candidate) => candidate.carId),
    );
    // Not kept yet, each car once (the newest entry of a car listed twice).
    const fresh = candidates.filter((candidate) => {
      if (kept.has(candidate.carId)) return false;
      kept.add(candidate.carId);
      return true;
    });
    const room = Math.max(0, maxFavourites - (await favouriteCount(trx, userId)));
    await insertFavourites(trx, userId, fresh.slice(0, room));
    if (body.language) await setMailLanguage(trx, userId, body.language);
  });
}

/**
 * Inside a transaction: who keeps the cars of `carIds` and the price each was last told, their
 * rows locked until it ends (the alert job compares it with the new price).
 */
export async function keepersOf(
  trx: Db,
  carIds: readonly string[],
): Promise<{ userId: string; carId: string; notifiedPrice: number }[]> {
  return (await lockKeepers(trx, carIds)).map((row) => ({
    userId: row.user_id,
    carId: row.car_id,
    notifiedPrice: row.notified_price,
  }));
}

/** The car's keepers who were told a higher price are told `price` now (a drop was recorded). */
export async function priceToldToKeepers(trx: Db, carId: string, price: number): Promise<void> {
  await lowerNotifiedPrice(trx, carId, price);
}
