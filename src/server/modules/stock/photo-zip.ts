import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import yauzl from 'yauzl';
import { maxPhotoZipBytes, maxUploadBytes } from '#shared/reference/limits';
import type { StockImportPhotoZip } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import type { PhotoZipRecord } from '../../db/schema';
import {
  allowedPictureFormats,
  isAllowedPicture,
  pictureHeadLength,
} from '../../lib/picture-formats';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import {
  carPictureCount,
  forgetKeys,
  pictureName,
  removeListed,
  scheduleRemoval,
  uploadGraceMs,
  uploadPictures,
  type PictureDeps,
} from '../pictures/pictures.service';
import {
  countZipPhotos,
  lockedImportZip,
  photoZipRows,
  savePhotoZip,
} from './photo-zip.repository';
import { findStockImport } from './stock-imports.repository';

/*
 * An import's photos brought as one zip (docs/decisions/176): each picture goes to the car of the
 * row whose stock number (else VIN) its folder is named by ("N-1/front.jpg") or its file name
 * starts with ("N-1-2.jpg"), trimmed and in any case. The upload checks the whole zip before it
 * is kept: its names, its sizes as declared and as unpacked (yauzl stops an entry that unpacks
 * past its declared size), and each file's first bytes. A job stores the pictures once the
 * import's cars are written, as uploads of the importing dealer.
 */

export const photoZipLimits = {
  bytes: maxPhotoZipBytes,
  entries: 5_000,
  /** What the entries may declare together once unpacked: a zip bomb is refused here. */
  unzippedBytes: 500 * 1024 * 1024,
} as const;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const zipTooLargeMessage = `The zip is larger than ${megabytes(photoZipLimits.bytes)}, the limit for an import's photos`;
export const importConfirmedMessage =
  'This import is confirmed already; start a new one to change it';

/** Why a file cannot be taken as a zip of photos, in words a dealer can act on. */
export class PhotoZipRefused extends Error {}

const notAZip = () => new PhotoZipRefused('The file is not a zip that can be read');

/** A stock number or VIN as photos are matched to it. */
export const photoKey = (number: string) => number.trim().toLowerCase();

/** What a picture's path in the zip says of its car. */
export interface PhotoPlace {
  /** The key of the folder it is in; null at the top of the zip. */
  folder: string | null;
  /** The key its file name starts with when named "<stock number>-<n>", and that n. */
  numbered: string | null;
  position: number | null;
  /** The file's name, which orders a folder's photos. */
  name: string;
}

/**
 * Where the zip's entry `entryPath` is; undefined for a folder and for what a system adds and
 * nobody chose (macOS's `__MACOSX/` and `._` files, `.DS_Store`, any hidden file or folder).
 */
export function photoPlaceOf(entryPath: string): PhotoPlace | undefined {
  if (entryPath.endsWith('/')) return undefined;
  const parts = entryPath.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part.startsWith('.') || part === '__MACOSX')) return undefined;
  const name = parts.at(-1) ?? '';
  const folder = parts.at(-2);
  const numbered = /^(.+?)\s*-\s*(\d+)$/.exec(name.replace(/\.[^.]*$/, ''));
  return {
    folder: folder === undefined ? null : photoKey(folder),
    numbered: numbered?.[1] === undefined ? null : photoKey(numbered[1]),
    position: numbered?.[2] === undefined ? null : Number(numbered[2]),
    name,
  };
}

/**
 * The key of the car a picture goes to, among `keys`: its folder's, else its file name's; none
 * when neither is a row's. The folder comes first, so "N-1/photo-2.jpg" is N-1's.
 */
export function ownerOf(
  place: Pick<PhotoPlace, 'folder' | 'numbered'>,
  keys: ReadonlySet<string>,
): string | undefined {
  if (place.folder !== null && keys.has(place.folder)) return place.folder;
  if (place.numbered !== null && keys.has(place.numbered)) return place.numbered;
  return undefined;
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/** The order of the car `key`'s photos: those named "<key>-<n>" by n, then the others by name. */
export const photoOrder = (key: string) => (a: PhotoPlace, b: PhotoPlace) => {
  const position = (place: PhotoPlace) =>
    place.numbered === key && place.position !== null ? place.position : Infinity;
  return position(a) - position(b) || byName(a.name, b.name);
};

/** The key a row's photos are matched by: its stock number, else its VIN. */
function keyOfRow(row: { stock_number: string | null; vin: string | null }) {
  const number = row.stock_number ?? row.vin;
  return number === null ? undefined : photoKey(number);
}

/** How many of the zip's pictures go to a car of `keys`, and how many to none. */
export function zipMatches(places: PhotoZipRecord['places'], keys: ReadonlySet<string>) {
  let matched = 0;
  let unmatched = 0;
  for (const place of places) {
    if (ownerOf(place, keys) === undefined) unmatched += place.count;
    else matched += place.count;
  }
  return { matched, unmatched };
}

// Names are decoded here rather than by yauzl, so that a name that leaves its folder is told
// apart from a broken zip.
const zipOptions = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: false,
  validateEntrySizes: true,
} as const;

