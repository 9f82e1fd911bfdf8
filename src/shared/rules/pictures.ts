import type { Picture } from '../schemas/car';

export const showcasePictureId = 'showcase';
export const ogPictureId = 'og';

export interface GalleryPicture extends Picture {
  id: string;
}

/** Spec section 3: the `og` entry is dropped and the `showcase` entry is put first. */
export function galleryPictures(pictures: Readonly<Record<string, Picture>>): GalleryPicture[] {
  const entries = Object.entries(pictures)
    .filter(([id]) => id !== ogPictureId)
    .map(([id, picture]) => ({ id, ...picture }));
  const showcase = entries.filter((picture) => picture.id === showcasePictureId);
  return [...showcase, ...entries.filter((picture) => picture.id !== showcasePictureId)];
}
