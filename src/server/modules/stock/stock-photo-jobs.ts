import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { maxUploadBytes } from '#shared/reference/limits';
import type { Db } from '../../db/database';
import { fetchOutsideUrl, OutsideFetchError } from '../../lib/outside-fetch';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import { HttpError } from '../../plugins/errors';
import { lockCarOfDealer } from '../cars/stock-cars.service';
import {
  carPictureCount,
  pictureName,
  uploadPictures,
  type PictureDeps,
} from '../pictures/pictures.service';
import { storeZipPhotos, type ZipPhotoJob } from './photo-zip';
import { countStockPhoto, findStockImport } from './stock-imports.repository';

/*
 * The photos a sheet names by URL come after their car: one job per new car fetches them, in
 * the sheet's order, each through the safe fetcher (public addresses only, the upload's size
 * limit, 15 s, a picture by its first bytes), then stores it as an upload of the importing
 * dealer, so the car's room and the dealership's quota hold and a picture worker processes it.
 * The stock API's photos (dealer-stock.service.ts) come the same way, without an import: they
 * are stored as the dealership's own upload, for a car of the dealership that has no picture
 * yet when the job starts (docs/decisions/174). An import's zip of photos has one job of its own
 * on this queue, queued once its cars are written (photo-zip.ts, docs/decisions/176).
 */

export const stockPhotoQueue = 'stock-photos';

export interface StockPhotoJob {
  /** The import whose row named the photos; none for the stock API's. */
  importId?: string | undefined;
  carId: string;
  dealerId: string;
  urls: string[];
}

export async function createStockPhotoQueues(boss: PgBoss): Promise<void> {
  // A photo that failed is counted failed, not tried again: the job itself retries only when
  // its worker died.
  await boss.createQueue(stockPhotoQueue, {
    retryLimit: 2,
    retryDelay: 30,
    heartbeatSeconds: 30,
    expireInSeconds: 1800,
    notify: true,
  });
}

/**
 * Queues the fetching of new cars' photos, or the storing of an import's zip of photos
 * (photo-zip.ts), in the transaction that writes the cars.
 */
export async function queueStockPhotos(
  boss: PgBoss,
  trx: Db,
  jobs: readonly (StockPhotoJob | ZipPhotoJob)[],
): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(
    stockPhotoQueue,
    jobs.map((data) => ({ data })),
    { db: inTransaction(trx) },
  );
}

export interface StockPhotoDeps {
  pictures: PictureDeps;
  /** `host:port` pairs reached although private (tests' local servers). */
  allowedHosts: ReadonlySet<string>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The file name a photo keeps: the URL's last path part. */
const photoName = (url: string, index: number) =>
  pictureName(decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''), index);

/**
 * Who stores the stock API's photos: the dealership itself, whose key wrote the car. In place of
 * a member's rights, the car must be the dealership's.
 */
function asDealership(pictures: PictureDeps, dealerId: string): PictureDeps {
  return {
    ...pictures,
    cars: {
      ...pictures.cars,
      lockManageable: (trx, _userId, carId) => lockCarOfDealer(trx, dealerId, carId),
    },
  };
}

/**
 * Fetches and stores the job's photos: an import's as the importing user, each counted fetched
 * or failed on the import; the stock API's as the dealership (the user id given is not read).
 */
export async function runStockPhotos(deps: StockPhotoDeps, job: StockPhotoJob): Promise<void> {
  if (job.importId === undefined) {
    const { db } = deps.pictures;
    // A second PUT of the car before this job ran queued its photos again: only one stores them.
    if ((await carPictureCount(db, job.carId)) > 0) return;
    await storePhotos(
      { ...deps, pictures: asDealership(deps.pictures, job.dealerId) },
      job,
      job.dealerId,
      async () => undefined,
    );
    return;
  }
  const { importId } = job;
  const { db } = deps.pictures;
  const found = await findStockImport(db, importId);
  if (!found) return;
  await storePhotos(deps, job, found.created_by, (stored) => countStockPhoto(db, importId, stored));
}

/** Fetches and stores the job's photos as `uploader`, telling `counted` how each went. */
async function storePhotos(
  deps: StockPhotoDeps,
  job: StockPhotoJob,
  uploader: string | null,
  counted: (stored: boolean) => Promise<void>,
): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-photos-'));
  try {
    for (const [index, url] of job.urls.entries()) {
      let stored = false;
      try {
        if (!uploader) throw new HttpError(403, 'The importing user is gone');
        const fetched = await fetchOutsideUrl(url, {
          maxBytes: maxUploadBytes,
          allowedHosts: deps.allowedHosts,
          picture: true,
        });
        const at = path.join(folder, `photo-${index}`);
        await writeFile(at, fetched.body);
        const answer = await uploadPictures(
          deps.pictures,
          uploader,
          { id: job.carId, dealerId: job.dealerId },
          {
            files: [{ name: photoName(url, index), path: at, size: fetched.body.length }],
            refused: [],
          },
        );
        stored = answer.refused.length === 0;
      } catch (error) {
        if (!(error instanceof OutsideFetchError || error instanceof HttpError)) throw error;
        deps.log.warn({ url, reason: error.message }, 'a photo of a stock car was not stored');
      }
      await counted(stored);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Works on the photo queue in this process until the queue is stopped. */
export async function startStockPhotoWorker(
  deps: StockPhotoDeps & { jobs: PgBoss; concurrency: number },
): Promise<void> {
  await workEachJob<StockPhotoJob | ZipPhotoJob>(
    deps.jobs,
    stockPhotoQueue,
    deps.concurrency,
    (job) =>
      'zipKey' in job.data ? storeZipPhotos(deps, job.data) : runStockPhotos(deps, job.data),
  );
}

export async function stopStockPhotoWorker(jobs: PgBoss): Promise<void> {
  await jobs.offWork(stockPhotoQueue, { wait: true });
}
