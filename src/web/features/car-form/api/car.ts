import { useQuery } from '@tanstack/react-query';
import type { carSchema } from '#shared/schemas/car';
import type {
  carEditResponseSchema,
  CreateCarBody,
  UpdateCarBody,
} from '#shared/schemas/car-write';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** The car writes of the form (docs/decisions/030). */
export const createCar = (body: CreateCarBody) => api.post<typeof carSchema>('/api/v1/car', body);

export const updateCar = (carId: string, body: UpdateCarBody) =>
  api.patch<typeof carSchema>(`/api/v1/car/${encodeURIComponent(carId)}`, body);

export const getCarForEdit = (carId: string, signal?: AbortSignal) =>
  api.authGet<typeof carEditResponseSchema>(`/api/v1/car/${encodeURIComponent(carId)}/edit`, {
    signal,
  });

export const carForEditQueryKey = (userId: string, carId: string) =>
  [...accountQueryKey, userId, 'car-edit', carId] as const;

/**
 * The car as the edit form starts from: asked again whenever the screen opens, and not behind
 * the dealer's back while they edit (the form keeps what it started from anyway).
 */
export const useCarForEdit = (userId: string, carId: string) =>
  useQuery({
    queryKey: carForEditQueryKey(userId, carId),
    queryFn: ({ signal }) => getCarForEdit(carId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
