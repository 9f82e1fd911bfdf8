import { queryOptions, useQuery } from '@tanstack/react-query';
import type { popularMakesResponseSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

export const getPopularMakes = (signal?: AbortSignal) =>
  api.get<typeof popularMakesResponseSchema>('/api/v1/car/popular-makes', { signal });

export const popularMakesQueryOptions = () =>
  queryOptions({
    queryKey: carKeys.popularMakes(),
    queryFn: ({ signal }) => getPopularMakes(signal),
    staleTime: 5 * 60_000,
  });

export const usePopularMakes = () => useQuery(popularMakesQueryOptions());
