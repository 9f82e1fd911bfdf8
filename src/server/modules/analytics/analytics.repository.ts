import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PageViewsTable } from '../../db/schema';
import { startOfDay, type DayWindow } from '../../lib/day-window';

export interface NewPageView {
  viewedAt: Date;
  path: string;
  title: string;
  referrerPath: string | null;
  carId: string | null;
  dealerId: string | null;
  language: PageViewsTable['language'];
  visitorKey: string;
}

export async function insertPageView(db: Db, view: NewPageView): Promise<void> {
  await db
    .insertInto('page_views')
    .values({
      viewed_at: view.viewedAt,
      path: view.path,
      title: view.title,
      referrer_path: view.referrerPath,
      car_id: view.carId,
      dealer_id: view.dealerId,
      language: view.language,
      visitor_key: view.visitorKey,
    })
    .execute();
}

/**
 * Views of each of the cars of `carIds` (details pages) in the window and in its recent part, by
 * car; a car without views is left out. An index-only range scan of `page_views_car_idx` per car.
 */
export async function carViewCounts(db: Db, carIds: readonly string[], window: DayWindow) {
  if (carIds.length === 0) return new Map<string, { recent: number; total: number }>();
  const recentFrom = startOfDay(window.recentFirstDay, window.timeZone);
  const rows = await db
    .selectFrom('page_views')
    .where('car_id', 'in', [...carIds])
    .where('viewed_at', '>=', startOfDay(window.firstDay, window.timeZone))
    .where('viewed_at', '<', startOfDay(window.dayAfterLast, window.timeZone))
    .select((eb) => [
      'car_id',
      eb.fn.countAll<string | number>().filterWhere('viewed_at', '>=', recentFrom).as('recent'),
      eb.fn.countAll<string | number>().as('total'),
    ])
    .groupBy('car_id')
    .execute();
  return new Map(
    rows.map((row) => [row.car_id, { recent: Number(row.recent), total: Number(row.total) }]),
  );
}

/**
 * The dealership's views per day of the window: details pages of its cars (`carIds`) and its own
 * dealer page. Days without views are absent.
 */
export async function dailyViewCounts(
  db: Db,
  dealerId: string,
  carIds: readonly string[],
  window: DayWindow,
) {
  const from = startOfDay(window.firstDay, window.timeZone);
  const until = startOfDay(window.dayAfterLast, window.timeZone);
  const localDay = sql<string>`(page_views.viewed_at at time zone ${window.timeZone})::date`;
  const inWindow = db
    .selectFrom('page_views')
    .where('page_views.viewed_at', '>=', from)
    .where('page_views.viewed_at', '<', until);
  const dealerPage = inWindow
    .where('page_views.dealer_id', '=', dealerId)
    .select(localDay.as('day'));
  const views =
    carIds.length === 0
      ? dealerPage
      : inWindow
          .where('page_views.car_id', 'in', [...carIds])
          .select(localDay.as('day'))
          .unionAll(dealerPage);
  const rows = await db
    .selectFrom(views.as('views'))
    .select((eb) => [
      sql<string>`to_char(views.day, 'YYYY-MM-DD')`.as('date'),
      eb.fn.countAll<string | number>().as('views'),
    ])
    .groupBy('views.day')
    .execute();
  return rows.map((row) => ({ date: row.date, views: Number(row.views) }));
}
