import type {
  PictureOrderBody,
  pictureListResponseSchema,
  ShowcaseBody,
} from '#shared/schemas/car-write';
import { api } from '../../../lib/api-client';

/** The picture calls of a car that exists (docs/decisions/031); each answers the new list. */
const base = (carId: string) => `/api/v1/cars/${encodeURIComponent(carId)}`;

export const reorderPictures = (carId: string, pictureIds: string[]) =>
  api.put<typeof pictureListResponseSchema>(`${base(carId)}/pictures/order`, {
    pictureIds,
  } satisfies PictureOrderBody);

export const chooseShowcase = (carId: string, pictureId: string) =>
  api.put<typeof pictureListResponseSchema>(`${base(carId)}/showcase`, {
    pictureId,
  } satisfies ShowcaseBody);

export const deletePicture = (carId: string, pictureId: string) =>
  api.del<typeof pictureListResponseSchema>(
    `${base(carId)}/pictures/${encodeURIComponent(pictureId)}`,
  );
