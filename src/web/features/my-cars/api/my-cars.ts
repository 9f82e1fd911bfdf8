import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { carSchema, CarStatus } from '#shared/schemas/car';
import type {
  bulkCarChangeBodySchema,
  bulkCarChangeResponseSchema,
  MyCarsQuery,
  myCarsResponseSchema,
} from '#shared/schemas/car-write';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** `GET /api/v1/car/mine`: the cars of the user's dealerships, newest first. */
export const getMyCars = (query: MyCarsQuery, signal?: AbortSignal) =>
  api.authGet<typeof myCarsResponseSchema>('/api/v1/car/mine', { params: { ...query }, signal });

/** `PATCH /api/v1/car/{id}` with the new status only (mark as sold, active again, publish). */
export const setCarStatus = (carId: string, status: CarStatus) =>
  api.patch<typeof carSchema>(`/api/v1/car/${encodeURIComponent(carId)}`, { status });

/** `DELETE /api/v1/car/{id}`: the server removes its pictures too. */
export const deleteCar = (carId: string) => api.del(`/api/v1/car/${encodeURIComponent(carId)}`);

export type BulkCarChangeInput = z.input<typeof bulkCarChangeBodySchema>;

/**
 * `POST /api/v1/car/bulk`: one change to many cars of a dealership, named by id or as all that
 * match a status, all or nothing.
 */
export const changeCarsInBulk = (body: BulkCarChangeInput) =>
  api.post<typeof bulkCarChangeResponseSchema>('/api/v1/car/bulk', body);

/** How often the page is asked for again while pictures of its cars are processing. */
const myCarsPollInterval = 2000;

export const myCarsKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'my-cars'] as const,
  page: (userId: string, query: MyCarsQuery) => [...myCarsKeys.all(userId), query] as const,
};

export const useMyCars = (userId: string, query: MyCarsQuery) =>
  useQuery({
    queryKey: myCarsKeys.page(userId, query),
    queryFn: ({ signal }) => getMyCars(query, signal),
    // Teammates change the same cars: ask again whenever the screen opens.
    staleTime: 0,
    // Paging and filtering keep the current rows on screen until the next page is there.
    placeholderData: keepPreviousData,
    // The server processes uploaded pictures after answering: their counts change until done.
    refetchInterval: ({ state }) =>
      state.data?.cars.some((car) => car.picturesProcessing > 0) ? myCarsPollInterval : false,
  });

/**
 * Reloads every page of My Cars and whatever else the caller names (the public car queries,
 * which a sold, repriced or deleted car leaves or changes, and the insights).
 */
function useMyCarsReload(userId: string, alsoInvalidate: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [myCarsKeys.all(userId), ...alsoInvalidate].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A car's status change and its deletion; each reloads what it changes. */
export function useMyCarChanges(userId: string, alsoInvalidate: readonly (readonly unknown[])[]) {
  const reload = useMyCarsReload(userId, alsoInvalidate);
  const changeStatus = useMutation({
    mutationFn: ({ carId, status }: { carId: string; status: CarStatus }) =>
      setCarStatus(carId, status),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (carId: string) => deleteCar(carId),
    onSuccess: reload,
  });
  return { changeStatus, remove };
}

/**
 * A bulk change, reloading what it changes, after a failure too: a 409 says the cars matching
 * changed since the list was read, and the list shows how many match now.
 */
export function useBulkCarChange(userId: string, alsoInvalidate: readonly (readonly unknown[])[]) {
  const reload = useMyCarsReload(userId, alsoInvalidate);
  return useMutation({ mutationFn: changeCarsInBulk, onSettled: reload });
}
