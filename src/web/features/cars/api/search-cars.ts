import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarSearchResponse, CarSort } from '#shared/schemas/car';
import type { Condition } from '#shared/reference/vehicle';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

/** The query of `GET /api/v1/car/search` as the web sends it (keys, numbers; absent = any). */
export interface CarSearchRequest {
  make?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bodyStyle?: string | undefined;
  transmission?: string | undefined;
  fuelType?: string | undefined;
  city?: string | undefined;
  condition?: Condition | undefined;
  dealer?: string | undefined;
  sort?: CarSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const searchCars = (request: CarSearchRequest, signal?: AbortSignal) =>
  api.get<CarSearchResponse>('/api/v1/car/search', { params: { ...request }, signal });

export const searchCarsQueryOptions = (request: CarSearchRequest) =>
  queryOptions({
    queryKey: carKeys.search(request),
    queryFn: ({ signal }) => searchCars(request, signal),
  });

export const useSearchCars = (request: CarSearchRequest) =>
  useQuery(searchCarsQueryOptions(request));
