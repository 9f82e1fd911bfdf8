import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarSearchInput, carSearchResponseSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

export const searchCars = (request: CarSearchInput, signal?: AbortSignal) =>
  api.get<typeof carSearchResponseSchema>('/api/v1/car/search', { params: { ...request }, signal });

export const searchCarsQueryOptions = (request: CarSearchInput) =>
  queryOptions({
    queryKey: carKeys.search(request),
    queryFn: ({ signal }) => searchCars(request, signal),
  });

export const useSearchCars = (request: CarSearchInput) => useQuery(searchCarsQueryOptions(request));
