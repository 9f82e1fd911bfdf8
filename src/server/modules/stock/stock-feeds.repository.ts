import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { StockFeedRunsTable, StockFeedsTable } from '../../db/schema';

export type StockFeedRow = Selectable<StockFeedsTable>;
export type StockFeedRunRow = Selectable<StockFeedRunsTable>;

/** Runs of a feed kept for its screen; older ones are removed as new ones finish. */
export const keptFeedRuns = 48;

export const findStockFeed = (db: Db, dealerId: string) =>
  db.selectFrom('stock_feeds').selectAll().where('dealer_id', '=', dealerId).executeTakeFirst();

/** Registers the dealership's feed, or replaces its address and schedule. */
export async function saveStockFeed(db: Db, feed: Insertable<StockFeedsTable>) {
  await db
    .insertInto('stock_feeds')
    .values(feed)
    .onConflict((conflict) =>
      conflict.column('dealer_id').doUpdateSet({
        url: feed.url,
        every_hours: feed.every_hours,
        status: feed.status,
        failures: feed.failures,
        next_run_at: feed.next_run_at,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function updateStockFeed(
  db: Db,
  dealerId: string,
  changes: Updateable<StockFeedsTable>,
) {
  await db
    .updateTable('stock_feeds')
    .set({ ...changes, updated_at: new Date() })
    .where('dealer_id', '=', dealerId)
    .execute();
}

export async function deleteStockFeed(db: Db, dealerId: string) {
  await db.deleteFrom('stock_feeds').where('dealer_id', '=', dealerId).execute();
}

/**
 * Inside a transaction: the active feeds due at `now`, locked (a second scheduler skips them),
 * each given its next time.
 */
export async function takeDueFeeds(trx: Db, now: Date): Promise<string[]> {
  const due = await trx
    .selectFrom('stock_feeds')
    .select('dealer_id')
    .where('status', '=', 'active')
    .where('next_run_at', '<=', now)
    .forUpdate()
    .skipLocked()
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((feed) => feed.dealer_id);
  await trx
    .updateTable('stock_feeds')
    .set({
      next_run_at: sql<Date>`${now}::timestamptz + make_interval(hours => every_hours)`,
    })
    .where('dealer_id', 'in', ids)
    .execute();
  return ids;
}

export async function insertFeedRun(db: Db, run: Insertable<StockFeedRunsTable>) {
  await db.insertInto('stock_feed_runs').values(run).execute();
}

export async function updateFeedRun(db: Db, id: string, changes: Updateable<StockFeedRunsTable>) {
  await db.updateTable('stock_feed_runs').set(changes).where('id', '=', id).execute();
}

/** Runs of the dealership's feed left running by a worker that stopped: failed. */
export async function failInterruptedRuns(db: Db, dealerId: string, error: string) {
  await db
    .updateTable('stock_feed_runs')
    .set({ status: 'failed', failure: 'interrupted', error, finished_at: new Date() })
    .where('dealer_id', '=', dealerId)
    .where('status', '=', 'running')
    .execute();
}

/** The feed's newest runs, newest first. */
export const latestFeedRuns = (db: Db, dealerId: string, limit: number) =>
  db
    .selectFrom('stock_feed_runs')
    .selectAll()
    .where('dealer_id', '=', dealerId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Removes the feed's runs but the newest `keep`. */
export async function pruneFeedRuns(db: Db, dealerId: string, keep: number) {
  await db
    .deleteFrom('stock_feed_runs')
    .where('dealer_id', '=', dealerId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('stock_feed_runs')
        .select('id')
        .where('dealer_id', '=', dealerId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}