interface ZipFile {
  entry: yauzl.Entry;
  place: PhotoPlace;
}

/**
 * The zip's files that may be pictures, from its central directory alone. Refused: more entries
 * than the limit, a name that climbs out of its folder or starts at the root, or more unpacked
 * bytes declared than the limit. A file no picture can be (larger than one may be, encrypted,
 * packed another way than deflate) is counted skipped and never read.
 */
async function zipFiles(zip: yauzl.ZipFile): Promise<{ files: ZipFile[]; skipped: number }> {
  if (zip.entryCount > photoZipLimits.entries) {
    throw new PhotoZipRefused(
      `The zip has more than ${photoZipLimits.entries.toLocaleString('en-US')} files`,
    );
  }
  const files: ZipFile[] = [];
  let skipped = 0;
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      if (yauzl.validateFileName(name) !== null) {
        throw new PhotoZipRefused('The zip has a file whose name leads out of its folder');
      }
      declared += entry.uncompressedSize;
      if (declared > photoZipLimits.unzippedBytes) {
        throw new PhotoZipRefused(
          `The zip holds more than ${megabytes(photoZipLimits.unzippedBytes)} once unpacked`,
        );
      }
      const place = photoPlaceOf(name);
      if (!place) continue;
      if (entry.uncompressedSize > maxUploadBytes || !entry.canDecodeFileData()) skipped += 1;
      else files.push({ entry, place });
    }
  } catch (error) {
    throw error instanceof PhotoZipRefused ? error : notAZip();
  }
  return { files, skipped };
}

/**
 * Reads the entry to its end, keeping its first `keep` bytes (all of them by default). An entry
 * that unpacks to more bytes than it declares is stopped there by yauzl (`validateEntrySizes`).
 */
async function entryBytes(zip: yauzl.ZipFile, entry: yauzl.Entry, keep = Infinity) {
  const chunks: Buffer[] = [];
  let kept = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (kept >= keep) continue;
      chunks.push(chunk);
      kept += chunk.length;
    }
  } catch {
    throw new PhotoZipRefused('The zip is damaged: a file in it cannot be unpacked');
  }
  return Buffer.concat(chunks);
}

async function openZip(open: () => Promise<yauzl.ZipFile>) {
  try {
    return await open();
  } catch {
    throw notAZip();
  }
}

/**
 * Checks an uploaded zip to its last byte and answers what the import keeps of it: its pictures
 * by place, and how many files it left out. Throws `PhotoZipRefused`.
 */
export async function scanPhotoZip(
  at: string,
): Promise<Pick<PhotoZipRecord, 'places' | 'pictures' | 'skipped'>> {
  const zip = await openZip(() => yauzl.openPromise(at, zipOptions));
  try {
    const { files, skipped } = await zipFiles(zip);
    const places = new Map<string, PhotoZipRecord['places'][number]>();
    let pictures = 0;
    for (const { entry, place } of files) {
      if (!isAllowedPicture(await entryBytes(zip, entry, pictureHeadLength))) continue;
      pictures += 1;
      const id = JSON.stringify([place.folder, place.numbered]);
      const group = places.get(id) ?? { folder: place.folder, numbered: place.numbered, count: 0 };
      group.count += 1;
      places.set(id, group);
    }
    return { places: [...places.values()], pictures, skipped: skipped + files.length - pictures };
  } finally {
    zip.close();
  }
}

/** The keys of the rows a zip's photos may go to, as the import's rows are now. */
async function rowKeys(db: Db, importId: string): Promise<Set<string>> {
  const keys = (await photoZipRows(db, importId)).map(keyOfRow);
  return new Set(keys.filter((key) => key !== undefined));
}

export interface PhotoZipDeps {
  db: Db;
  storage: Storage;
  /** The storage's base path; the zip is kept in the import's folder under it. */
  basePath: string;
}

/**
 * Keeps a checked zip (named `file.name`) for the import, in place of one added before, matched
 * to the rows of its dry run if it had one. Refuses a zip `scanPhotoZip` refuses or that holds no
 * picture (400), and an import confirmed meanwhile (409): nothing is then kept.
 */
