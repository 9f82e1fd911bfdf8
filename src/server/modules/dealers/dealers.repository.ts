import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Dealerships in `cities`, of `ids`, each if given, in no order. */
export async function dealerRows(
  db: Db,
  filter: { cities?: readonly string[] | undefined; ids?: readonly string[] | undefined },
) {
  if (filter.ids?.length === 0 || filter.cities?.length === 0) return [];
  let query = db.selectFrom('dealers').select(['id', 'name_en', 'name_ar', 'city', 'logo_key']);
  if (filter.ids) query = query.where('id', 'in', [...filter.ids]);
  if (filter.cities) query = query.where('city', 'in', [...filter.cities]);
  return query.execute();
}

export async function findDealer(db: Db, id: string) {
  return db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function dealerExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('dealers').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Inside a transaction: locks the dealership's row until it ends; false for an unknown one. */
export async function lockDealerRow(trx: Db, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('dealers')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inside a transaction: locks the dealership's row against other writes of its cars and pictures
 * counted against its quotas (docs/decisions/053). `for no key update`: cars and pictures may
 * still be inserted meanwhile, whose foreign keys only share-lock the row.
 */
export async function lockDealerQuotaRow(trx: Db, id: string): Promise<void> {
  await trx.selectFrom('dealers').select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

export async function dealerNameRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('dealers')
    .select(['id', 'name_en', 'name_ar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Every dealership's id and names. */
export async function allDealerNames(db: Db) {
  return db.selectFrom('dealers').select(['id', 'name_en', 'name_ar']).execute();
}

/** Every dealership's id and when it was registered, by id. */
export async function dealerRegistrations(db: Db) {
  return db.selectFrom('dealers').select(['id', 'created_at']).orderBy('id').execute();
}

/**
 * The dealerships with `firstId <= id < nextId` (no upper bound without `nextId`), by id, with
 * their names.
 */
export async function dealerRegistrationsInRange(
  db: Db,
  range: { firstId: string; nextId: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('dealers')
    .select(['id', 'name_en', 'name_ar', 'created_at'])
    .where('id', '>=', range.firstId);
  if (range.nextId !== undefined) query = query.where('id', '<', range.nextId);
  return query.orderBy('id').limit(range.limit).execute();
}

/** When the newest dealership was registered; null without any. */
export async function newestRegistration(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('dealers')
    .select(sql<Date | null>`max(created_at)`.as('newest'))
    .executeTakeFirstOrThrow();
  return row.newest;
}
