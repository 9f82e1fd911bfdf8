import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { favouriteKeys } from '../api/query-keys';
import { localFavourites } from '../lib/local-favourites';

/**
 * Once signed in, what this browser kept joins the account's list: the list's read does it
 * (get-favourites.ts). A first sign-in reads the list anyway; this reads it again for a user
 * whose list is still in the cache from before they signed out here and kept more.
 */
export function JoinFavouritesOnSignIn() {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' ? user.uid : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || localFavourites.read().length === 0) return;
    // A read on its way (the first one after signing in) joins them already.
    void queryClient.invalidateQueries(
      { queryKey: favouriteKeys.list(userId) },
      { cancelRefetch: false },
    );
  }, [userId, queryClient]);
  return null;
}
