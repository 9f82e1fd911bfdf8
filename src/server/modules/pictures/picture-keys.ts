/** Where a picture's files live: `<base>/<carId>/<pictureId>/<file>` (docs/decisions/032, 134). */
export function pictureKeys(basePath: string, carId: string, pictureId: string) {
  const folder = `${basePath}/${carId}/${pictureId}`;
  return {
    original: `${folder}/original.webp`,
    thumbnail: `${folder}/thumb.png`,
    variant: (width: number) => `${folder}/w${width}.webp`,
    /** The file as uploaded, kept until a job has made the others (docs/decisions/134). */
    upload: `${folder}/upload`,
  };
}