export async function keepPhotoZip(
  deps: PhotoZipDeps,
  importId: string,
  file: { name: string; path: string },
): Promise<void> {
  const { db, storage } = deps;
  let scanned: Awaited<ReturnType<typeof scanPhotoZip>>;
  try {
    scanned = await scanPhotoZip(file.path);
  } catch (error) {
    throw error instanceof PhotoZipRefused ? new HttpError(400, error.message) : error;
  }
  if (scanned.pictures === 0) {
    throw new HttpError(
      400,
      `The zip holds no pictures: ${allowedPictureFormats} files of at most 4 MB`,
    );
  }
  const key = `${deps.basePath}/imports/${importId}/photos-${randomUUID()}.zip`;
  // Listed for removal before it is written, so that a crash before the import names it leaves
  // no file behind (docs/decisions/033).
  await scheduleRemoval(db, [key], new Date(Date.now() + uploadGraceMs));
  await storage.put(key, await readFile(file.path), 'application/zip');
  let replaced: string | undefined;
  try {
    replaced = await db.transaction().execute(async (trx) => {
      const locked = await lockedImportZip(trx, importId);
      if (!locked || (locked.status !== 'uploaded' && locked.status !== 'checked')) {
        throw new HttpError(409, importConfirmedMessage);
      }
      const matches =
        locked.status === 'checked'
          ? zipMatches(scanned.places, await rowKeys(trx, importId))
          : { matched: null, unmatched: null };
      await savePhotoZip(trx, importId, { key, fileName: file.name, ...scanned, ...matches });
      await forgetKeys(trx, [key]);
      const old = locked.photo_zip?.key;
      if (old) await scheduleRemoval(trx, [old], new Date());
      return old;
    });
  } catch (error) {
    await removeListed(db, storage, [key]);
    throw error;
  }
  if (replaced) await removeListed(db, storage, [replaced]);
}

/**
 * Matches the import's zip, if it has one, to the rows its dry run has just written, in the dry
 * run's transaction; answers the zip as the import now remembers it.
 */
export async function matchPhotoZip(trx: Db, importId: string): Promise<PhotoZipRecord | null> {
  const zip = (await lockedImportZip(trx, importId))?.photo_zip ?? null;
  if (!zip) return null;
  const matched = { ...zip, ...zipMatches(zip.places, await rowKeys(trx, importId)) };
  await savePhotoZip(trx, importId, matched);
  return matched;
}

/** The zip as the import's screen shows it. */
export function photoZipState(zip: PhotoZipRecord | null): StockImportPhotoZip | null {
  if (!zip) return null;
  const { fileName, pictures, matched, unmatched, skipped } = zip;
  return { fileName, pictures, matched, unmatched, skipped };
}

/** The photo job of an import's zip, queued once its cars are all written. */
export interface ZipPhotoJob {
  importId: string;
  zipKey: string;
}

export interface ZipPhotoDeps {
  pictures: PictureDeps;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Stores the zip's photos, car by car in sheet order, as uploads of the importing dealer: only to
 * a car that has no picture when its turn comes, so that a job tried again does not store a
 * car's photos twice. Each photo is counted stored or failed on the import, as a URL's is. The
 * zip is removed once done.
 */
export async function storeZipPhotos(deps: ZipPhotoDeps, job: ZipPhotoJob): Promise<void> {
  const { db, storage } = deps.pictures;
  const found = await findStockImport(db, job.importId);
  if (!found) return;
  const cars = new Map<string, string>();
  for (const row of await photoZipRows(db, job.importId)) {
    const key = keyOfRow(row);
    if (key !== undefined && row.car_id !== null && !cars.has(key)) cars.set(key, row.car_id);
  }
  const zip = await yauzl.fromBufferPromise(await storage.get(job.zipKey), zipOptions);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-photos-'));
  try {
    const keys = new Set(cars.keys());
    const ofCar = new Map<string, ZipFile[]>();
    for (const file of (await zipFiles(zip)).files) {
      const key = ownerOf(file.place, keys);
      if (key === undefined) continue;
      const files = ofCar.get(key) ?? [];
      files.push(file);
      ofCar.set(key, files);
    }
    for (const [key, carId] of cars) {
      const files = ofCar.get(key);
      if (!files || (await carPictureCount(db, carId)) > 0) continue;
      const order = photoOrder(key);
      files.sort((a, b) => order(a.place, b.place));
      const counted = { stored: 0, failed: 0 };
      const received: { name: string; path: string; size: number }[] = [];
      for (const [index, { entry, place }] of files.entries()) {
        let bytes: Buffer;
        try {
          bytes = await entryBytes(zip, entry);
        } catch (error) {
          if (!(error instanceof PhotoZipRefused)) throw error;
          counted.failed += 1;
          continue;
        }
        // Not a picture: the upload counted it skipped.
        if (!isAllowedPicture(bytes.subarray(0, pictureHeadLength))) continue;
        const at = path.join(folder, `photo-${index}`);
        await writeFile(at, bytes);
        received.push({ name: pictureName(place.name, index), path: at, size: bytes.length });
      }
      try {
        if (!found.created_by) throw new HttpError(403, 'The importing user is gone');
        if (received.length > 0) {
          const answer = await uploadPictures(
            deps.pictures,
            found.created_by,
            { id: carId, dealerId: found.dealer_id },
            { files: received, refused: [] },
          );
          counted.failed += answer.refused.length;
          counted.stored += received.length - answer.refused.length;
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        deps.log.warn({ carId, reason: error.message }, "a stock car's zip photos were not stored");
        counted.failed += received.length;
      }
      await countZipPhotos(db, job.importId, counted);
      await Promise.all(received.map((file) => rm(file.path, { force: true })));
    }
  } finally {
    zip.close();
    await rm(folder, { recursive: true, force: true });
  }
  await scheduleRemoval(db, [job.zipKey], new Date());
  await removeListed(db, storage, [job.zipKey], deps.log);
}
