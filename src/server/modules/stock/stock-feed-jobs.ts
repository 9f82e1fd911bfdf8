import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import {
  feedFailuresBeforePause,
  type FeedRunCounts,
  type StockFeedRun,
} from '#shared/schemas/stock-feed';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { repeatEvery } from '../../lib/periodic';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import { carCountOfDealer, type CarWriteDeps } from '../cars/car-writes.service';
import { stockCarsOfDealer } from '../cars/cars.service';
import { settleFeedCars } from '../cars/stock-cars.service';
import { dealerProfile } from '../dealers/dealers.service';
import { queueMail } from '../mail/mail.service';
import { carOverseers } from '../team/team.service';
import { renderFeedPausedMail } from './feed-paused-mail';
import { FeedRefused, readFeed, type FeedRow } from './stock-feed-read';
import {
  failInterruptedRuns,
  findStockFeed,
  insertFeedRun,
  keptFeedRuns,
  pruneFeedRuns,
  takeDueFeeds,
  updateFeedRun,
  updateStockFeed,
  type StockFeedRow,
} from './stock-feeds.repository';
import { findStockMapping } from './stock-imports.repository';
import { stockPlanner, type PlannedRow } from './stock-plan';
import { stockBatchSize, writeStockBatch, writeStockCars } from './stock-writes';

/*
 * A dealership's feed read on its schedule (docs/decisions/177). Every minute the scheduler
 * queues a run of each feed that is due, and gives it its next time; a run reads the feed whole,
 * writes the cars that are new or changed a batch per transaction, then sells the feed's cars it
 * no longer holds. A run that fails counts; the third in a row pauses the feed and mails the
 * dealership's admins.
 */

export const stockFeedQueue = 'stock-feed';

interface StockFeedJob {
  dealerId: string;
}

/** How often the scheduler looks for feeds that are due. */
const scheduleEveryMs = 60_000;
/** Refused rows a run keeps for its screen. */
const keptRefusals = 500;

export async function createStockFeedQueues(boss: PgBoss): Promise<void> {
  // `stately`: one run of a feed waiting and one running at most, whoever queued them.
  await boss.createQueue(stockFeedQueue, {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    heartbeatSeconds: 30,
    expireInSeconds: 1800,
    notify: true,
  });
}

/** Queues a run of the dealership's feed now, in the caller's transaction. */
export async function queueFeedRun(boss: PgBoss, trx: Db, dealerId: string): Promise<void> {
  await boss.insert(
    stockFeedQueue,
    [{ data: { dealerId } satisfies StockFeedJob, singletonKey: dealerId }],
    {
      db: inTransaction(trx),
    },
  );
}

/** Queues a run of every active feed due at `now` and gives each its next time; their dealers. */
export async function queueDueFeeds(db: Db, boss: PgBoss, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await takeDueFeeds(trx, now);
    for (const dealerId of due) await queueFeedRun(boss, trx, dealerId);
    return due;
  });
}

