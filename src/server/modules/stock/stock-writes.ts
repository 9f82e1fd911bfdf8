import type { RowProblem } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';

/*
 * Writing many cars of a sheet or feed: a batch per transaction, so a crash leaves no car half
 * written and the next try goes on from what was written.
 */

/** Rows written in one transaction. */
export const stockBatchSize = 100;

/**
 * Writes `rows` in one transaction with `write`. When a car of them can no longer be written (an
 * `HttpError`: the quota reached meanwhile, its car deleted), writes them again one by one and
 * hands each refused row, with why, to `refused`. Answers the ids of the cars written.
 */
export async function writeStockBatch<T>(
  db: Db,
  rows: readonly T[],
  write: (trx: Db, rows: readonly T[]) => Promise<string[]>,
  refused: (row: T, problem: RowProblem) => Promise<void>,
  carLimit: number,
): Promise<string[]> {
  try {
    return await db.transaction().execute((trx) => write(trx, rows));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const written: string[] = [];
  for (const row of rows) {
    try {
      written.push(...(await db.transaction().execute((trx) => write(trx, [row]))));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await refused(row, {
        field: null,
        value: '',
        ...(error.statusCode === 409
          ? { reason: 'carLimit', limit: carLimit }
          : { reason: 'carGone' }),
      });
    }
  }
  return written;
}
