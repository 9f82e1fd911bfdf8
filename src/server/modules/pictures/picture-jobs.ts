import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import type { Storage } from '../../storage/storage';
import { forgetKeys, removeListed, scheduleRemoval, uploadGraceMs } from './file-cleanup';
import { ImageRejected, processPicture } from './images';
import type { PictureCars } from './pictures.service';
import { failPicture, finishPicture, pictureToProcess } from './pictures.repository';
import { pictureKeys } from './picture-keys';
import { pictureSlots } from './semaphore';
import type { UploadLimits } from './upload-guard';
import { pictureJobsFailed } from '../../metrics/process-metrics';

/*
 * Pictures are processed by jobs (docs/decisions/134): the upload stores the file as it came and
 * queues a job in the transaction that inserts its row; a worker, in any process, decodes it and
 * makes the stored sizes. A job that throws is tried again with backoff; one that keeps failing
 * (or whose worker died every time) reaches the failed queue, which marks its picture failed.
 */

export const pictureQueue = 'picture-processing';
export const failedPictureQueue = 'picture-processing-failed';

interface PictureJob {
  pictureId: string;
}

/** How the queue retries; tests shorten the delay. */
export interface PictureRetries {
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
}

const retryLimit = 4;
/** A worker that died mid-job stops beating; its job is tried again this long after. */
const heartbeatSeconds = 30;

/** Creates the queues the first time (later calls leave them as they are). */
export async function createPictureQueues(boss: PgBoss, retries: PictureRetries): Promise<void> {
  await boss.createQueue(failedPictureQueue);
  await boss.createQueue(pictureQueue, {
    retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds,
    expireInSeconds: 600,
    deadLetter: failedPictureQueue,
    notify: true,
  });
}

/** Queues one job per picture, in the transaction that stores their rows. */
export async function queuePictures(
  boss: PgBoss,
  trx: Db,
  pictureIds: readonly string[],
): Promise<void> {
  if (pictureIds.length === 0) return;
  const jobs = pictureIds.map((pictureId) => ({ data: { pictureId } satisfies PictureJob }));
  await boss.insert(pictureQueue, jobs, { db: inTransaction(trx) });
}

export interface PictureWorkerDeps {
  db: Db;
  storage: Storage;
  jobs: PgBoss;
  basePath: string;
  /** Its `timeoutSeconds` limits decoding one picture. */
  uploads: Pick<UploadLimits, 'timeoutSeconds'>;
  /** Pictures one process works on at once. */
  concurrency: number;
  /** A picture made ready changes its car. */
  cars: Pick<PictureCars, 'touch'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const couldNotProcess = (name: string) => `"${name}" could not be processed; try again`;

/**
 * Does one picture's job: decodes its upload and writes its sizes, then makes it `ready` and
 * removes the upload. Done again it changes nothing: the sizes get the same keys, and a picture
 * that is ready, failed or deleted meanwhile is left alone (the files of a deleted one removed).
 * A file that does not decode fails the picture at once; any other error is thrown for a retry.
 */
export async function processPictureJob(
  deps: Omit<PictureWorkerDeps, 'jobs' | 'concurrency'>,
  pictureId: string,
): Promise<void> {
  const { db, storage, log } = deps;
  const picture = await pictureToProcess(db, pictureId);
  if (picture?.status !== 'processing') return;
  let processed;
  try {
    const upload = await storage.get(picture.file_key);
    processed = await pictureSlots.run(() => processPicture(upload, deps.uploads.timeoutSeconds));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    await failPicture(db, pictureId, `"${picture.name}" ${error.message}`);
    return;
  }
  const keys = pictureKeys(deps.basePath, picture.car_id, pictureId);
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
  await scheduleRemoval(db, written, new Date(Date.now() + uploadGraceMs));
  const puts = await Promise.allSettled(
    outputs.map((output) => storage.put(output.key, output.body, output.type)),
  );
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await removeListed(db, storage, written, log);
    throw failed.reason;
  }
  const outcome = await db.transaction().execute(async (trx) => {
    const finished = await finishPicture(trx, pictureId, {
      fileKey: keys.original,
      thumbnailKey: keys.thumbnail,
      variants: [
        ...processed.variants.map((variant) => ({
          width: variant.width,
          key: keys.variant(variant.width),
        })),
        { width: processed.original.width, key: keys.original },
      ],
      bytes: outputs.reduce((sum, output) => sum + output.body.length, 0),
    });
    if (finished === 'gone') return finished;
    // Ready now or by an earlier run of the job: the row names these keys either way.
    await forgetKeys(trx, written);
    if (finished === 'already-ready') return finished;
    await scheduleRemoval(trx, [finished.uploadKey], new Date());
    await deps.cars.touch(trx, finished.carId);
    return finished;
  });
  if (outcome === 'gone') await removeListed(db, storage, written, log);
  else if (outcome !== 'already-ready') await removeListed(db, storage, [outcome.uploadKey], log);
}

/** Works on picture jobs in this process until the queue is stopped. */
export async function startPictureWorker(deps: PictureWorkerDeps): Promise<void> {
  const { jobs, log } = deps;
  await workEachJob<PictureJob>(jobs, pictureQueue, deps.concurrency, async (job) => {
    try {
      await processPictureJob(deps, job.data.pictureId);
    } catch (error) {
      pictureJobsFailed.inc();
      log.warn({ err: error, pictureId: job.data.pictureId }, 'a picture job failed');
      throw error;
    }
  });
  await workEachJob<PictureJob>(jobs, failedPictureQueue, 1, async (job) => {
    const picture = await pictureToProcess(deps.db, job.data.pictureId);
    if (picture?.status !== 'processing') return;
    log.error({ pictureId: picture.id }, 'a picture job kept failing; the picture failed');
    await failPicture(deps.db, picture.id, couldNotProcess(picture.name));
  });
}

/** Stops taking picture jobs, waiting for those in hand. */
export async function stopPictureWorker(jobs: PgBoss): Promise<void> {
  await jobs.offWork(pictureQueue, { wait: true });
  await jobs.offWork(failedPictureQueue, { wait: true });
}
