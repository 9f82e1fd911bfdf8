import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownerOf,
  photoOrder,
  photoPlaceOf,
  PhotoZipRefused,
  scanPhotoZip,
  zipMatches,
  type PhotoPlace,
} from './photo-zip';
import { zipFile, type ZipEntry } from './testing/zip-file';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-photo-zip-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let written = 0;
async function zipAt(entries: readonly ZipEntry[] | Buffer): Promise<string> {
  written += 1;
  const at = path.join(folder, `photos-${written}.zip`);
  await writeFile(at, Buffer.isBuffer(entries) ? entries : zipFile(entries));
  return at;
}

/** What a JPEG and a PNG start with: the check reads no further. */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 1),
]);

describe("what a photo's path says of its car", () => {
  it('reads the folder it is in and the stock number its name starts with, trimmed, in lower case', () => {
    expect(photoPlaceOf('N-1-1.jpg')).toEqual({
      folder: null,
      numbered: 'n-1',
      position: 1,
      name: 'N-1-1.jpg',
    });
    expect(photoPlaceOf('photos/KMHC851CGLU123456 - 12.PNG')).toEqual({
      folder: 'photos',
      numbered: 'kmhc851cglu123456',
      position: 12,
      name: 'KMHC851CGLU123456 - 12.PNG',
    });
    expect(photoPlaceOf('stock/ N-2 /front.jpg')).toEqual({
      folder: 'n-2',
      numbered: null,
      position: null,
      name: 'front.jpg',
    });
    expect(photoPlaceOf('./N-3-2.webp')?.folder).toBeNull();
    expect(photoPlaceOf('IMG_2041.JPG')).toMatchObject({ folder: null, numbered: null });
  });

  it('leaves out folders and what the system adds: __MACOSX, dot files', () => {
    for (const name of ['N-1/', '__MACOSX/._N-1-1.jpg', 'N-1/.DS_Store', '.hidden/N-1-1.jpg']) {
      expect(photoPlaceOf(name), name).toBeUndefined();
    }
  });

  it("goes to the car of its folder, else of its name's number, when a row has it", () => {
    const keys = new Set(['n-1', 'n-2']);
    const owner = (name: string) => ownerOf(photoPlaceOf(name) as PhotoPlace, keys);
    expect(owner('N-1-4.jpg')).toBe('n-1');
    expect(owner('photos/n-1-4.jpg')).toBe('n-1');
    expect(owner('N-2/photo-1.jpg')).toBe('n-2');
    expect(owner('N-2/N-1-1.jpg')).toBe('n-2');
    expect(owner('N-3-1.jpg')).toBeUndefined();
    expect(owner('N-3/front.jpg')).toBeUndefined();
  });

  it("orders a car's photos by their number, then a folder's by name as people count", () => {
    const names = ['N-1/side.jpg', 'N-1-10.jpg', 'N-1/IMG 10.jpg', 'N-1-2.jpg', 'N-1/IMG 9.jpg'];
    const places = names.map((name) => photoPlaceOf(name) as PhotoPlace);
    expect(places.sort(photoOrder('n-1')).map((place) => place.name)).toEqual([
      'N-1-2.jpg',
      'N-1-10.jpg',
      'IMG 9.jpg',
      'IMG 10.jpg',
      'side.jpg',
    ]);
  });

  it('counts the pictures that match a row and those that match none', () => {
    const places = [
      { folder: null, numbered: 'n-1', count: 3 },
      { folder: 'n-2', numbered: null, count: 2 },
      { folder: 'photos', numbered: 'n-9', count: 4 },
    ];
    expect(zipMatches(places, new Set(['n-1', 'n-2']))).toEqual({ matched: 5, unmatched: 4 });
  });
});

describe('checking an uploaded zip', () => {
  it('counts its pictures by place, by their first bytes, and skips the rest without refusing', async () => {
    const scanned = await scanPhotoZip(
      await zipAt([
        { name: 'N-1-1.jpg', data: jpeg },
        { name: 'N-1-2.png', data: png },
        { name: 'N-2/' },
        { name: 'N-2/front.jpg', data: jpeg },
        { name: 'N-2/notes.txt', data: 'blue, one owner' },
        { name: '__MACOSX/N-2/._front.jpg', data: 'mac' },
        // Larger than one picture may be: skipped unread (its data would not even match).
        { name: 'N-3-1.jpg', data: jpeg, declaredSize: 5 * 1024 * 1024 },
      ]),
    );
    expect(scanned).toEqual({
      places: [
        { folder: null, numbered: 'n-1', count: 2 },
        { folder: 'n-2', numbered: null, count: 1 },
      ],
      pictures: 3,
      skipped: 2,
    });
  });

  const refusal = async (zip: readonly ZipEntry[] | Buffer) => {
    const error = await scanPhotoZip(await zipAt(zip)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoZipRefused);
    return (error as PhotoZipRefused).message;
  };

  it('refuses what is no zip', async () => {
    expect(await refusal(Buffer.from('Stock,Make\nN-1,Kia\n'))).toBe(
      'The file is not a zip that can be read',
    );
    expect(await refusal(zipFile([{ name: 'N-1-1.jpg', data: jpeg }]).subarray(0, 60))).toBe(
      'The file is not a zip that can be read',
    );
  });

  it('refuses a name that leads out of its folder or starts at the root', async () => {
    for (const name of ['../N-1-1.jpg', 'photos/../../N-1-1.jpg', '..\\N-1-1.jpg', '/N-1-1.jpg']) {
      const zip = [
        { name: 'N-2-1.jpg', data: jpeg },
        { name, data: jpeg },
      ];
      expect(await refusal(zip), name).toBe(
        'The zip has a file whose name leads out of its folder',
      );
    }
  });

  it('refuses a zip bomb: too many files, too many bytes declared, a file unpacking past its size', async () => {
    const many = Array.from({ length: 5001 }, (_, index) => ({ name: `N-${index}-1.txt` }));
    expect(await refusal(many)).toBe('The zip has more than 5,000 files');
    const declared = Array.from({ length: 3 }, (_, index) => ({
      name: `video-${index}.mp4`,
      data: 'tiny',
      declaredSize: 200 * 1024 * 1024,
    }));
    expect(await refusal(declared)).toBe('The zip holds more than 500 MB once unpacked');
    // 10 MB of zeros deflate to a few kilobytes; the zip says 2 KB.
    const bomb = [{ name: 'N-1-1.jpg', data: Buffer.alloc(10 * 1024 * 1024), declaredSize: 2048 }];
    expect(await refusal(bomb)).toBe('The zip is damaged: a file in it cannot be unpacked');
  });
});
