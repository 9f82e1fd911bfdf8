import { ogPictureId, showcasePictureId } from '#shared/rules/pictures';
import type { Car, Picture } from '#shared/schemas/car';
import type { CarWithPictures } from './cars.repository';
import type { Storage } from '../../storage/storage';

type PictureRow = CarWithPictures['pictures'][number];

function pictureOf(row: PictureRow, storage: Storage): Picture {
  const srcset = row.variants.map((variant) => `${storage.url(variant.key)} ${variant.width}w`);
  return {
    name: row.name,
    url: storage.url(row.file_key),
    ...(srcset.length > 0 && { srcset: srcset.join(', ') }),
  };
}

/**
 * The `pictures` map of spec section 3: the showcase picture under `showcase`, the others under
 * their ids in their order, and `og`, the 803x493 sharing thumbnail of the showcase picture.
 */
export function picturesMap(
  car: Pick<CarWithPictures, 'showcase_picture_id'>,
  pictures: readonly PictureRow[],
  storage: Storage,
): Record<string, Picture> {
  const showcase =
    pictures.find((picture) => picture.id === car.showcase_picture_id) ?? pictures[0];
  const map: Record<string, Picture> = {};
  if (showcase) map[showcasePictureId] = pictureOf(showcase, storage);
  for (const picture of pictures) {
    if (picture !== showcase) map[picture.id] = pictureOf(picture, storage);
  }
  if (showcase?.thumbnail_key) {
    map[ogPictureId] = { name: showcase.name, url: storage.url(showcase.thumbnail_key) };
  }
  return map;
}

export function toApiCar(row: CarWithPictures, storage: Storage): Car {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    firstRegistration: row.first_registration,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    capacity: row.capacity,
    condition: row.condition,
    totalOwners: row.total_owners,
    transmission: row.transmission,
    description: row.description,
    city: row.city,
    price: row.price,
    bodyStyle: row.body_style,
    extras: row.extras,
    pictures: picturesMap(row, row.pictures, storage),
    sellerId: row.dealer_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}
