import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarFacetsInput, carFacetsSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

const getCarFacets = (request: CarFacetsInput, signal?: AbortSignal) =>
  api.get<typeof carFacetsSchema>('/api/v1/car/facets', { params: { ...request }, signal });

export const carFacetsQueryOptions = (request: CarFacetsInput) =>
  queryOptions({
    queryKey: carKeys.facets(request),
    queryFn: ({ signal }) => getCarFacets(request, signal),
  });

/**
 * How many cars each option of the filters would give. The last counts stay while the next are
 * on their way, so the numbers change in place instead of blinking out.
 */
export const useCarFacets = (request: CarFacetsInput) =>
  useQuery({ ...carFacetsQueryOptions(request), placeholderData: keepPreviousData });
