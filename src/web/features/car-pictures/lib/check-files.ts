import { maxFilesPerUpload, maxUploadBytes } from '#shared/reference/limits';

/** Why the browser did not take a picked file (the server checks every file again). */
export type FileRefusal =
  | { kind: 'tooLarge'; name: string }
  | { kind: 'notImage'; name: string }
  /** Files beyond the 30th of one pick. */
  | { kind: 'tooMany'; names: string[] }
  /** Files that would take the car over its total of pictures. */
  | { kind: 'carFull'; names: string[] };

/**
 * Sorts one pick into the files to keep and the refused ones: beyond the 30th of the pick, over
 * 4,194,304 bytes, not an image, or beyond the car's room. A file with no type (some phones'
 * HEIC pictures) is kept: the server decides what an image is.
 */
export function checkPickedFiles(
  files: readonly File[],
  room: number,
): { accepted: File[]; refusals: FileRefusal[] } {
  const refusals: FileRefusal[] = [];
  const overflow = files.slice(maxFilesPerUpload);
  if (overflow.length > 0) {
    refusals.push({ kind: 'tooMany', names: overflow.map((file) => file.name) });
  }
  const accepted: File[] = [];
  for (const file of files.slice(0, maxFilesPerUpload)) {
    if (file.type !== '' && !file.type.startsWith('image/')) {
      refusals.push({ kind: 'notImage', name: file.name });
    } else if (file.size > maxUploadBytes) {
      refusals.push({ kind: 'tooLarge', name: file.name });
    } else {
      accepted.push(file);
    }
  }
  const beyondRoom = accepted.splice(Math.max(0, room));
  if (beyondRoom.length > 0) {
    refusals.push({ kind: 'carFull', names: beyondRoom.map((file) => file.name) });
  }
  return { accepted, refusals };
}
