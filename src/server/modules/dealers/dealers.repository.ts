import { sql } from 'kysely';
import type { Db } from '../../db/database';

const activeCarCount = sql<number>`(select count(*)::int from cars where cars.dealer_id = dealers.id and cars.status = 'active')`;

export async function listDealers(db: Db, nameContains: string | undefined) {
  let query = db
    .selectFrom('dealers')
    .select(['id', 'name', 'city', 'logo_key', activeCarCount.as('car_count')]);
  if (nameContains !== undefined) {
    // position() matches the text literally: no LIKE wildcards to escape.
    query = query.where(sql<boolean>`position(lower(${nameContains}) in lower(name)) > 0`);
  }
  return query.orderBy('name').orderBy('id').execute();
}

export async function findDealer(db: Db, id: string) {
  return db
    .selectFrom('dealers')
    .selectAll()
    .select(activeCarCount.as('car_count'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Approved team members, keyed by user id (spec section 3: employees). The page is public:
 * whom a dealership invited, and who declined, is the dealership's business alone.
 */
export async function dealerEmployees(db: Db, dealerId: string) {
  return db
    .selectFrom('team_members')
    .select(['user_id', 'status'])
    .where('dealer_id', '=', dealerId)
    .where('user_id', 'is not', null)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .execute();
}
