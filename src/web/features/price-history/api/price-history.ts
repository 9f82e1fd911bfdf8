import { queryOptions, useQuery } from '@tanstack/react-query';
import type { priceHistoryResponseSchema } from '#shared/schemas/price-history';
import { api } from '../../../lib/api-client';

/** Query keys of a car's price history. */
export const priceHistoryKeys = {
  all: ['price-history'] as const,
  car: (carId: string) => [...priceHistoryKeys.all, carId] as const,
};

/** `GET /api/v1/car/{id}/price-history`: the public car's price changes, newest first. */
export const getPriceHistory = (carId: string, signal?: AbortSignal) =>
  api.get<typeof priceHistoryResponseSchema>(
    `/api/v1/car/${encodeURIComponent(carId)}/price-history`,
    { signal },
  );

export const priceHistoryQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: priceHistoryKeys.car(carId),
    queryFn: ({ signal }) => getPriceHistory(carId, signal),
  });

export const usePriceHistory = (carId: string) => useQuery(priceHistoryQueryOptions(carId));
