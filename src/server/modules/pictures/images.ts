import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { thumbnail } from '#shared/reference/limits';

// libvips' operation cache only helps when the same image is processed again, which a server
// taking uploads never does; it would hold up to 50 MB for nothing.
sharp.cache(false);

/** Refuse images whose pixel count could exhaust memory when decoded (decompression bombs). */
export const maxInputPixels = 50_000_000;

/**
 * libimagequant's effort for the thumbnail's palette (1 fastest .. 10). Its default (7) takes
 * seconds on a noisy photo; 3 takes a quarter of a second and looks the same at 803x493.
 */
const thumbnailPaletteEffort = 3;

/** The thumbnail steps of spec section 9 applied to an image: 803x493, black letterbox, PNG. */
function toThumbnail(image: Sharp): Sharp {
  return image
    .resize(thumbnail.width, thumbnail.height, { fit: 'contain', background: thumbnail.background })
    .png({ palette: true, quality: thumbnail.pngQuality, effort: thumbnailPaletteEffort });
}

/** Spec section 9: the 803x493 thumbnail, letterboxed on black, a PNG at quality 0.5. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  return toThumbnail(sharp(input, { limitInputPixels: maxInputPixels }).rotate()).toBuffer();
}

/**
 * The longest side of the stored picture. 2000 rather than 2048: a 12-megapixel photo (4000 or
 * 4032 px wide) is then decoded at half size straight from the JPEG (shrink-on-load).
 */
export const maxStoredSide = 2000;
/** Widths of the WebP sizes made for `srcset` (only those narrower than the picture). */
export const variantWidths = [480, 960, 1600] as const;
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

function rejection(error: unknown): ImageRejected {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) {
    return new ImageRejected(
      `is too large: more than ${maxInputPixels.toLocaleString('en-US')} pixels`,
    );
  }
  return new ImageRejected('is not an image, or it is damaged or cut short');
}

/**
 * Decodes an upload and makes what is stored of it (docs/decisions/031). Decoding is the test
 * of what an image is: a file that sharp cannot decode whole, or that claims more than
 * `maxInputPixels` pixels (checked from its header, before any pixel is decoded), is refused
 * with an `ImageRejected`. The picture is turned upright (EXIF orientation) and decoded once,
 * at most 2000 px; every output is made from those pixels. No output carries metadata: sharp
 * writes EXIF (GPS included), XMP, IPTC or ICC only when asked to, and we never ask.
 * `input` is the file's bytes or its path (libvips then reads it, with no copy in JS memory).
 */
export async function processPicture(input: Buffer | string): Promise<ProcessedPicture> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(maxStoredSide, maxStoredSide, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw rejection(error);
  }
  const { width, height, channels } = pixels.info;
  if (channels !== 3 && channels !== 4) throw rejection(new Error(`${channels} channels`));
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
 * transparency. The same test of what an image is as for car pictures: sharp decodes it whole.
 */
export async function processLogo(input: Buffer | string): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(maxLogoSide, maxLogoSide, { fit: 'inside', withoutEnlargement: true })
      .webp(webpOptions)
      .toBuffer();
  } catch (error) {
    throw rejection(error);
  }
}
