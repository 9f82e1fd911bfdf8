import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { PgBoss } from 'pg-boss';
import {
  maxPicturesPerCar,
  type EditPicture,
  type PictureUploadResponse,
  type RefusedFile,
} from '#shared/schemas/car-write';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { forgetKeys, removeListed, scheduleRemoval, uploadGraceMs } from './file-cleanup';
import { checkUpload, ImageRejected, processLogo } from './images';
import { queuePictures } from './picture-jobs';
import { pictureKeys } from './picture-keys';
import { editPictures } from './picture-view';
import {
  appendPictures,
  deletePictureRow,
  keysOfPicture,
  pictureCount,
  picturesJsonOfCar,
  picturesOfCar,
  picturesToShow,
  pictureStatus,
  pictureUsageOfCars,
  restartPicture,
  setPictureOrder,
  type NewPicture,
} from './pictures.repository';
import type { ReceivedFile, ReceivedUpload } from './receive-upload';
import { pictureSlots } from './semaphore';
import type { UploadLimits } from './upload-guard';

/** The `quotas` part of the configuration: what one dealership may keep (docs/decisions/053). */
export interface DealerQuotas {
  carsPerDealer: number;
  picturesPerDealer: number;
  pictureBytesPerDealer: number;
}

// Cars show their pictures and delete them with the car, so cars import pictures; pictures reach
// cars only through what app.ts gives them here.
export { editPictures, picturesInWork, picturesMap } from './picture-view';
export { removeListed } from './file-cleanup';
export { pictureKeys } from './picture-keys';

// The dealer logo upload shares the upload pipeline of car pictures: the multipart refusals, the
// per-user and per-process upload guard, the decoding rules and slots, and the file-cleanup list.
export { forgetKeys, scheduleRemoval, uploadGraceMs } from './file-cleanup';
export { pictureName, refusedUpload, tooLargeMessage } from './receive-upload';
export { guardUpload, type UploadLimits } from './upload-guard';

/**
 * A dealer's logo made of an uploaded file: the same test of what an image is, the same time
 * limit and the same processing slots (`pictureSlots`) as car picture jobs. A file that is not such a
 * picture is refused with 400 naming it.
 */
export async function makeLogo(
  file: { name: string; body: Buffer },
  uploads: Pick<UploadLimits, 'timeoutSeconds'>,
): Promise<Buffer> {
  try {
    return await pictureSlots.run(() => processLogo(file.body, uploads.timeoutSeconds));
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(400, `"${file.name}" ${error.message}`);
    throw error;
  }
}

/**
 * The pictures of the outer query's car as one JSON array, in order: the cars module reads a
 * page of cars with their pictures in one query.
 */
export function picturesOfCarAsJson(eb: ExpressionBuilder<Database, 'cars'>) {
  return picturesJsonOfCar(eb);
}

/** What pictures need of the car they belong to. */
export interface PictureCars {
  /** The car, if the user may change it: 404 when there is none, else 403. */
  manageable(db: Db, userId: string, carId: string): Promise<{ dealerId: string }>;
  /** The same inside a transaction, with the car's row locked until the transaction ends. */
  lockManageable(trx: Db, userId: string, carId: string): Promise<unknown>;
  /** Locks the dealership's row; writers take it before the car's (docs/decisions/053). */
  lockDealer(trx: Db, dealerId: string): Promise<void>;
  /** The car's pictures changed: searches must not answer from before. */
  changed(): void;
  /** The car's chosen showcase picture (null: the first); undefined when there is no such car. */
  showcaseOf(db: Db, carId: string): Promise<{ pictureId: string | null } | undefined>;
  /** The dealership's cars, whose pictures count against its quotas (docs/decisions/053). */
  idsOfDealer(db: Db, dealerId: string): Promise<string[]>;
  /** Chooses the car's showcase picture (null: the first); the car changes with it. */
  setShowcase(trx: Db, carId: string, pictureId: string | null): Promise<void>;
  /** A picture of the car was deleted: the car changes, and loses it as its showcase. */
  pictureDeleted(trx: Db, carId: string, pictureId: string): Promise<void>;
  /** A change to the car's pictures changes the car (its `updated_at`). */
  touch(trx: Db, carId: string): Promise<void>;
}

