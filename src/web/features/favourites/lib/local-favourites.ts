import { maxFavourites } from '#shared/reference/limits';
import type { Car } from '#shared/schemas/car';
import { hasFields, storedList } from '../../../lib/stored-list';

/** A car this browser keeps while signed out: joined to the account's list on sign-in. */
export interface LocalFavourite {
  carId: string;
  /** The price when it was kept, to tell of a drop since. */
  savedPrice: number;
  savedAt: string;
}

const isLocalFavourite = (value: unknown): value is LocalFavourite =>
  hasFields(value, { carId: 'string', savedPrice: 'number', savedAt: 'string' });

/** localStorage `favourites`, newest first: the same limit as an account's list. */
export const localFavourites = storedList('favourites', isLocalFavourite, maxFavourites);

/** Keeps `car` first in the list; false when the list is full (nothing changes then). */
export function keepLocally(car: Pick<Car, 'id' | 'price'>, now = new Date()): boolean {
  const current = localFavourites.read();
  if (current.some((item) => item.carId === car.id)) return true;
  if (current.length >= maxFavourites) return false;
  const kept: LocalFavourite = { carId: car.id, savedPrice: car.price, savedAt: now.toISOString() };
  localFavourites.update((items) => [kept, ...items]);
  return true;
}

export function forgetLocally(carId: string): void {
  localFavourites.update((items) => items.filter((item) => item.carId !== carId));
}
