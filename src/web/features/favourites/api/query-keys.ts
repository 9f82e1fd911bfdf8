import { accountQueryKey } from '../../../lib/auth';

/** Query keys of the favourites: signed-in data, so under the account's key and the user's id. */
export const favouriteKeys = {
  list: (userId: string) => [...accountQueryKey, userId, 'favourites'] as const,
};
