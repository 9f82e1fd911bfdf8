import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Pictures for the upload tests, made at test time (no binary fixtures in the repository).
 */

/** Raw RGB pixels like a photo's: colour gradients with some noise, so they compress like one. */
export function photoPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = width * 31 + height;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 40;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const n = noise();
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 255 + n));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 255 + n));
      pixels[at + 2] = Math.max(0, Math.min(255, 128 + 60 * Math.sin(x / 40) + n));
    }
  }
  return pixels;
}

/** A photo-like JPEG of `photoPixels`. */
export async function photoJpeg(width: number, height: number, quality = 80): Promise<Buffer> {
  return sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * An EXIF block (APP1 payload) with Orientation 6 (turn 90° clockwise to show) and a GPS
 * position (GPSLatitudeRef N, GPSLatitude 30° 2' 52"), as a phone camera writes it.
 */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(104);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation, GPSInfo pointer.
  tiff.writeUInt16LE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x0112, 3, 1, 6);
  entry(22, 0x8825, 4, 1, 38);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: version, latitude ref, latitude (three rationals at 80).
  tiff.writeUInt16LE(3, 38);
  entry(40, 0x0000, 1, 4, 0);
  tiff.set([2, 2, 0, 0], 48);
  entry(52, 0x0001, 2, 2, 0);
  tiff.write('N\0', 60, 'latin1');
  entry(64, 0x0002, 5, 3, 80);
  tiff.writeUInt32LE(0, 76);
  [30, 1, 2, 1, 52, 1].forEach((value, index) => tiff.writeUInt32LE(value, 80 + index * 4));
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** A JPEG of `width`x`height` carrying EXIF orientation 6 and a GPS position. */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  const jpeg = await photoJpeg(width, height);
  const exif = exifWithGps();
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(exif.length + 2, 2);
  // Right after the SOI marker (FF D8).
  return Buffer.concat([jpeg.subarray(0, 2), marker, exif, jpeg.subarray(2)]);
}

/** A valid image followed by zero bytes up to exactly `size` bytes (decoders ignore the tail). */
export function padTo(image: Buffer, size: number): Buffer {
  if (image.length > size) throw new Error(`the image is already ${image.length} bytes`);
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

/** A JPEG cut off in the middle of its picture data. */
export const truncated = (jpeg: Buffer) => jpeg.subarray(0, Math.floor(jpeg.length * 0.6));

/** The first kilobytes of the Node executable: a program, not a picture. */
export async function executable(): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return (await readFile(process.execPath)).subarray(0, 64 * 1024);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid `size`x`size` black-and-white PNG (a decompression bomb): 400 megapixels for
 * 20,000, yet about 50 KB, because rows of zeros compress a thousandfold.
 */
export function pngBomb(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  name: string;
  body: Buffer;
  type?: string;
}

/** A multipart/form-data body, as a browser sends it (field `pictures`, one part per file). */
export async function multipart(files: readonly UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.body)], { type: file.type ?? 'image/jpeg' });
    form.append('pictures', blob, file.name);
  }
  const request = new Request('http://arabeya.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Every file under `dir`, as paths relative to it, sorted; [] when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Pictures in formats libvips reads but we refuse (docs/decisions/054), and a pixel flood. */
export async function refusedFormats(): Promise<UploadFile[]> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">' +
    '<rect width="300" height="200" fill="#c22"/></svg>';
  const pixels = Buffer.alloc(64 * 48 * 3, 128);
  return [
    { name: 'drawing.svg', body: Buffer.from(svg), type: 'image/svg+xml' },
    {
      name: 'scan.tiff',
      body: await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
        .tiff()
        .toBuffer(),
      type: 'image/tiff',
    },
    // Netpbm: a text header, then the raw RGB bytes.
    {
      name: 'frame.ppm',
      body: Buffer.concat([Buffer.from('P6\n64 48\n255\n', 'latin1'), pixels]),
      type: 'image/x-portable-pixmap',
    },
    { name: 'flood.png', body: pngBomb(20_000), type: 'image/png' },
  ];
}

/**
 * A valid interlaced (Adam7) 7000x7000 PNG of one colour: under the pixel limit and about
 * 140 KB, yet libvips must decode it whole before shrinking, which takes seconds.
 */
export function slowPng(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
}
