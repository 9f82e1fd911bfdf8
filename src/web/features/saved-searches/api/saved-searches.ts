import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchBody,
  SavedSearch,
  SavedSearchesResponse,
  savedSearchesResponseSchema,
  savedSearchSchema,
  UpdateSavedSearchBody,
} from '#shared/schemas/buyer';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

const savedSearchPath = (id: string) => `/api/v1/saved-searches/${encodeURIComponent(id)}`;

/** `GET /api/v1/saved-searches`: the user's saved searches, newest first. */
export const getSavedSearches = (signal?: AbortSignal) =>
  api.authGet<typeof savedSearchesResponseSchema>('/api/v1/saved-searches', { signal });

/** `POST /api/v1/saved-searches`: 400 with the server's message past the limit or a bad filter. */
export const createSavedSearch = (body: CreateSavedSearchBody) =>
  api.post<typeof savedSearchSchema>('/api/v1/saved-searches', body);

/** `PATCH /api/v1/saved-searches/{id}`: a new name, alert frequency or mail language. */
export const updateSavedSearch = (id: string, body: UpdateSavedSearchBody) =>
  api.patch<typeof savedSearchSchema>(savedSearchPath(id), body);

/** `DELETE /api/v1/saved-searches/{id}`. */
export const deleteSavedSearch = (id: string) => api.del(savedSearchPath(id));

/** `POST /api/v1/saved-searches/{id}/visit`: its cars were opened, its new matches are seen. */
export const visitSavedSearch = (id: string) =>
  api.post<typeof savedSearchSchema>(`${savedSearchPath(id)}/visit`);

export const savedSearchKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'saved-searches'] as const,
};

export const useSavedSearches = (userId: string) =>
  useQuery({
    queryKey: savedSearchKeys.all(userId),
    queryFn: ({ signal }) => getSavedSearches(signal),
    // New matches arrive all the time: ask again whenever the screen opens.
    staleTime: 0,
  });

/** Saving the search of the listings; the list of saved searches is loaded again. */
export function useCreateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all(userId) }),
  });
}

/**
 * Rename, alert frequency, deletion and visits on /saved-searches. Each answer replaces its
 * search in the cached list at once, so the list does not jump while it reloads.
 */
export function useSavedSearchChanges(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = savedSearchKeys.all(userId);
  const replace = (id: string, change: (search: SavedSearch) => SavedSearch | null) =>
    queryClient.setQueryData<SavedSearchesResponse>(
      queryKey,
      (current) =>
        current && {
          savedSearches: current.savedSearches.flatMap((search) => {
            if (search.id !== id) return [search];
            const changed = change(search);
            return changed ? [changed] : [];
          }),
        },
    );

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedSearchBody }) =>
      updateSavedSearch(id, body),
    // A new frequency shows at once (the select is not held back), and comes back on failure.
    onMutate: ({ id, body: { frequency } }) => {
      const before = queryClient
        .getQueryData<SavedSearchesResponse>(queryKey)
        ?.savedSearches.find((search) => search.id === id);
      if (frequency) replace(id, (search) => ({ ...search, frequency }));
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (before) replace(id, (search) => ({ ...search, frequency: before.frequency }));
    },
    onSuccess: (saved) => replace(saved.id, () => saved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onSuccess: (_answer, id) => {
      replace(id, () => null);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  // Fired as the user leaves for the listings: the badge is cleared before the answer comes.
  const visit = useMutation({
    mutationFn: (id: string) => visitSavedSearch(id),
    onMutate: (id) => replace(id, (search) => ({ ...search, newMatches: 0 })),
    onSuccess: (saved) => replace(saved.id, () => saved),
  });
  return { update, remove, visit };
}
