import type { FastifyBaseLogger } from 'fastify';
import {
  maxPicturesPerCar,
  type EditPicture,
  type PictureUploadResponse,
  type RefusedFile,
} from '#shared/schemas/car-write';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { lockManageableCar } from '../cars/car-access';
import { findCar } from '../cars/cars.repository';
import type { SearchCache } from '../cars/search-cache';
import { forgetKeys, removeListed, scheduleRemoval, uploadGraceMs } from './file-cleanup';
import { ImageRejected, processPicture } from './images';
import { editPictures } from './picture-view';
import {
  afterPictureDeleted,
  appendPictures,
  deletePictureRow,
  keysOfPicture,
  pictureCount,
  picturesOfCar,
  setPictureOrder,
  setShowcasePicture,
  touchCar,
  type NewPicture,
} from './pictures.repository';
import type { ReceivedFile, ReceivedUpload } from './receive-upload';
import { pictureSlots } from './semaphore';

export interface PictureDeps {
  db: Db;
  storage: Storage;
  searchCache: SearchCache;
  /** STORAGE_BASE_PATH: every key starts with it (spec section 7). */
  basePath: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
}

/** Where a picture's files live: `<base>/<carId>/<pictureId>/<file>` (docs/decisions/032). */
export function pictureKeys(basePath: string, carId: string, pictureId: string) {
  const folder = `${basePath}/${carId}/${pictureId}`;
  return {
    original: `${folder}/original.webp`,
    thumbnail: `${folder}/thumb.png`,
    variant: (width: number) => `${folder}/w${width}.webp`,
  };
}

/** The car's pictures as the edit form lists them. */
export async function listPictures(db: Db, storage: Storage, carId: string) {
  const row = await findCar(db, carId);
  if (!row) throw notFound('Car');
  return editPictures(row, storage);
}

interface StoredPicture {
  picture: NewPicture;
  keys: string[];
}

/**
 * Decodes one file, makes its outputs and writes them all, or none: the keys are listed for
 * removal first (so a crash leaves nothing unlisted) and removed again if any write fails.
 */
async function storeFiles(deps: PictureDeps, carId: string, file: ReceivedFile) {
  const processed = await processPicture(file.path);
  const id = newId('pic');
  const keys = pictureKeys(deps.basePath, carId, id);
  const outputs = [
    { key: keys.original, body: processed.original.body, type: 'image/webp' },
    { key: keys.thumbnail, body: processed.thumbnail, type: 'image/png' },
    ...processed.variants.map((variant) => ({
      key: keys.variant(variant.width),
      body: variant.body,
      type: 'image/webp',
    })),
  ];
  const written = outputs.map((output) => output.key);
  await scheduleRemoval(deps.db, written, new Date(Date.now() + uploadGraceMs));
  const puts = await Promise.allSettled(
    outputs.map((output) => deps.storage.put(output.key, output.body, output.type)),
  );
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await removeListed(deps.db, deps.storage, written, deps.log);
    throw failed.reason;
  }
  const stored: StoredPicture = {
    picture: {
      id,
      carId,
      name: file.name,
      fileKey: keys.original,
      thumbnailKey: keys.thumbnail,
      variants: [
        ...processed.variants.map((variant) => ({
          width: variant.width,
          key: keys.variant(variant.width),
        })),
        { width: processed.original.width, key: keys.original },
      ],
    },
    keys: written,
  };
  return stored;
}

type Refusal = RefusedFile & { kind: 'size' | 'image' | 'room' | 'failed' };

const roomMessage = (name: string) =>
  `"${name}" was not stored: a car has at most ${maxPicturesPerCar} pictures`;

/**
 * Stores the upload's pictures (the caller has checked the permission and received the files).
 * The upload's pictures are processed one after another, and at most two pictures at a time in
 * the whole process (`pictureSlots`), whatever the number of uploads.
 * Each picture is stored whole or not at all; the rows of all of them are inserted in one
 * transaction, under the car's lock, after the files are written.
 */