export interface PictureDeps {
  db: Db;
  storage: Storage;
  jobs: PgBoss;
  cars: PictureCars;
  /** STORAGE_BASE_PATH: every key starts with it (docs/decisions/032). */
  basePath: string;
  quotas: DealerQuotas;
  uploads: UploadLimits;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
}

/** How many pictures the car has, in any status (the stock API fetches photos only for none). */
export async function carPictureCount(db: Db, carId: string): Promise<number> {
  return pictureCount(db, carId);
}

/** The car's pictures as the edit form lists them. */
async function listPictures(deps: Pick<PictureDeps, 'db' | 'storage' | 'cars'>, carId: string) {
  const showcase = await deps.cars.showcaseOf(deps.db, carId);
  if (!showcase) throw notFound('Car');
  const pictures = await picturesToShow(deps.db, carId);
  return editPictures({ showcase_picture_id: showcase.pictureId, pictures }, deps.storage);
}

/** The pictures of all of the dealership's cars, and the bytes they take in storage. */
async function dealerPictureUsage(cars: PictureCars, db: Db, dealerId: string) {
  return pictureUsageOfCars(db, await cars.idsOfDealer(db, dealerId));
}

/**
 * Lists the files of all the car's pictures for removal, in the transaction that deletes the car
 * (the rows go with it); remove them with `removeListed` after the commit.
 */
export async function listCarFilesForRemoval(trx: Db, carId: string): Promise<string[]> {
  const keys = (await picturesOfCar(trx, carId)).flatMap(keysOfPicture);
  await scheduleRemoval(trx, keys, new Date());
  return keys;
}

interface StoredPicture {
  picture: NewPicture;
  keys: string[];
}

/**
 * Checks one file quickly (`checkUpload`) and stores it as it came, to be processed by a job:
 * its key is listed for removal first (so a crash leaves nothing unlisted) and removed again if
 * the write fails.
 */
async function storeUpload(
  deps: PictureDeps,
  carId: string,
  file: ReceivedFile,
): Promise<StoredPicture> {
  await checkUpload(file.path);
  const id = newId('pic');
  const key = pictureKeys(deps.basePath, carId, id).upload;
  await scheduleRemoval(deps.db, [key], new Date(Date.now() + uploadGraceMs));
  try {
    await deps.storage.put(key, await readFile(file.path), 'application/octet-stream');
  } catch (error) {
    await removeListed(deps.db, deps.storage, [key], deps.log);
    throw error;
  }
  return {
    picture: {
      id,
      carId,
      name: file.name,
      fileKey: key,
      thumbnailKey: null,
      variants: [],
      bytes: file.size,
    },
    keys: [key],
  };
}

type Refusal = RefusedFile & { kind: 'size' | 'image' | 'room' | 'quota' | 'failed' };

const roomMessage = (name: string) =>
  `"${name}" was not stored: a car has at most ${maxPicturesPerCar} pictures`;

const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${count(Math.floor(bytes / 1024 / 1024))} MB`;

/**
 * Why the dealership, using `usage`, can take no picture (of `adding` bytes) more; undefined when
 * it can.
 */
function quotaReason(
  quotas: DealerQuotas,
  usage: { pictures: number; bytes: number },
  adding = 0,
): string | undefined {
  if (usage.pictures >= quotas.picturesPerDealer) {
    return `the dealership has reached its limit of ${count(quotas.picturesPerDealer)} pictures`;
  }
  const bytesLimit = quotas.pictureBytesPerDealer;
  if (usage.bytes >= bytesLimit || usage.bytes + adding > bytesLimit) {
    return `the dealership's pictures have reached their limit of ${megabytes(quotas.pictureBytesPerDealer)}`;
  }
  return undefined;
}

/**
 * Refuses an upload to a dealership that has used its quota (409), before a byte of the upload
 * is read.
 */
