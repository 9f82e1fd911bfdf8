import { open } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { maxStoredSide, thumbnail } from '#shared/reference/limits';
import {
  allowedPictureFormats,
  isAllowedPicture,
  pictureHeadLength,
} from '../../lib/picture-formats';

// libvips' operation cache only helps when the same image is processed again, which a server
// taking uploads never does; it would hold up to 50 MB for nothing.
sharp.cache(false);

/** The first bytes of an upload: a buffer's, or a spooled file's. */
async function headOf(input: Buffer | string): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, pictureHeadLength);
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(pictureHeadLength);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Refuse images whose pixel count could exhaust memory when decoded (decompression bombs). */
export const maxInputPixels = 50_000_000;

/**
 * libimagequant's effort for the thumbnail's palette (1 fastest .. 10). Its default (7) takes
 * seconds on a noisy photo; 3 takes a quarter of a second and looks the same at 803x493.
 */
const thumbnailPaletteEffort = 3;

/** The thumbnail's steps applied to an image: 803x493, black letterbox, PNG. */
function toThumbnail(image: Sharp): Sharp {
  return image
    .resize(thumbnail.width, thumbnail.height, { fit: 'contain', background: thumbnail.background })
    .png({ palette: true, quality: thumbnail.pngQuality, effort: thumbnailPaletteEffort });
}

/** The 803x493 sharing thumbnail (docs/decisions/004): letterboxed on black, PNG, quality 0.5. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  return toThumbnail(sharp(input, { limitInputPixels: maxInputPixels }).rotate()).toBuffer();
}

/**
 * Widths of the WebP sizes made for `srcset` (only those narrower than the picture). 320 is a
 * listing card's picture on a phone (128 CSS px at up to 2.5x) and on a desktop grid (300 px).
 */
export const variantWidths = [320, 480, 960, 1600] as const;
const webpOptions = { quality: 80, effort: 2 } as const;

export interface ProcessedPicture {
  /** The picture re-encoded as WebP, at most 2000 px on its longest side, upright. */
  original: { body: Buffer; width: number; height: number };
  /** The 803x493 PNG letterboxed on black. */
  thumbnail: Buffer;
  /** Narrower WebP sizes, narrowest first. */
  variants: { width: number; body: Buffer }[];
}

/** Why an input is not a picture we store; the message is shown to the dealer. */
export class ImageRejected extends Error {}

const notAllowedFormat = () =>
  new ImageRejected(`is not a ${allowedPictureFormats} picture, or it is damaged or cut short`);

const tooManyPixels = () =>
  new ImageRejected(`is too large: more than ${maxInputPixels.toLocaleString('en-US')} pixels`);

const tooSlow = (timeoutSeconds: number) =>
  new ImageRejected(`took longer than the limit of ${timeoutSeconds} s to read`);

function rejection(error: unknown, timeoutSeconds: number): ImageRejected {
  if (error instanceof ImageRejected) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return tooManyPixels();
  // sharp's `timeout` stops libvips and fails with "timeout: N% complete".
  if (/^timeout/i.test(text)) return tooSlow(timeoutSeconds);
  return notAllowedFormat();
}

/**
 * Reads an upload of an allowed format, whole (`failOn`), within the pixel limit and upright,
 * and hands it to `work`, all within `timeoutSeconds`. The answer comes at the limit to the
 * millisecond; sharp's own `timeout`, which counts whole seconds, then stops libvips, so the
 * work does not go on using the CPU.
 */
async function decodeWithin<T>(
  input: Buffer | string,
  timeoutSeconds: number,
  work: (image: Sharp) => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    if (!isAllowedPicture(await headOf(input))) throw notAllowedFormat();
    const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .timeout({ seconds: Math.ceil(timeoutSeconds) })
      .rotate();
    const result = work(image);
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(tooSlow(timeoutSeconds)), timeoutSeconds * 1000);
    });
    // Past the limit nobody waits for the work, so its failure is nobody's.
    result.catch(() => undefined);
    return await Promise.race([result, limit]);
  } catch (error) {
    throw rejection(error, timeoutSeconds);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The quick test an upload gets in the request, before it is stored and queued: one of the
 * allowed formats by its first bytes, and a size its header states within `maxInputPixels`.
 * libvips reads only the header here; decoding the pixels is the job's (`processPicture`).
 */
export async function checkUpload(input: Buffer | string): Promise<void> {
  if (!isAllowedPicture(await headOf(input))) throw notAllowedFormat();
  let pixels: number;
  try {
    const { width, height } = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    pixels = width * height;
  } catch (error) {
    throw rejection(error, 0);
  }
  if (!(pixels > 0)) throw notAllowedFormat();
  if (pixels > maxInputPixels) throw tooManyPixels();
}

/**
 * Decodes an upload and makes what is stored of it (docs/decisions/031). Decoding is the test
 * of what an image is: a file that sharp cannot decode whole, or that claims more than
 * `maxInputPixels` pixels (checked from its header, before any pixel is decoded), is refused
 * with an `ImageRejected`. The picture is turned upright (EXIF orientation) and decoded once,
 * at most 2000 px; every output is made from those pixels. No output carries metadata: sharp
 * writes EXIF (GPS included), XMP, IPTC or ICC only when asked to, and we never ask.
 * `input` is the file's bytes or its path (libvips then reads it, with no copy in JS memory).
 * Decoding gets `timeoutSeconds`; the outputs are made from at most 2000x2000 pixels, in a time
 * that does not depend on the upload.
 */
export async function processPicture(
  input: Buffer | string,
  timeoutSeconds: number,
): Promise<ProcessedPicture> {
  const pixels = await decodeWithin(input, timeoutSeconds, (image) =>
    image
      .resize(maxStoredSide, maxStoredSide, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  );
  const { width, height, channels } = pixels.info;
  if (channels !== 3 && channels !== 4) throw notAllowedFormat();
  const decoded = () => sharp(pixels.data, { raw: { width, height, channels } });

  const widths = variantWidths.filter((variantWidth) => variantWidth < width);
  const [original, thumbnailBody, ...variantBodies] = await Promise.all([
    decoded().webp(webpOptions).toBuffer(),
    toThumbnail(decoded()).toBuffer(),
    ...widths.map((variantWidth) =>
      decoded().resize({ width: variantWidth }).webp(webpOptions).toBuffer(),
    ),
  ]);
  return {
    original: { body: original, width, height },
    thumbnail: thumbnailBody,
    variants: widths.map((variantWidth, index) => ({
      width: variantWidth,
      body: variantBodies[index] ?? Buffer.alloc(0),
    })),
  };
}

/** The longest side of a stored dealer logo: sharp at twice the largest size it is shown. */
export const maxLogoSide = 512;

/**
 * Decodes a dealer's logo upload and re-encodes it as WebP, at most 512 px, keeping its
 * transparency. The same test of what an image is, and the same time limit, as for car pictures.
 */
export async function processLogo(input: Buffer | string, timeoutSeconds: number): Promise<Buffer> {
  return decodeWithin(input, timeoutSeconds, (image) =>
    image
      .resize(maxLogoSide, maxLogoSide, { fit: 'inside', withoutEnlargement: true })
      .webp(webpOptions)
      .toBuffer(),
  );
}
