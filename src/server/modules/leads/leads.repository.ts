import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LeadsTable } from '../../db/schema';

/** The car a lead is about: its dealership, status, creator and what its mail names. */
export function leadCar(db: Db, carId: string) {
  return db
    .selectFrom('cars')
    .select([
      'id',
      'dealer_id',
      'status',
      'created_by',
      'make',
      'model',
      'first_registration',
      'price',
    ])
    .where('id', '=', carId)
    .executeTakeFirst();
}

/**
 * Holds `phone` until the transaction ends (a transaction-scoped advisory lock): one number's
 * inquiries are decided one at a time.
 */
export async function lockPhone(db: Db, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(db);
}

/**
 * The inquiries from `phone` since `hourAgo`, and whether one since `dayAgo` said the same
 * about the same car.
 */
export async function recentInquiries(
  db: Db,
  phone: string,
  since: { hourAgo: Date; dayAgo: Date },
  same: { carId: string; message: string },
) {
  return db
    .selectFrom('leads')
    .select([
      sql<number>`count(*) filter (where created_at >= ${since.hourAgo})::int`.as('lastHour'),
      sql<boolean>`coalesce(bool_or(car_id = ${same.carId} and message = ${same.message}), false)`.as(
        'repeated',
      ),
    ])
    .where('phone', '=', phone)
    .where('kind', '=', 'inquiry')
    .where('created_at', '>=', since.dayAgo)
    .executeTakeFirstOrThrow();
}

export async function insertLead(db: Db, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}
