import { queryOptions, useQuery } from '@tanstack/react-query';
import type { carSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

export const getCar = (id: string, signal?: AbortSignal) =>
  api.get<typeof carSchema>(`/api/v1/car/${encodeURIComponent(id)}`, { signal });

export const carQueryOptions = (id: string) =>
  queryOptions({ queryKey: carKeys.detail(id), queryFn: ({ signal }) => getCar(id, signal) });

export const useCar = (id: string) => useQuery(carQueryOptions(id));
