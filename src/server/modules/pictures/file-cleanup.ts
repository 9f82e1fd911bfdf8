import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { dueKeys, forgetKeys, postponeKeys, scheduleKeys } from './pictures.repository';

/*
 * Files no row names must not stay in storage, and no row may name a missing file
 * (docs/decisions/033). Keys go on the `file_cleanup` list before they can become orphans:
 * - an upload lists its keys (due in an hour) before writing them, and the transaction that
 *   inserts the picture row takes them off, so a crash in between leaves them listed;
 * - a deletion lists the keys in the transaction that deletes the rows (due at once), and
 *   takes them off once storage has removed them, so a failed removal stays listed.
 * The sweeper removes whatever is due, now and then, in every process.
 */

/** Longer than any upload takes: an upload's keys are not swept while it still runs. */
export const uploadGraceMs = 60 * 60 * 1000;
/** A failed removal is tried again after this long. */
export const retryDelayMs = 10 * 60 * 1000;
const sweepBatch = 500;
/** How often every process sweeps. */
export const fileSweepEveryMs = 10 * 60 * 1000;

export { scheduleKeys as scheduleRemoval, forgetKeys };

/**
 * Removes listed keys from storage now and takes them off the list; a failure is logged and
 * recorded for the sweeper, never thrown (the rows are already gone or were never written).
 */
export async function removeListed(
  db: Db,
  storage: Storage,
  keys: readonly string[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  if (keys.length === 0) return true;
  try {
    await storage.remove(keys);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log?.warn({ err: error, keys: keys.length }, 'storage removal failed; the sweeper retries');
    await postponeKeys(db, keys, new Date(Date.now() + retryDelayMs), message).catch(() => {});
    return false;
  }
  await forgetKeys(db, keys);
  return true;
}

/** One pass over the due keys, in batches; answers how many were removed and how many failed. */
export async function sweepFiles(
  db: Db,
  storage: Storage,
  options: { now?: Date; log?: Pick<FastifyBaseLogger, 'warn'>; maxBatches?: number } = {},
): Promise<{ removed: number; failed: number }> {
  const now = options.now ?? new Date();
  let removed = 0;
  let failed = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch++) {
    const keys = await dueKeys(db, now, sweepBatch);
    if (keys.length === 0) break;
    if (await removeListed(db, storage, keys, options.log)) removed += keys.length;
    else failed += keys.length;
    if (keys.length < sweepBatch) break;
  }
  return { removed, failed };
}
