import type { Options } from 'browser-image-compression';
import { maxStoredSide, maxUploadBytes } from '#shared/reference/limits';

/** Smaller files go up as they are: a phone photo of a few megabytes is worth the upload. */
export const shrinkAbove = 1.5 * 1024 * 1024;

/**
 * How a big photo is made smaller (docs/decisions/119): its longer side at most
 * `maxStoredSide`, as many pixels as the server keeps, re-encoded until it fits three quarters of the
 * 4 MB per file, turned upright from its EXIF orientation. The EXIF itself is not copied: it
 * may hold where the photo was taken.
 */
export const shrinkOptions: Options = {
  maxWidthOrHeight: maxStoredSide,
  maxSizeMB: (maxUploadBytes * 0.75) / (1024 * 1024),
  initialQuality: 0.85,
  preserveExif: false,
  useWebWorker: false,
};
