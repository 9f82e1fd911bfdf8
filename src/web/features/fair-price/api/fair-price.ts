import { queryOptions, useQuery } from '@tanstack/react-query';
import type { fairPriceDetailsSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/car/{id}/fair-price`: the car's band and its comparables, cheapest first. */
export const getFairPrice = (id: string, signal?: AbortSignal) =>
  api.get<typeof fairPriceDetailsSchema>(`/api/v1/car/${encodeURIComponent(id)}/fair-price`, {
    signal,
  });

export const fairPriceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['fair-price', id] as const,
    queryFn: ({ signal }) => getFairPrice(id, signal),
    // The market moves slowly: one answer serves the page for a few minutes.
    staleTime: 5 * 60_000,
  });

/** The comparables of a car; asked only once `enabled` (after hydration: the server skips it). */
export const useFairPrice = (id: string, enabled: boolean) =>
  useQuery({ ...fairPriceQueryOptions(id), enabled });
