import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite } from '#shared/schemas/buyer';
import type { Car } from '#shared/schemas/car';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { favouritesQueryOptions } from '../api/favourites';
import { toggleFavourite } from '../api/favourite';
import {
  forgetLocally,
  keepLocally,
  localFavourites,
  type LocalFavourite,
} from './local-favourites';

/** Why a tap did not change the list: full, the car is gone, or the call failed. */
export type FavouriteProblem = 'full' | 'gone' | 'failed';

export interface Favourites {
  /** Signed in: the account's list; otherwise this browser's (also while a session restores). */
  signedIn: boolean;
  /** The kept cars, newest first: the account's with their cars, or this browser's entries. */
  server: { status: 'pending' | 'error' | 'success'; favourites: Favourite[]; retry: () => void };
  local: readonly LocalFavourite[];
  count: number;
  isKept: (carId: string) => boolean;
  /** Keeps `car` or lets it go; answers what went wrong, if anything. */
  toggle: (car: Car) => Promise<FavouriteProblem | null>;
  /** Lets a car go by its id alone (one that is gone has nothing else). */
  remove: (carId: string) => Promise<FavouriteProblem | null>;
}

const problemOf = (error: unknown): FavouriteProblem =>
  error instanceof ApiError && error.status === 400
    ? 'full'
    : error instanceof ApiError && error.status === 404
      ? 'gone'
      : 'failed';

/** The kept cars and how to change them, for whoever is looking: signed in or not. */
export function useFavourites(): Favourites {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' ? user.uid : null;
  const local = localFavourites.useItems();
  const query = useQuery({ ...favouritesQueryOptions(userId ?? ''), enabled: userId !== null });
  const queryClient = useQueryClient();
  const serverList = query.data?.favourites ?? [];

  const kept = new Set(userId ? serverList.map((item) => item.carId) : local.map((i) => i.carId));
  const change = async (carId: string, car: Car | null, keep: boolean) => {
    if (!userId) {
      if (!keep) forgetLocally(carId);
      else if (car && !keepLocally(car)) return 'full';
      return null;
    }
    try {
      await toggleFavourite(queryClient, userId, { carId, car, keep });
      return null;
    } catch (error) {
      return problemOf(error);
    }
  };

  return {
    signedIn: userId !== null,
    server: {
      status: query.status,
      favourites: serverList,
      retry: () => void query.refetch(),
    },
    local,
    count: kept.size,
    isKept: (carId) => kept.has(carId),
    toggle: (car) => change(car.id, car, !kept.has(car.id)),
    remove: (carId) => change(carId, null, false),
  };
}
