import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isAllowedPicture } from '../../lib/picture-formats';
import { ImageRejected, processLogo, processPicture } from './images';

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } });

describe('the picture formats taken', () => {
  it('reads JPEG, PNG, WebP, GIF and AVIF (HEIF), told by their bytes', async () => {
    const files = {
      jpeg: await picture().jpeg().toBuffer(),
      png: await picture().png().toBuffer(),
      webp: await picture().webp().toBuffer(),
      gif: await picture().gif().toBuffer(),
      avif: await picture().avif().toBuffer(),
    };
    for (const [format, file] of Object.entries(files)) {
      expect(isAllowedPicture(file), format).toBe(true);
      expect((await processPicture(file, 10)).original.width, format).toBe(64);
      expect((await processLogo(file, 10)).length, format).toBeGreaterThan(0);
    }
  });

  it('refuses any other format before libvips reads it, whatever its name says', async () => {
    const others = {
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      tiff: await picture().tiff().toBuffer(),
      ppm: Buffer.from('P6\n2 2\n255\n' + '\0'.repeat(12), 'latin1'),
      empty: Buffer.alloc(0),
    };
    for (const [format, file] of Object.entries(others)) {
      expect(isAllowedPicture(file), format).toBe(false);
      await expect(processPicture(file, 10), format).rejects.toThrow(ImageRejected);
      await expect(processLogo(file, 10), format).rejects.toThrow(ImageRejected);
    }
  });
});