export async function requirePictureRoom(
  deps: Pick<PictureDeps, 'db' | 'quotas' | 'cars'>,
  dealerId: string,
): Promise<void> {
  const reason = quotaReason(deps.quotas, await dealerPictureUsage(deps.cars, deps.db, dealerId));
  if (reason) {
    throw new HttpError(409, `No pictures were stored: ${reason}. Delete some to add others.`);
  }
}

/**
 * Stores the upload's pictures (the caller has checked the permission and received the files),
 * each as it came, to be processed by a job (docs/decisions/134): the answer lists them
 * `processing`. The rows of all of them and their jobs are inserted in one transaction, under the
 * locks of the dealership and the car, after the files are written. Those that do not fit the
 * car's room or the dealership's quota then are refused and their files removed
 * (docs/decisions/053). Until a job has made its sizes, a picture counts its upload's bytes.
 */
export async function uploadPictures(
  deps: PictureDeps,
  userId: string,
  car: { id: string; dealerId: string },
  upload: Pick<ReceivedUpload, 'files' | 'refused'>,
): Promise<PictureUploadResponse> {
  const { db, storage, quotas } = deps;
  const carId = car.id;
  const refusals: Refusal[] = upload.refused.map((file) => ({ ...file, kind: 'size' }));
  const refuse = (name: string, kind: 'room' | 'quota', reason: string | undefined) =>
    refusals.push({
      name,
      message: kind === 'room' ? roomMessage(name) : `"${name}" was not stored: ${reason}`,
      kind,
    });
  const usage = await dealerPictureUsage(deps.cars, db, car.dealerId);
  let room = maxPicturesPerCar - (await pictureCount(db, carId));
  const accepted: ReceivedFile[] = [];
  for (const file of upload.files) {
    const reason = quotaReason(quotas, usage);
    if (room <= 0) refuse(file.name, 'room', undefined);
    else if (reason) refuse(file.name, 'quota', reason);
    else {
      accepted.push(file);
      room--;
      usage.pictures++;
    }
  }

  const stored: StoredPicture[] = [];
  let unexpected: unknown;
  for (const file of accepted) {
    const name = file.name;
    const reason = quotaReason(quotas, { pictures: 0, bytes: usage.bytes }, file.size);
    if (reason) {
      refuse(name, 'quota', reason);
      continue;
    }
    try {
      const entry = await storeUpload(deps, carId, file);
      stored.push(entry);
      usage.bytes += entry.picture.bytes;
    } catch (error) {
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
    const overflow: { entry: StoredPicture; kind: 'room' | 'quota'; reason?: string }[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        // The dealership first, then the car: the order every writer takes them in.
        await deps.cars.lockDealer(trx, car.dealerId);
        await deps.cars.lockManageable(trx, userId, carId);
        let roomNow = maxPicturesPerCar - (await pictureCount(trx, carId));
        const usageNow = await dealerPictureUsage(deps.cars, trx, car.dealerId);
        inserted = [];
        overflow.length = 0;
        for (const entry of stored) {
          const reason = quotaReason(quotas, usageNow, entry.picture.bytes);
          if (roomNow <= 0) overflow.push({ entry, kind: 'room' });
          else if (reason) overflow.push({ entry, kind: 'quota', reason });
          else {
            inserted.push(entry);
            roomNow--;
            usageNow.pictures++;
            usageNow.bytes += entry.picture.bytes;
          }
        }
        await appendPictures(
          trx,
          carId,
          inserted.map((entry) => entry.picture),
        );
        await forgetKeys(
          trx,
          inserted.flatMap((entry) => entry.keys),
        );
        await queuePictures(
          deps.jobs,
          trx,
          inserted.map((entry) => entry.picture.id),
        );
        await deps.cars.touch(trx, carId);
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
    for (const { entry, kind, reason } of overflow) refuse(entry.picture.name, kind, reason);
    await removeListed(
      db,
      storage,
      overflow.flatMap(({ entry }) => entry.keys),
      deps.log,
    );
    if (inserted.length > 0) deps.cars.changed();
  }

  const refused = refusals.map(({ name, message }) => ({ name, message }));
  if (inserted.length === 0) {
    if (unexpected !== undefined && refusals.every((refusal) => refusal.kind === 'failed')) {
      throw unexpected;
    }
    const status = refusals.every((refusal) => refusal.kind === 'size')
      ? 413
      : refusals.every((refusal) => refusal.kind === 'quota')
        ? 409
        : 400;
    const message =
      refused.length === 1
        ? (refused[0]?.message ?? '')
        : `None of the ${refused.length} files was stored: ${refused.map((file) => file.message).join('; ')}`;
    throw new HttpError(status, message);
  }
  const ids = new Set(inserted.map((entry) => entry.picture.id));
  const pictures = (await listPictures(deps, carId)).filter((picture) => ids.has(picture.id));
  return { pictures, refused };
}

/**
 * Runs `work` in a transaction that has locked the car's row first: 404 when there is no such
 * car, 403 when the user may not change it.
 */
function inLockedCar<T>(
  deps: Pick<PictureDeps, 'db' | 'cars'>,
  userId: string,
  carId: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    await deps.cars.lockManageable(trx, userId, carId);
    return work(trx);
  });
}

