import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dealerListResponseSchema } from '#shared/schemas/dealer';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './query-keys';

/** The directory's search: words of a dealer's name and a governorate's key, '' for none. */
export interface DealerSearch {
  query: string;
  governorate: string;
}

export const everyDealer: DealerSearch = { query: '', governorate: '' };

/** The dealer directory, found by `search` (empty: every dealer). */
export const getDealers = (search: DealerSearch, signal?: AbortSignal) =>
  api.get<typeof dealerListResponseSchema>('/api/v1/dealer', {
    params: { q: search.query.trim(), governorate: search.governorate },
    signal,
  });

export const dealersQueryOptions = (search: DealerSearch = everyDealer) =>
  queryOptions({
    queryKey: dealerKeys.list(search.query.trim(), search.governorate),
    queryFn: ({ signal }) => getDealers(search, signal),
  });

export const useDealers = (search: DealerSearch = everyDealer) =>
  useQuery(dealersQueryOptions(search));