export async function uploadPictures(
  deps: PictureDeps,
  userId: string,
  carId: string,
  upload: Pick<ReceivedUpload, 'files' | 'refused'>,
): Promise<PictureUploadResponse> {
  const { db, storage } = deps;
  const refusals: Refusal[] = upload.refused.map((file) => ({ ...file, kind: 'size' }));
  let room = maxPicturesPerCar - (await pictureCount(db, carId));
  const accepted: ReceivedFile[] = [];
  for (const file of upload.files) {
    if (room-- > 0) accepted.push(file);
    else refusals.push({ name: file.name, message: roomMessage(file.name), kind: 'room' });
  }

  // One picture of this upload at a time: a 30-file upload takes one of the process's two
  // slots, so another dealer's upload meanwhile gets the other one instead of waiting for 30.
  const stored: StoredPicture[] = [];
  let unexpected: unknown;
  for (const file of accepted) {
    try {
      stored.push(await pictureSlots.run(() => storeFiles(deps, carId, file)));
    } catch (error) {
      const name = file.name;
      if (error instanceof ImageRejected) {
        refusals.push({ name, message: `"${name}" ${error.message}`, kind: 'image' });
      } else {
        unexpected ??= error;
        deps.log?.error({ err: error, name }, 'storing a picture failed');
        refusals.push({
          name,
          message: `"${name}" could not be stored; try again`,
          kind: 'failed',
        });
      }
    }
  }

  let inserted: StoredPicture[] = [];
  if (stored.length > 0) {
    try {
      await db.transaction().execute(async (trx) => {
        await lockManageableCar(trx, userId, carId);
        const roomNow = Math.max(0, maxPicturesPerCar - (await pictureCount(trx, carId)));
        inserted = stored.slice(0, roomNow);
        await appendPictures(
          trx,
          carId,
          inserted.map((entry) => entry.picture),
        );
        await forgetKeys(
          trx,
          inserted.flatMap((entry) => entry.keys),
        );
        await touchCar(trx, carId);
      });
    } catch (error) {
      await removeListed(
        db,
        storage,
        stored.flatMap((entry) => entry.keys),
        deps.log,
      );
      throw error;
    }
    const overflow = stored.slice(inserted.length);
    for (const entry of overflow) {
      const name = entry.picture.name;
      refusals.push({ name, message: roomMessage(name), kind: 'room' });
    }
    await removeListed(
      db,
      storage,
      overflow.flatMap((entry) => entry.keys),
      deps.log,
    );
    if (inserted.length > 0) deps.searchCache.clear();
  }

  const refused = refusals.map(({ name, message }) => ({ name, message }));
  if (inserted.length === 0) {
    if (unexpected !== undefined && refusals.every((refusal) => refusal.kind === 'failed')) {
      throw unexpected;
    }
    const status = refusals.every((refusal) => refusal.kind === 'size') ? 413 : 400;
    const message =
      refused.length === 1
        ? (refused[0]?.message ?? '')
        : `None of the ${refused.length} files was stored: ${refused.map((file) => file.message).join('; ')}`;
    throw new HttpError(status, message);
  }
  const ids = new Set(inserted.map((entry) => entry.picture.id));
  const pictures = (await listPictures(db, storage, carId)).filter((picture) =>
    ids.has(picture.id),
  );
  return { pictures, refused };
}

/** Deletes one picture: its row now (with its files listed), its files after the commit. */
export async function deletePicture(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureId: string,
): Promise<EditPicture[]> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    await lockManageableCar(trx, userId, carId);
    const row = await deletePictureRow(trx, carId, pictureId);
    if (!row) throw notFound('Picture');
    await afterPictureDeleted(trx, carId, pictureId);
    const listed = keysOfPicture(row);
    await scheduleRemoval(trx, listed, new Date());
    return listed;
  });
  deps.searchCache.clear();
  await removeListed(deps.db, deps.storage, keys, deps.log);
  return listPictures(deps.db, deps.storage, carId);
}

/** Puts the car's pictures in the order given, which must name each of them once. */
export async function reorderPictures(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureIds: readonly string[],
): Promise<EditPicture[]> {
  await deps.db.transaction().execute(async (trx) => {
    await lockManageableCar(trx, userId, carId);
    const current = new Set((await picturesOfCar(trx, carId)).map((picture) => picture.id));
    const exact = pictureIds.length === current.size && pictureIds.every((id) => current.has(id));
    if (!exact) {
      throw new HttpError(
        400,
        `pictureIds must name each of the car's ${current.size} pictures exactly once`,
      );
    }
    await setPictureOrder(trx, carId, pictureIds);
    await touchCar(trx, carId);
  });
  deps.searchCache.clear();
  return listPictures(deps.db, deps.storage, carId);
}

/** Chooses the car's showcase picture (first in the public `pictures` map, and its `og`). */
export async function chooseShowcase(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureId: string,
): Promise<EditPicture[]> {
  await deps.db.transaction().execute(async (trx) => {
    await lockManageableCar(trx, userId, carId);
    const pictures = await picturesOfCar(trx, carId);
    if (!pictures.some((picture) => picture.id === pictureId)) throw notFound('Picture');
    await setShowcasePicture(trx, carId, pictureId);
  });
  deps.searchCache.clear();
  return listPictures(deps.db, deps.storage, carId);
}
