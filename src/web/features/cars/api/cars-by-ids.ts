import {
  keepPreviousData,
  queryOptions,
  useQueries,
  type UseQueryResult,
} from '@tanstack/react-query';
import { maxCarsByIds } from '#shared/reference/limits';
import type { CarsByIdResponse, carsByIdResponseSchema } from '#shared/schemas/buyer';
import type { Car } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

/** `GET /api/v1/car/by-ids`: the cars of `ids` that exist (a draft or a deleted car is left out). */
export const getCarsByIds = (ids: readonly string[], signal?: AbortSignal) =>
  api.get<typeof carsByIdResponseSchema>('/api/v1/car/by-ids', {
    params: { ids: ids.join(',') },
    signal,
  });

/** At most `maxCarsByIds` ids: what one call answers. */
export const carsByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: carKeys.byIds(ids),
    queryFn: ({ signal }) => getCarsByIds(ids, signal),
  });

/** `ids` in calls of at most `maxCarsByIds` each, in their order. */
export function idChunks(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += maxCarsByIds) {
    chunks.push(ids.slice(start, start + maxCarsByIds));
  }
  return chunks;
}

export interface CarsByIds {
  /** `pending` until every call has answered once. */
  status: 'pending' | 'error' | 'success';
  /**
   * The cars found, by id. While the ids change, those of the ids before stay (so nothing
   * blinks out): an id without a car is a car that is gone only once `settled`.
   */
  cars: ReadonlyMap<string, Car>;
  settled: boolean;
  retry: () => void;
}

/** One answer from the answers of every call (module-level, so React Query keeps it while they stay). */
function combineAnswers(results: UseQueryResult<CarsByIdResponse>[]): CarsByIds {
  const cars = new Map<string, Car>();
  for (const result of results) {
    for (const [id, car] of Object.entries(result.data?.cars ?? {})) cars.set(id, car);
  }
  const status = results.some((result) => result.isError)
    ? 'error'
    : results.some((result) => result.isPending)
      ? 'pending'
      : 'success';
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  const settled = status === 'success' && !results.some((result) => result.isPlaceholderData);
  return { status, cars, settled, retry };
}

/**
 * The cars of a list of ids kept in this browser (favourites, compared, recently viewed), in
 * as many calls as it takes. Nothing is asked for no ids.
 */
export const useCarsByIds = (ids: readonly string[]): CarsByIds =>
  useQueries({
    queries: idChunks(ids).map((chunk) => ({
      ...carsByIdsQueryOptions(chunk),
      placeholderData: keepPreviousData,
    })),
    combine: combineAnswers,
  });