/** The car's pictures, for the edit form to follow their processing. */
export async function carPictureList(
  deps: Pick<PictureDeps, 'db' | 'storage' | 'cars'>,
  userId: string,
  carId: string,
): Promise<EditPicture[]> {
  await deps.cars.manageable(deps.db, userId, carId);
  return listPictures(deps, carId);
}

/** Puts a failed picture back to processing, with a new job (409 unless it failed). */
export async function retryPicture(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureId: string,
): Promise<EditPicture[]> {
  await inLockedCar(deps, userId, carId, async (trx) => {
    const status = await pictureStatus(trx, carId, pictureId);
    if (status === undefined) throw notFound('Picture');
    if (status !== 'failed') {
      throw new HttpError(409, `The picture is ${status}; only a failed picture is tried again`);
    }
    await restartPicture(trx, pictureId);
    await queuePictures(deps.jobs, trx, [pictureId]);
  });
  return listPictures(deps, carId);
}

/** Deletes one picture: its row now (with its files listed), its files after the commit. */
export async function deletePicture(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureId: string,
): Promise<EditPicture[]> {
  const keys = await inLockedCar(deps, userId, carId, async (trx) => {
    const row = await deletePictureRow(trx, carId, pictureId);
    if (!row) throw notFound('Picture');
    await deps.cars.pictureDeleted(trx, carId, pictureId);
    const listed = keysOfPicture(row);
    await scheduleRemoval(trx, listed, new Date());
    return listed;
  });
  deps.cars.changed();
  await removeListed(deps.db, deps.storage, keys, deps.log);
  return listPictures(deps, carId);
}

/** Puts the car's pictures in the order given, which must name each of them once. */
export async function reorderPictures(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureIds: readonly string[],
): Promise<EditPicture[]> {
  await inLockedCar(deps, userId, carId, async (trx) => {
    const current = new Set((await picturesOfCar(trx, carId)).map((picture) => picture.id));
    const exact = pictureIds.length === current.size && pictureIds.every((id) => current.has(id));
    if (!exact) {
      throw new HttpError(
        400,
        `pictureIds must name each of the car's ${current.size} pictures exactly once`,
      );
    }
    await setPictureOrder(trx, carId, pictureIds);
    await deps.cars.touch(trx, carId);
  });
  deps.cars.changed();
  return listPictures(deps, carId);
}

/** Chooses the car's showcase picture (first in the public `pictures` map, and its `og`). */
export async function chooseShowcase(
  deps: PictureDeps,
  userId: string,
  carId: string,
  pictureId: string,
): Promise<EditPicture[]> {
  await inLockedCar(deps, userId, carId, async (trx) => {
    const pictures = await picturesOfCar(trx, carId);
    if (!pictures.some((picture) => picture.id === pictureId)) throw notFound('Picture');
    await deps.cars.setShowcase(trx, carId, pictureId);
  });
  deps.cars.changed();
  return listPictures(deps, carId);
}
