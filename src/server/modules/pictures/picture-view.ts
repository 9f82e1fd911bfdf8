import { ogPictureId, showcasePictureId } from '#shared/rules/pictures';
import type { Picture } from '#shared/schemas/car';
import type { EditPicture, PictureStatus } from '#shared/schemas/car-write';
import type { PictureVariant } from '../../db/schema';
import type { Storage } from '../../storage/storage';

/*
 * How a car's pictures are shown: the public `pictures` map and the edit form's list. Both take
 * their URLs, `srcset` and showcase from here. Until a picture is `ready` its `file_key` names
 * the upload as it came (metadata and all): no URL of it is ever given out.
 */

/** A car's picture as the queries that show it select it. */
export interface ShownPicture {
  id: string;
  name: string;
  file_key: string;
  thumbnail_key: string | null;
  variants: readonly PictureVariant[];
  status: PictureStatus;
  failure: string | null;
}

/** The car's showcase picture: the one chosen, else the first. */
function showcaseOf<T extends ShownPicture>(
  showcasePictureId: string | null,
  pictures: readonly T[],
): T | undefined {
  return pictures.find((picture) => picture.id === showcasePictureId) ?? pictures[0];
}

const srcsetOf = (picture: ShownPicture, storage: Storage) =>
  picture.variants.map((variant) => `${storage.url(variant.key)} ${variant.width}w`).join(', ');

function publicPicture(picture: ShownPicture, storage: Storage): Picture {
  const srcset = srcsetOf(picture, storage);
  return {
    name: picture.name,
    url: storage.url(picture.file_key),
    ...(srcset !== '' && { srcset }),
  };
}

/**
 * The `pictures` map of a car (docs/decisions/004): the showcase picture under `showcase`, the
 * others under their ids in their order, and `og`, the 803x493 sharing thumbnail of the showcase
 * picture.
 */
export function picturesMap(
  car: { showcase_picture_id: string | null; pictures: readonly ShownPicture[] },
  storage: Storage,
): Record<string, Picture> {
  // A chosen showcase still processing gives way to the first ready picture.
  const ready = car.pictures.filter((picture) => picture.status === 'ready');
  const showcase = showcaseOf(car.showcase_picture_id, ready);
  const map: Record<string, Picture> = {};
  if (showcase) map[showcasePictureId] = publicPicture(showcase, storage);
  for (const picture of ready) {
    if (picture !== showcase) map[picture.id] = publicPicture(picture, storage);
  }
  if (showcase?.thumbnail_key) {
    map[ogPictureId] = { name: showcase.name, url: storage.url(showcase.thumbnail_key) };
  }
  return map;
}

/** The car's pictures as the edit form lists them, in the dealer's order. */
export function editPictures(
  car: { showcase_picture_id: string | null; pictures: readonly ShownPicture[] },
  storage: Storage,
): EditPicture[] {
  const showcase = showcaseOf(car.showcase_picture_id, car.pictures);
  return car.pictures.map((picture) => {
    const ready = picture.status === 'ready';
    return {
      id: picture.id,
      name: picture.name,
      status: picture.status,
      failure: picture.status === 'failed' ? picture.failure : null,
      url: ready ? storage.url(picture.file_key) : null,
      thumbnailUrl:
        ready && picture.thumbnail_key !== null ? storage.url(picture.thumbnail_key) : null,
      srcset: ready ? srcsetOf(picture, storage) : '',
      isShowcase: picture === showcase,
    };
  });
}

/** How many of the car's pictures are still processing, and how many failed (My Cars). */
export function picturesInWork(pictures: readonly Pick<ShownPicture, 'status'>[]) {
  const count = (status: PictureStatus) =>
    pictures.filter((picture) => picture.status === status).length;
  return { picturesProcessing: count('processing'), picturesFailed: count('failed') };
}
