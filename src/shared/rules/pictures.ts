import type { Picture } from '../schemas/car';

export const showcasePictureId = 'showcase';
export const ogPictureId = 'og';

export interface GalleryPicture extends Picture {
  id: string;
}

/** The gallery's order (docs/decisions/004): `og` is left out and `showcase` is put first. */
export function galleryPictures(pictures: Readonly<Record<string, Picture>>): GalleryPicture[] {
  const entries = Object.entries(pictures)
    .filter(([id]) => id !== ogPictureId)
    .map(([id, picture]) => ({ id, ...picture }));
  const showcase = entries.filter((picture) => picture.id === showcasePictureId);
  return [...showcase, ...entries.filter((picture) => picture.id !== showcasePictureId)];
}
