import type { EditPicture } from '#shared/schemas/car-write';
import type { Storage } from '../../storage/storage';
import type { CarWithPictures } from '../cars/cars.repository';

type PictureRow = CarWithPictures['pictures'][number];

/** The car's showcase picture: the one chosen, else the first (as in the public `pictures` map). */
export function showcaseOf(
  car: Pick<CarWithPictures, 'showcase_picture_id'>,
  pictures: readonly PictureRow[],
): PictureRow | undefined {
  return pictures.find((picture) => picture.id === car.showcase_picture_id) ?? pictures[0];
}

/** The car's pictures as the edit form lists them, in the dealer's order. */
export function editPictures(
  car: Pick<CarWithPictures, 'showcase_picture_id' | 'pictures'>,
  storage: Storage,
): EditPicture[] {
  const showcase = showcaseOf(car, car.pictures);
  return car.pictures.map((picture) => ({
    id: picture.id,
    name: picture.name,
    url: storage.url(picture.file_key),
    thumbnailUrl: picture.thumbnail_key === null ? null : storage.url(picture.thumbnail_key),
    srcset: picture.variants
      .map((variant) => `${storage.url(variant.key)} ${variant.width}w`)
      .join(', '),
    isShowcase: picture === showcase,
  }));
}
