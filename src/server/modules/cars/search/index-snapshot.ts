import { randomUUID } from 'node:crypto';
import { closeSync, fsync, mkdirSync, openSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  bandPercentiles,
  comparableYears,
  mileageBandStarts,
  minComparables,
} from '#shared/reference/fair-price';
import { downPaymentLimits, monthlyLimits, type FinanceTerms } from '#shared/reference/finance';
import { priceBands } from '#shared/reference/price-bands';
import { CarIndex } from './car-index';
import { CorruptSnapshotError, readingFile, SnapshotWriter } from './snapshot-file';

/*
 * A snapshot of a loaded search index on disk (docs/decisions/185), so that a restarted process
 * reads it in a few seconds instead of loading a million cars from the database in forty: the
 * index's parts as they are, and what makes them valid. openCarSearch writes one after a load
 * and then while it runs, and reads one at start when it is of this database and recent enough
 * for the change log to hold every change made since.
 */

/**
 * The layout of the snapshot and of what the index derives from a car (its words, its codes):
 * raised whenever either changes, so that a snapshot of an older release is loaded afresh.
 */
const snapshotFormat = 2;
const fileName = 'cars.snapshot';
/** Temporary files of writes cut short (a crash): removed at the next start. */
const staleTempMs = 3_600_000;

/** What a snapshot is valid for, written in its first chunk. */
interface SnapshotHeader {
  format: number;
  /** The identity of the database it was loaded from (see databaseIdentity in car-search.ts). */
  database: string;
  /** The database time the index is current to: the change log is read again from there. */
  since: string;
  /** Settings and reference values the index's counts and bands were computed with. */
  derivedFrom: string;
}

/** The configuration and reference values that what the index holds depends on. */
const derivedFrom = (finance: FinanceTerms) =>
  JSON.stringify({
    finance,
    priceBands,
    downPaymentLimits,
    monthlyLimits,
    fairPrice: { minComparables, comparableYears, mileageBandStarts, bandPercentiles },
  });

/**
 * Writes `index` to the folder: to a temporary file, renamed over the last snapshot once it is
 * on disk, so that a crash never leaves half of one. The index is written before the first
 * await (the index must not change while it is): the caller's event loop waits for it (a few
 * hundred milliseconds at a million cars); only the flush to disk and the rename are awaited.
 */
export async function writeSnapshot(
  dir: string,
  index: CarIndex,
  stamp: { database: string; since: Date; finance: FinanceTerms },
): Promise<{ bytes: number; blockedMs: number }> {
  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `${fileName}.${randomUUID()}.tmp`);
  const fd = openSync(temp, 'w');
  let blockedMs = 0;
  try {
    const out = new SnapshotWriter(fd);
    out.json({
      format: snapshotFormat,
      database: stamp.database,
      since: stamp.since.toISOString(),
      derivedFrom: derivedFrom(stamp.finance),
    } satisfies SnapshotHeader);
    index.writeTo(out);
    out.end();
    blockedMs = Date.now() - started;
    await promisify(fsync)(fd);
  } catch (error) {
    closeSync(fd);
    await rm(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  await rename(temp, path.join(dir, fileName));
  return { bytes: (await stat(path.join(dir, fileName))).size, blockedMs };
}

/**
 * The index of the folder's snapshot, with the database time it is current to; or why there is
 * none to use (none, another format, another database or settings, too old, damaged).
 */
export async function readSnapshot(
  dir: string,
  expected: { database: string; finance: FinanceTerms; notBefore: Date },
): Promise<{ index: CarIndex; since: Date } | { refused: string }> {
  await removeStaleTemps(dir);
  const file = path.join(dir, fileName);
  try {
    return readingFile(file, (input) => {
      const header = input.json() as SnapshotHeader;
      if (header.format !== snapshotFormat) {
        return { refused: `it is of format ${header.format}, not ${snapshotFormat}` };
      }
      if (header.database !== expected.database) return { refused: 'it is of another database' };
      if (header.derivedFrom !== derivedFrom(expected.finance)) {
        return { refused: 'it was made with other finance terms or reference values' };
      }
      const since = new Date(header.since);
      if (!(since >= expected.notBefore)) {
        return { refused: `it is current to ${header.since}, older than the change log keeps` };
      }
      const index = new CarIndex({ finance: expected.finance });
      index.readFrom(input);
      input.end();
      return { index, since };
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { refused: 'there is none' };
    if (error instanceof CorruptSnapshotError)
      return { refused: `it is damaged: ${error.message}` };
    return { refused: `it could not be read: ${String(error)}` };
  }
}

async function removeStaleTemps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  for (const name of names.filter((each) => each.endsWith('.tmp'))) {
    const file = path.join(dir, name);
    const written = await stat(file).catch(() => undefined);
    if (written && Date.now() - written.mtimeMs > staleTempMs) await rm(file, { force: true });
  }
}
