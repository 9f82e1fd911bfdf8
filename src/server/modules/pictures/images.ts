import sharp from 'sharp';
import { thumbnail } from '#shared/reference/limits';

/** Refuse images whose pixel count could exhaust memory when decoded (decompression bombs). */
export const maxInputPixels = 50_000_000;

/** Spec section 9: the 803x493 thumbnail, letterboxed on black, a PNG at quality 0.5. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize(thumbnail.width, thumbnail.height, { fit: 'contain', background: thumbnail.background })
    .png({ palette: true, quality: thumbnail.pngQuality })
    .toBuffer();
}
