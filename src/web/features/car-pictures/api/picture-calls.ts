import type { PictureListResponse } from '#shared/schemas/car-write';
import { api } from '../../../lib/api-client';

/** The picture calls of a car that exists (docs/decisions/031); each answers the new list. */
const base = (carId: string) => `/api/v1/cars/${encodeURIComponent(carId)}`;

export const reorderPictures = (carId: string, pictureIds: string[]) =>
  api.put<PictureListResponse>(`${base(carId)}/pictures/order`, { pictureIds });

export const chooseShowcase = (carId: string, pictureId: string) =>
  api.put<PictureListResponse>(`${base(carId)}/showcase`, { pictureId });

export const deletePicture = (carId: string, pictureId: string) =>
  api.del<PictureListResponse>(`${base(carId)}/pictures/${encodeURIComponent(pictureId)}`);
