import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from './db/database';
import type { Config } from './env';
import type { Keys } from './lib/keys';
import type { Storage } from './storage/storage';
import { touchCar } from './modules/cars/car-writes.service';
import { createMailQueues, startMailWorker, stopMailWorker } from './modules/mail/mail-outbox';
import { devMailbox, smtpTransport } from './modules/mail/mail-transport';
import {
  createAlertQueues,
  queueCarAlerts,
  startAlertWorker,
  stopAlertWorker,
} from './modules/alerts/alert-jobs';
import { carsForPictures } from './modules/cars/car-writes.service';
import { createSearchCache } from './modules/cars/search-cache';
import {
  createStockPhotoQueues,
  startStockPhotoWorker,
  stopStockPhotoWorker,
} from './modules/stock/stock-photo-jobs';
import {
  createStockImportQueues,
  startStockImportWorker,
  stopStockImportWorker,
} from './modules/stock/stock-import-jobs';
import { createStockFeedQueues, startStockFeedWorker } from './modules/stock/stock-feed-jobs';
import {
  createPictureQueues,
  startPictureWorker,
  stopPictureWorker,
} from './modules/pictures/picture-jobs';

/*
 * Which module works on which queue, put together here as app.ts puts the routes together: the
 * queue itself (queue/job-queue.ts) knows no module (docs/decisions/161).
 */

/** Creates every queue the first time (later calls leave them as they are). */
export async function createQueues(
  jobs: PgBoss,
  retries: {
    pictures: { retryDelaySeconds: number };
    mail: { retryDelaySeconds: number; retryLimit: number };
  },
): Promise<void> {
  await createPictureQueues(jobs, retries.pictures);
  await createMailQueues(jobs, retries.mail);
  await createAlertQueues(jobs);
  await createStockImportQueues(jobs);
  await createStockPhotoQueues(jobs);
  await createStockFeedQueues(jobs);
}

export const queueRetries = (config: Config) => ({ pictures: config.jobs, mail: config.mail });

export interface BackgroundWorkDeps {
  config: Config;
  db: Db;
  storage: Storage;
  jobs: PgBoss;
  keys: Keys;
  /** Pictures worked on at once. */
  pictureConcurrency: number;
  /** Cars this process wrote in bulk (an import): its search index, if it has one, takes them. */
  carsChanged?: ((ids: readonly string[]) => Promise<void>) | undefined;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Works on every queue in this process: pictures, alerts, mail, stock imports and their photos,
 * and stock feeds with their schedule (docs/decisions/134, 136, 177).
 * Answers how to stop, waiting for the jobs in hand.
 */
export async function startBackgroundWork(deps: BackgroundWorkDeps): Promise<() => Promise<void>> {
  const { config, db, storage, jobs, log } = deps;
  const { mail } = config;
  const transport = mail.smtpUrl
    ? smtpTransport(mail.smtpUrl, mail.from, new URL(config.publicUrl).hostname)
    : devMailbox;
  await startPictureWorker({
    db,
    storage,
    jobs,
    basePath: config.storageBasePath,
    uploads: config.uploads,
    concurrency: deps.pictureConcurrency,
    cars: { touch: touchCar },
    log,
  });
  await startAlertWorker({
    db,
    jobs,
    storage,
    publicUrl: config.publicUrl,
    unsubscribeKey: deps.keys.unsubscribe,
    timing: config.alerts,
    log,
  });
  await startMailWorker({ db, jobs, transport, log });
  // An import's and a feed's car writes: the quota holds, and the alert work is queued.
  const stockCars = {
    quotas: config.quotas,
    carsWritten: (trx: Db, carIds: readonly string[]) => queueCarAlerts(jobs, trx, carIds),
  };
  await startStockImportWorker({
    db,
    jobs,
    storage,
    cars: stockCars,
    carsChanged: deps.carsChanged,
    log,
  });
  await startStockPhotoWorker({
    jobs,
    concurrency: deps.pictureConcurrency,
    pictures: {
      db,
      storage,
      jobs,
      // This process may have no search index; the pictures' jobs change the car, which the
      // web processes' indexes follow.
      cars: carsForPictures(createSearchCache(0)),
      basePath: config.storageBasePath,
      quotas: config.quotas,
      uploads: config.uploads,
      log,
    },
    allowedHosts: config.outsideFetch.allowedHosts,
    log,
  });
  const stopStockFeedWorker = await startStockFeedWorker({
    db,
    jobs,
    publicUrl: config.publicUrl,
    allowedHosts: config.outsideFetch.allowedHosts,
    cars: stockCars,
    carsChanged: deps.carsChanged,
    log,
  });
  return async () => {
    await stopStockFeedWorker();
    await stopStockImportWorker(jobs);
    await stopStockPhotoWorker(jobs);
    await stopPictureWorker(jobs);
    await stopAlertWorker(jobs);
    await stopMailWorker(jobs);
    transport.close();
  };
}
