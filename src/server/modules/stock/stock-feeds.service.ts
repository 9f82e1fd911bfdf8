import type { PgBoss } from 'pg-boss';
import type { StockFeedBody, StockFeedState } from '#shared/schemas/stock-feed';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../plugins/errors';
import { leaveFeed } from '../cars/stock-cars.service';
import { queueFeedRun } from './stock-feed-jobs';
import { FeedRefused, readFeed } from './stock-feed-read';
import {
  deleteStockFeed,
  findStockFeed,
  latestFeedRuns,
  saveStockFeed,
  updateStockFeed,
  type StockFeedRunRow,
} from './stock-feeds.repository';
import { findStockMapping } from './stock-imports.repository';
import { requireStockManager } from './stock-imports.service';

/*
 * A dealership's stock feed, as its admins and managers set it up on the import screen
 * (docs/decisions/177): register an address (read once before it is kept), run it now, pause it,
 * remove it, and see its last runs.
 */

export interface StockFeedDeps {
  db: Db;
  jobs: PgBoss;
  /** `host:port` pairs reached although private (tests' local servers). */
  allowedHosts: ReadonlySet<string>;
}

/** Runs the screen lists. */
const listedRuns = 10;

const toRun = (row: StockFeedRunRow) => ({
  id: row.id,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  status: row.status,
  counts: row.counts,
  failure: row.failure,
  error: row.error,
  refused: row.refused,
});

/** The dealership's feed and its last runs, newest first. */
export async function stockFeedState(
  deps: StockFeedDeps,
  userId: string,
  dealerId: string,
): Promise<StockFeedState> {
  await requireStockManager(deps.db, userId, dealerId);
  return feedStateOf(deps.db, dealerId);
}

async function feedStateOf(db: Db, dealerId: string): Promise<StockFeedState> {
  const feed = await findStockFeed(db, dealerId);
  if (!feed) return { feed: null, runs: [] };
  return {
    feed: {
      url: feed.url,
      everyHours: feed.every_hours,
      status: feed.status,
      failures: feed.failures,
      nextRunAt: feed.next_run_at?.toISOString() ?? null,
    },
    runs: (await latestFeedRuns(db, dealerId, listedRuns)).map(toRun),
  };
}

/**
 * Registers the dealership's feed, or changes its address or schedule: the feed is read first
 * (the address safe, the file one a run can read), so a feed that could never run is refused
 * with why (400) and nothing is kept. Its first run is queued at once.
 */
export async function registerStockFeed(
  deps: StockFeedDeps,
  userId: string,
  dealerId: string,
  body: StockFeedBody,
): Promise<StockFeedState> {
  const dealer = await requireStockManager(deps.db, userId, dealerId);
  try {
    await readFeed(body.url, {
      allowedHosts: deps.allowedHosts,
      dealerCity: dealer.city,
      remembered: await findStockMapping(deps.db, dealerId),
    });
  } catch (error) {
    if (error instanceof FeedRefused) {
      throw new HttpError(400, `The feed cannot be read: ${error.message}`);
    }
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    // A new address is a new feed: the cars the old one listed are not this one's until it
    // names them, so none is sold for being missing from a file it never held.
    const earlier = await findStockFeed(trx, dealerId);
    if (earlier && earlier.url !== body.url) await leaveFeed(trx, dealerId);
    const now = new Date();
    await saveStockFeed(trx, {
      dealer_id: dealerId,
      url: body.url,
      every_hours: body.everyHours,
      status: 'active',
      failures: 0,
      next_run_at: new Date(now.getTime() + body.everyHours * 3_600_000),
      created_by: userId,
    });
    await queueFeedRun(deps.jobs, trx, dealerId);
  });
  return feedStateOf(deps.db, dealerId);
}

async function requireFeed(deps: StockFeedDeps, userId: string, dealerId: string) {
  await requireStockManager(deps.db, userId, dealerId);
  const feed = await findStockFeed(deps.db, dealerId);
  if (!feed) throw notFound('Feed');
  return feed;
}

/** Queues a run of the feed now; a paused feed is active again, its failures forgotten. */
export async function runStockFeedNow(deps: StockFeedDeps, userId: string, dealerId: string) {
  const feed = await requireFeed(deps, userId, dealerId);
  await deps.db.transaction().execute(async (trx) => {
    await updateStockFeed(trx, dealerId, {
      status: 'active',
      failures: 0,
      next_run_at: new Date(Date.now() + feed.every_hours * 3_600_000),
    });
    await queueFeedRun(deps.jobs, trx, dealerId);
  });
  return feedStateOf(deps.db, dealerId);
}

/** Stops the schedule until someone runs the feed again. */
export async function pauseStockFeed(deps: StockFeedDeps, userId: string, dealerId: string) {
  await requireFeed(deps, userId, dealerId);
  await updateStockFeed(deps.db, dealerId, { status: 'paused', next_run_at: null });
  return feedStateOf(deps.db, dealerId);
}

/** Removes the feed and its runs; its cars stay as they are, no longer the feed's. */
export async function removeStockFeed(deps: StockFeedDeps, userId: string, dealerId: string) {
  await requireFeed(deps, userId, dealerId);
  await deps.db.transaction().execute(async (trx) => {
    await deleteStockFeed(trx, dealerId);
    await leaveFeed(trx, dealerId);
  });
}