export interface StockFeedWorkerDeps {
  db: Db;
  jobs: PgBoss;
  publicUrl: string;
  /** `host:port` pairs reached although private (tests' local servers). */
  allowedHosts: ReadonlySet<string>;
  cars: Pick<CarWriteDeps, 'carsWritten' | 'quotas'>;
  /** Cars this process wrote: its search index takes them at once (others follow the log). */
  carsChanged?: ((ids: readonly string[]) => Promise<void>) | undefined;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

interface FeedWrite {
  row: FeedRow;
  planned: PlannedRow;
}

/** Writes a batch of the feed's new and changed cars (`writeStockCars`), as the feed's. */
const writeFeedCars = (
  trx: Db,
  deps: StockFeedWorkerDeps,
  feed: StockFeedRow,
  writes: readonly FeedWrite[],
) =>
  writeStockCars(
    trx,
    deps,
    { dealerId: feed.dealer_id, createdBy: feed.created_by, fromFeed: true },
    writes.flatMap(({ row: { read }, planned }) =>
      read.car
        ? [
            {
              carId: planned.existing?.id ?? null,
              stockNumber: read.stockNumber,
              vin: read.vin,
              car: read.car,
              fields: planned.changed,
              photos: read.photos,
            },
          ]
        : [],
    ),
  );

/** Writes what the feed changes and sells what left it; answers the run's counts and refusals. */
async function syncFeed(
  deps: StockFeedWorkerDeps,
  feed: StockFeedRow,
  rows: readonly FeedRow[],
  mapped: ReadonlySet<string>,
) {
  const { db } = deps;
  const dealerId = feed.dealer_id;
  const carLimit = deps.cars.quotas.carsPerDealer;
  const plan = stockPlanner(await stockCarsOfDealer(db, dealerId), {
    mapped,
    room: carLimit - (await carCountOfDealer(db, dealerId)),
    carLimit,
  });
  const counts: FeedRunCounts = {
    rows: rows.length,
    add: 0,
    update: 0,
    unchanged: 0,
    refused: 0,
    sold: 0,
    relisted: 0,
  };
  const refused: StockFeedRun['refused'] = [];
  const refuse = (row: FeedRow) => {
    if (refused.length < keptRefusals) {
      refused.push({
        line: row.line,
        stockNumber: row.read.stockNumber,
        problems: row.read.problems,
      });
    }
  };
  // The cars the feed names, refused rows' included: a car with a bad row is still in the feed.
  const named = new Set<string>();
  const writes: FeedWrite[] = [];
  for (const row of rows) {
    const planned = plan(row.read);
    counts[planned.action] += 1;
    if (planned.existing) named.add(planned.existing.id);
    if (planned.action === 'refused') refuse(row);
    else if (planned.action !== 'unchanged') writes.push({ row, planned });
  }
  for (let start = 0; start < writes.length; start += stockBatchSize) {
    const written = await writeStockBatch(
      db,
      writes.slice(start, start + stockBatchSize),
      (trx, batch) => writeFeedCars(trx, deps, feed, batch),
      async ({ row, planned }, problem) => {
        counts[planned.action] -= 1;
        counts.refused += 1;
        row.read.problems.push(problem);
        refuse(row);
      },
      carLimit,
    );
    for (const id of written) named.add(id);
    await deps.carsChanged?.(written);
  }
  const settled = await db
    .transaction()
    .execute((trx) => settleFeedCars(trx, deps.cars, dealerId, [...named]));
  await deps.carsChanged?.([...settled.relisted, ...settled.sold]);
  counts.sold = settled.sold.length;
  counts.relisted = settled.relisted.length;
  return { counts, refused };
}

/** A failed run counts; the last allowed failure pauses the feed and mails the admins. */
async function failRun(
  deps: StockFeedWorkerDeps,
  feed: StockFeedRow,
  runId: string,
  refusal: FeedRefused,
) {
  await deps.db.transaction().execute(async (trx) => {
    await updateFeedRun(trx, runId, {
      status: 'failed',
      failure: refusal.failure,
      error: refusal.message,
      finished_at: new Date(),
    });
    const failures = feed.failures + 1;
    const pausing = failures >= feedFailuresBeforePause;
    await updateStockFeed(trx, feed.dealer_id, {
      failures,
      ...(pausing ? { status: 'paused', next_run_at: null } : {}),
    });
    if (!pausing) return;
    for (const person of await carOverseers(trx, feed.dealer_id, null)) {
      await queueMail(deps.jobs, trx, {
        dedupeKey: `feed-paused:${runId}:${person.id}`,
        userId: person.id,
        kind: 'feed-paused',
        to: person.email,
        ...renderFeedPausedMail({
          language: person.language,
          url: feed.url,
          failures,
          error: refusal.message,
          publicUrl: deps.publicUrl,
        }),
      });
    }
  });
}

/**
 * One run of the dealership's feed, if it is active. A refusal (the address, the file) fails the
 * run; any other error is thrown for the queue to try again, and the next try marks this run
 * interrupted before it reads the whole feed again.
 */
export async function runStockFeed(deps: StockFeedWorkerDeps, dealerId: string): Promise<void> {
  const { db } = deps;
  const feed = await findStockFeed(db, dealerId);
  const dealer = await dealerProfile(db, dealerId);
  if (!feed || feed.status !== 'active' || !dealer) return;
  await failInterruptedRuns(
    db,
    dealerId,
    'The run stopped before it finished; the next run reads the whole feed again',
  );
  const runId = newId('feed');
  await insertFeedRun(db, { id: runId, dealer_id: dealerId });
  try {
    const { rows, mapped } = await readFeed(feed.url, {
      allowedHosts: deps.allowedHosts,
      dealerCity: dealer.city,
      remembered: await findStockMapping(db, dealerId),
    });
    const { counts, refused } = await syncFeed(deps, feed, rows, mapped);
    await db.transaction().execute(async (trx) => {
      await updateFeedRun(trx, runId, {
        status: 'done',
        counts: JSON.stringify(counts),
        refused: JSON.stringify(refused),
        finished_at: new Date(),
      });
      if (feed.failures > 0) await updateStockFeed(trx, dealerId, { failures: 0 });
    });
  } catch (error) {
    if (!(error instanceof FeedRefused)) throw error;
    await failRun(deps, feed, runId, error);
  }
  await pruneFeedRuns(db, dealerId, keptFeedRuns);
}

/**
 * Works on the feed queue in this process, and queues the feeds that are due every minute, until
 * stopped: answers how to stop.
 */
export async function startStockFeedWorker(
  deps: StockFeedWorkerDeps,
): Promise<() => Promise<void>> {
  await workEachJob<StockFeedJob>(deps.jobs, stockFeedQueue, 1, async (job) => {
    try {
      await runStockFeed(deps, job.data.dealerId);
    } catch (error) {
      deps.log.warn({ err: error, dealerId: job.data.dealerId }, 'a feed run failed');
      throw error;
    }
  });
  const stopSchedule = repeatEvery(
    () => queueDueFeeds(deps.db, deps.jobs, new Date()),
    scheduleEveryMs,
    scheduleEveryMs,
    (error) => deps.log.error({ err: error }, 'queueing the feeds that are due failed'),
  );
  return async () => {
    await stopSchedule();
    await deps.jobs.offWork(stockFeedQueue, { wait: true });
  };
}
