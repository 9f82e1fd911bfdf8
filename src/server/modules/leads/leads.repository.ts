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
