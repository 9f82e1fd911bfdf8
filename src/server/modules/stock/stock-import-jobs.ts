import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import type { Storage } from '../../storage/storage';
import { queueStockPhotos } from './stock-photo-jobs';
import type { CarWriteDeps } from '../cars/car-writes.service';
import { stockBatchSize, writeStockBatch, writeStockCars } from './stock-writes';
import {
  findStockImport,
  stockImportRowCounts,
  markRowWritten,
  refuseUnwrittenRow,
  rowsToWrite,
  updateStockImport,
} from './stock-imports.repository';

/*
 * A confirmed import is written by a job, in any process: a batch of cars with their rows marked
 * written, their alert work and their photo jobs in one transaction, so a crash leaves no
 * half-written car and the job, tried again, goes on from the first row not yet written. The
 * counts the screen shows are kept as it goes.
 */

export const stockImportQueue = 'stock-import';
/** Where an import's job goes once its retries are spent: its import is marked failed. */
export const failedStockImportQueue = 'stock-import-failed';

interface StockImportJob {
  importId: string;
}

/** A worker that died mid-import stops beating; the job is tried again this long after. */
const heartbeatSeconds = 30;

export async function createStockImportQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(failedStockImportQueue);
  await boss.createQueue(stockImportQueue, {
    deadLetter: failedStockImportQueue,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    heartbeatSeconds,
    expireInSeconds: 3600,
    notify: true,
  });
}

/** Queues the import's job, in the transaction that marks it queued. */
export async function queueStockImport(boss: PgBoss, trx: Db, importId: string): Promise<void> {
  await boss.send(stockImportQueue, { importId } satisfies StockImportJob, {
    db: inTransaction(trx),
  });
}

export interface StockImportWorkerDeps {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
  cars: Pick<CarWriteDeps, 'carsWritten' | 'quotas'>;
  /** Cars this process wrote: its search index takes them at once (others follow the log). */
  carsChanged?: ((ids: readonly string[]) => Promise<void>) | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type StockImportRecord = NonNullable<Awaited<ReturnType<typeof findStockImport>>>;
type RowToWrite = Awaited<ReturnType<typeof rowsToWrite>>[number];

/** Writes `rows` in the caller's transaction (`writeStockCars`), each row marked written. */
const writeRows = (
  trx: Db,
  deps: StockImportWorkerDeps,
  found: StockImportRecord,
  rows: readonly RowToWrite[],
) =>
  writeStockCars(
    trx,
    deps,
    { dealerId: found.dealer_id, createdBy: found.created_by, importId: found.id },
    rows.map((row) => ({
      carId: row.car_id,
      stockNumber: row.stock_number,
      vin: row.vin,
      car: row.car as StockCarValues,
      fields: row.changed as (keyof StockCarValues)[],
      photos: row.photos,
    })),
    (index, id) => markRowWritten(trx, found.id, rows[index]!.line, id),
  );

/**
 * Writes the import's rows not yet written, a batch per transaction (stock-writes.ts): a row
 * whose car can no longer be written is refused with the reason.
 */
export async function runStockImport(deps: StockImportWorkerDeps, importId: string) {
  const { db } = deps;
  const found = await findStockImport(db, importId);
  if (!found || found.status === 'done') return;
  await updateStockImport(db, importId, { status: 'running' });
  for (;;) {
    const rows = await rowsToWrite(db, importId, stockBatchSize);
    if (rows.length === 0) break;
    const written = await writeStockBatch(
      db,
      rows,
      (trx, batch) => writeRows(trx, deps, found, batch),
      (row, problem) => refuseUnwrittenRow(db, importId, row.line, problem),
      deps.cars.quotas.carsPerDealer,
    );
    await deps.carsChanged?.(written);
    await updateStockImport(db, importId, {
      counts: JSON.stringify(await stockImportRowCounts(db, importId)),
    });
  }
  await db.transaction().execute(async (trx) => {
    await updateStockImport(trx, importId, { status: 'done' });
    // The zip's photos go to the import's cars once they are all written (photo-zip.ts).
    if (found.photo_zip) {
      await queueStockPhotos(deps.jobs, trx, [{ importId, zipKey: found.photo_zip.key }]);
    }
  });
  await deps.storage.remove([found.file_key]);
}

/** Works on the import queue in this process until the queue is stopped. */
export async function startStockImportWorker(deps: StockImportWorkerDeps): Promise<void> {
  await workEachJob<StockImportJob>(deps.jobs, stockImportQueue, 1, async (job) => {
    try {
      await runStockImport(deps, job.data.importId);
    } catch (error) {
      deps.log.warn({ err: error, importId: job.data.importId }, 'writing an import failed');
      throw error;
    }
  });
  // What was written stays written; the screen says the rest failed, and a new import of the
  // same sheet finds the written cars by their numbers.
  await workEachJob<StockImportJob>(deps.jobs, failedStockImportQueue, 1, async (job) => {
    await updateStockImport(deps.db, job.data.importId, { status: 'failed' });
  });
}

export async function stopStockImportWorker(jobs: PgBoss): Promise<void> {
  await jobs.offWork(stockImportQueue, { wait: true });
  await jobs.offWork(failedStockImportQueue, { wait: true });
}
