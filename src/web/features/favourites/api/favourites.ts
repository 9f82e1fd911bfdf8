import { queryOptions } from '@tanstack/react-query';
import type { favouritesResponseSchema } from '#shared/schemas/buyer';
import { api } from '../../../lib/api-client';
import { joinLocalFavourites } from './merge-favourites';
import { favouriteKeys } from './query-keys';

/** `GET /api/v1/favourites`: the account's kept cars, newest first. */
export const getFavourites = (signal?: AbortSignal) =>
  api.authGet<typeof favouritesResponseSchema>('/api/v1/favourites', { signal });

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
