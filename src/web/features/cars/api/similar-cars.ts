import { queryOptions, useQuery } from '@tanstack/react-query';
import type { carsByIdResponseSchema } from '#shared/schemas/buyer';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

/**
 * `GET /api/v1/car/{id}/similar`: up to 8 cars on sale like it, closest first (same model, then
 * same body style and price band, nearby cities first), never the car itself.
 */
export const getSimilarCars = (id: string, signal?: AbortSignal) =>
  api.get<typeof carsByIdResponseSchema>(`/api/v1/car/${encodeURIComponent(id)}/similar`, {
    signal,
  });

export const similarCarsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carKeys.similar(id),
    queryFn: ({ signal }) => getSimilarCars(id, signal),
  });

export const useSimilarCars = (id: string) => useQuery(similarCarsQueryOptions(id));
