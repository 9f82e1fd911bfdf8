import type {
  PictureOrderBody,
  pictureListResponseSchema,
  ShowcaseBody,
} from '#shared/schemas/car-write';
import { api } from '../../../lib/api-client';

/** The picture calls of a car that exists (docs/decisions/031); each answers the new list. */
const base = (carId: string) => `/api/v1/pictures/car/${encodeURIComponent(carId)}`;
const pictureBase = (carId: string, pictureId: string) =>
  `${base(carId)}/${encodeURIComponent(pictureId)}`;

/** The car's pictures as they are now: asked again while the server processes some. */
export const listPictures = (carId: string, signal?: AbortSignal) =>
  api.authGet<typeof pictureListResponseSchema>(base(carId), { signal });

export const reorderPictures = (carId: string, pictureIds: string[]) =>
  api.put<typeof pictureListResponseSchema>(`${base(carId)}/order`, {
    pictureIds,
  } satisfies PictureOrderBody);

export const chooseShowcase = (carId: string, pictureId: string) =>
  api.put<typeof pictureListResponseSchema>(`${base(carId)}/showcase`, {
    pictureId,
  } satisfies ShowcaseBody);

export const deletePicture = (carId: string, pictureId: string) =>
  api.del<typeof pictureListResponseSchema>(pictureBase(carId, pictureId));

/** Puts a picture whose processing failed back to processing (409 when it has not failed). */
export const retryPicture = (carId: string, pictureId: string) =>
  api.post<typeof pictureListResponseSchema>(`${pictureBase(carId, pictureId)}/retry`);
