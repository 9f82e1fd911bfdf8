import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dealerListResponseSchema } from '#shared/schemas/dealer';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './query-keys';

/** The dealer directory; `query` searches by name (empty: every dealer). */
export const getDealers = (query: string, signal?: AbortSignal) =>
  api.get<typeof dealerListResponseSchema>('/api/v1/dealer', {
    params: { q: query.trim() },
    signal,
  });

export const dealersQueryOptions = (query = '') =>
  queryOptions({
    queryKey: dealerKeys.list(query.trim()),
    queryFn: ({ signal }) => getDealers(query, signal),
  });

export const useDealers = (query = '') => useQuery(dealersQueryOptions(query));
