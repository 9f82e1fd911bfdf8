import type { QueryClient } from '@tanstack/react-query';
import type { FavouritesResponse, favouriteSchema } from '#shared/schemas/buyer';
import type { Car } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { pageLanguage } from '../../../lib/i18n';
import { favouriteKeys } from './query-keys';

const favouritePath = (carId: string) => `/api/v1/favourites/${encodeURIComponent(carId)}`;

/** `PUT /api/v1/favourites/{carId}` (no body): 404 for no such car, 400 beyond the limit. */
export const keepFavourite = (carId: string) =>
  api.put<typeof favouriteSchema>(favouritePath(carId), undefined, {
    // Price drops of it are mailed in the language the user keeps it in.
    params: { language: pageLanguage() },
  });

/** `DELETE /api/v1/favourites/{carId}`: 204, also when it was not kept. */
export const removeFavourite = (carId: string) => api.del(favouritePath(carId));

export interface FavouriteToggle {
  carId: string;
  /** The car, when kept: it shows in the list at once, before the server has answered. */
  car: Car | null;
  keep: boolean;
}

/** Taps whose calls are still on their way: the list is read again once the last settles. */
let togglesOnTheirWay = 0;

/**
 * Keeps or removes a car for a signed-in user, shown at once (optimistic) and put back if the
 * server refuses. The list is read again once the last of several quick taps has settled, so
 * an earlier answer does not undo a later tap on screen. A plain function over the query
 * cache, not a mutation hook: every car card has a heart, and the listings then load no
 * mutation code (decision 168).
 */
export async function toggleFavourite(
  queryClient: QueryClient,
  userId: string,
  { carId, car, keep }: FavouriteToggle,
): Promise<void> {
  const queryKey = favouriteKeys.list(userId);
  togglesOnTheirWay += 1;
  try {
    await queryClient.cancelQueries({ queryKey });
    const previous = queryClient.getQueryData<FavouritesResponse>(queryKey);
    const others = (previous?.favourites ?? []).filter((item) => item.carId !== carId);
    const kept =
      keep && car ? [{ carId, savedPrice: car.price, savedAt: new Date().toISOString(), car }] : [];
    queryClient.setQueryData<FavouritesResponse>(queryKey, { favourites: [...kept, ...others] });
    try {
      // The list is read again once settled: what either answers adds nothing to it.
      if (keep) await keepFavourite(carId);
      else await removeFavourite(carId);
    } catch (error) {
      if (previous) queryClient.setQueryData(queryKey, previous);
      throw error;
    }
  } finally {
    togglesOnTheirWay -= 1;
    if (togglesOnTheirWay === 0) await queryClient.invalidateQueries({ queryKey });
  }
}
