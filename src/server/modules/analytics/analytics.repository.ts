import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PageViewsTable } from '../../db/schema';

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
 * A window of calendar days in `timeZone`: from the start of `firstDay` to the start of the day
 * after `lastDay`. The instants are computed by PostgreSQL (time zone rules, summer time).
 */
export interface DayWindow {
  firstDay: string;
  /** The first day of the shorter (7-day) count. */
  recentFirstDay: string;
  dayAfterLast: string;
  timeZone: string;
}

const startOf = (day: string, timeZone: string) =>
  sql<Date>`(cast(${day} as timestamp) at time zone ${timeZone})`;

/**
 * Views of each of the dealership's cars (details pages) in the window and in its recent part,
 * newest car first. One index-only range scan of `page_views_car_idx` per car.
 */
export async function carViewCounts(db: Db, dealerId: string, window: DayWindow) {
  const from = startOf(window.firstDay, window.timeZone);
  const recentFrom = startOf(window.recentFirstDay, window.timeZone);
  const until = startOf(window.dayAfterLast, window.timeZone);
  const rows = await db
    .selectFrom('cars')
    .leftJoin('page_views', (join) =>
      join
        .onRef('page_views.car_id', '=', 'cars.id')
        .on('page_views.viewed_at', '>=', from)
        .on('page_views.viewed_at', '<', until),
    )
    .where('cars.dealer_id', '=', dealerId)
    .select((eb) => [
      'cars.id',
      eb.fn
        .count<string | number>('page_views.viewed_at')
        .filterWhere('page_views.viewed_at', '>=', recentFrom)
        .as('recent'),
      eb.fn.count<string | number>('page_views.viewed_at').as('total'),
    ])
    .groupBy(['cars.id', 'cars.created_at'])
    .orderBy('cars.created_at', 'desc')
    .orderBy('cars.id')
    .execute();
  return rows.map((row) => ({
    carId: row.id,
    recent: Number(row.recent),
    total: Number(row.total),
  }));
}

/**
 * The dealership's views per day of the window: details pages of its cars (joined through
 * `cars`) and its own dealer page. Days without views are absent.
 */
export async function dailyViewCounts(db: Db, dealerId: string, window: DayWindow) {
  const from = startOf(window.firstDay, window.timeZone);
  const until = startOf(window.dayAfterLast, window.timeZone);
  const localDay = sql<string>`(page_views.viewed_at at time zone ${window.timeZone})::date`;
  const carPages = db
    .selectFrom('page_views')
    .innerJoin('cars', 'cars.id', 'page_views.car_id')
    .where('cars.dealer_id', '=', dealerId)
    .where('page_views.viewed_at', '>=', from)
    .where('page_views.viewed_at', '<', until)
    .select(localDay.as('day'));
  const dealerPage = db
    .selectFrom('page_views')
    .where('page_views.dealer_id', '=', dealerId)
    .where('page_views.viewed_at', '>=', from)
    .where('page_views.viewed_at', '<', until)
    .select(localDay.as('day'));
  const rows = await db
    .selectFrom(carPages.unionAll(dealerPage).as('views'))
    .select((eb) => [
      sql<string>`to_char(views.day, 'YYYY-MM-DD')`.as('date'),
      eb.fn.countAll<string | number>().as('views'),
    ])
    .groupBy('views.day')
    .execute();
  return rows.map((row) => ({ date: row.date, views: Number(row.views) }));
}

/**
 * The dealership's leads (inquiries and counted taps, issue 21) in the window: per car, in the
 * window and its recent part, and per day. One range scan of `leads_dealer_created_idx`.
 */
export async function leadCounts(db: Db, dealerId: string, window: DayWindow) {
  const from = startOf(window.firstDay, window.timeZone);
  const recentFrom = startOf(window.recentFirstDay, window.timeZone);
  const until = startOf(window.dayAfterLast, window.timeZone);
  const inWindow = db
    .selectFrom('leads')
    .where('dealer_id', '=', dealerId)
    .where('created_at', '>=', from)
    .where('created_at', '<', until);
  const [cars, days] = await Promise.all([
    inWindow
      .where('car_id', 'is not', null)
      .select((eb) => [
        'car_id',
        eb.fn.countAll<string | number>().filterWhere('created_at', '>=', recentFrom).as('recent'),
        eb.fn.countAll<string | number>().as('total'),
      ])
      .groupBy('car_id')
      .execute(),
    inWindow
      .select((eb) => [
        sql<string>`to_char((created_at at time zone ${window.timeZone})::date, 'YYYY-MM-DD')`.as(
          'date',
        ),
        eb.fn.countAll<string | number>().as('leads'),
      ])
      .groupBy('date')
      .execute(),
  ]);
  return {
    cars: new Map(
      cars.map((row) => [row.car_id, { recent: Number(row.recent), total: Number(row.total) }]),
    ),
    daily: new Map(days.map((row) => [row.date, Number(row.leads)])),
  };
}
