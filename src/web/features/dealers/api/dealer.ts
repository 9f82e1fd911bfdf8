import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dealerDetailSchema } from '#shared/schemas/dealer';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './query-keys';

export const getDealer = (id: string, signal?: AbortSignal) =>
  api.get<typeof dealerDetailSchema>(`/api/v1/dealer/${encodeURIComponent(id)}`, { signal });

export const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerKeys.detail(id), queryFn: ({ signal }) => getDealer(id, signal) });

export const useDealer = (id: string) => useQuery(dealerQueryOptions(id));
