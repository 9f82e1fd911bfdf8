import { queryOptions } from '@tanstack/react-query';
import type {
  FavouritesResponse,
  favouritesResponseSchema,
  MergeFavouritesBody,
} from '#shared/schemas/buyer';
import { api } from '../../../lib/api-client';
import { pageLanguage } from '../../../lib/i18n';
import { localFavourites } from '../lib/local-favourites';
import { favouriteKeys } from './query-keys';

/** `GET /api/v1/favourites`: the account's kept cars, newest first. */
export const getFavourites = (signal?: AbortSignal) =>
  api.authGet<typeof favouritesResponseSchema>('/api/v1/favourites', { signal });

/** `POST /api/v1/favourites/merge`: the account's list with these joined in (unknown cars dropped). */
export const mergeFavourites = (body: MergeFavouritesBody) =>
  api.post<typeof favouritesResponseSchema>('/api/v1/favourites/merge', body);

let joining: Promise<FavouritesResponse> | null = null;

/**
 * The cars this browser kept while signed out, joined to the account's list once signed in and
 * then forgotten here: the merged list, or null when there was nothing to join. Calls that
 * come while one is on its way share it, so a list is sent once. Cars kept here meanwhile stay
 * for the next time.
 */
export function joinLocalFavourites(): Promise<FavouritesResponse> | null {
  if (joining) return joining;
  const kept = localFavourites.read();
  if (kept.length === 0) return null;
  const sent = new Set(kept.map((item) => item.carId));
  joining = mergeFavourites({ favourites: [...kept], language: pageLanguage() })
    .then((answer) => {
      localFavourites.update((items) => items.filter((item) => !sent.has(item.carId)));
      return answer;
    })
    .finally(() => {
      joining = null;
    });
  return joining;
}

/**
 * The signed-in user's kept cars. What the browser kept signed out is joined in first: the
 * merge answers the whole list, so it stands in for the first read after signing in. (The merge
 * is not aborted with the query: once sent, its answer is what empties the browser's list.)
 */
export const favouritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favouriteKeys.list(userId),
    queryFn: async ({ signal }) => (await joinLocalFavourites()) ?? getFavourites(signal),
  });
