import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LeadsTable } from '../../db/schema';
import { startOfDay, type DayWindow } from '../../lib/day-window';

/**
 * Holds `phone` until the transaction ends (a transaction-scoped advisory lock): one number's
 * inquiries are decided one at a time.
 */
export async function lockPhone(db: Db, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(db);
}

/** Whether `phone` said the same about the same car since `since`: a repeat, dropped. */
export async function isRepeatedInquiry(
  db: Db,
  phone: string,
  since: Date,
  same: { carId: string; message: string },
): Promise<boolean> {
  const repeat = await db
    .selectFrom('leads')
    .select('id')
    .where('phone', '=', phone)
    .where('kind', '=', 'inquiry')
    .where('created_at', '>=', since)
    .where('car_id', '=', same.carId)
    .where('message', '=', same.message)
    .executeTakeFirst();
  return repeat !== undefined;
}

export async function insertLead(db: Db, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

/**
 * The dealership's leads (inquiries and counted taps) in the window: per car, in the
 * window and its recent part, and per day. One range scan of `leads_dealer_created_idx`.
 */
export async function leadCounts(db: Db, dealerId: string, window: DayWindow) {
  const from = startOfDay(window.firstDay, window.timeZone);
  const recentFrom = startOfDay(window.recentFirstDay, window.timeZone);
  const until = startOfDay(window.dayAfterLast, window.timeZone);
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
