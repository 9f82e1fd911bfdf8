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
import { pictureName, uploadPictures, type PictureDeps } from '../pictures/pictures.service';
import { countStockPhoto, findStockImport } from './stock-imports.repository';

/*
 * The photos a sheet names by URL come after their car: one job per new car fetches them, in
 * the sheet's order, each through the safe fetcher (public addresses only, the upload's size
 * limit, 15 s, a picture by its first bytes), then stores it as an upload of the importing
 * dealer, so the car's room and the dealership's quota hold and a picture worker processes it.
 */

export const stockPhotoQueue = 'stock-photos';

export interface StockPhotoJob {
  importId: string;
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

/** Queues the fetching of new cars' photos, in the transaction that writes the cars. */
export async function queueStockPhotos(
  boss: PgBoss,
  trx: Db,
  jobs: readonly StockPhotoJob[],
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

/** Fetches and stores the job's photos; each is counted fetched or failed on its import. */
export async function runStockPhotos(deps: StockPhotoDeps, job: StockPhotoJob): Promise<void> {
  const { db } = deps.pictures;
  const found = await findStockImport(db, job.importId);
  if (!found) return;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-photos-'));
  try {
    for (const [index, url] of job.urls.entries()) {
      let stored = false;
      try {
        if (!found.created_by) throw new HttpError(403, 'The importing user is gone');
        const fetched = await fetchOutsideUrl(url, {
          maxBytes: maxUploadBytes,
          allowedHosts: deps.allowedHosts,
          picture: true,
        });
        const at = path.join(folder, `photo-${index}`);
        await writeFile(at, fetched.body);
        const answer = await uploadPictures(
          deps.pictures,
          found.created_by,
          { id: job.carId, dealerId: job.dealerId },
          {
            files: [{ name: photoName(url, index), path: at, size: fetched.body.length }],
            refused: [],
          },
        );
        stored = answer.refused.length === 0;
      } catch (error) {
        if (!(error instanceof OutsideFetchError || error instanceof HttpError)) throw error;
        deps.log.warn({ url, reason: error.message }, 'a photo of an import was not stored');
      }
      await countStockPhoto(db, job.importId, stored);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Works on the photo queue in this process until the queue is stopped. */
export async function startStockPhotoWorker(
  deps: StockPhotoDeps & { jobs: PgBoss; concurrency: number },
): Promise<void> {
  await workEachJob<StockPhotoJob>(deps.jobs, stockPhotoQueue, deps.concurrency, (job) =>
    runStockPhotos(deps, job.data),
  );
}

export async function stopStockPhotoWorker(jobs: PgBoss): Promise<void> {
  await jobs.offWork(stockPhotoQueue, { wait: true });
}
