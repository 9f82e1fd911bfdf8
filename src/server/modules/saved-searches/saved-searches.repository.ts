import { sql, type Insertable, type Updateable } from 'kysely';
import type { AlertFrequency } from '#shared/schemas/buyer';
import type { Db } from '../../db/database';
import type { SavedSearchesTable } from '../../db/schema';

/** The user's saved searches (only `id` when given), newest first, with their new matches. */
export function savedSearchRows(db: Db, userId: string, id?: string) {
  let query = db
    .selectFrom('saved_searches as s')
    .select([
      's.id',
      's.name',
      's.query',
      's.frequency',
      's.created_at',
      's.last_visited_at',
      (eb) =>
        eb
          .selectFrom('saved_search_matches as m')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('m.saved_search_id', '=', 's.id')
          .whereRef('m.matched_at', '>', 's.last_visited_at')
          .as('new_matches'),
    ])
    .where('s.user_id', '=', userId);
  if (id !== undefined) query = query.where('s.id', '=', id);
  return query.orderBy('s.created_at', 'desc').orderBy('s.id').execute();
}

export async function savedSearchCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('saved_searches')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return count;
}

export async function insertSavedSearch(db: Db, row: Insertable<SavedSearchesTable>) {
  await db.insertInto('saved_searches').values(row).execute();
}

/** Changes the user's own saved search; answers whether there was one. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  columns: Updateable<SavedSearchesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_searches')
    .set(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  await db
    .deleteFrom('saved_searches')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/**
 * The saved searches with alerts on that name one of `makes` or no make at all: the only ones a
 * car of those makes can match (the makes column is indexed).
 */
export async function searchesWithAlertsFor(db: Db, makes: readonly string[]) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'frequency', 'filter'])
    .where('frequency', '<>', 'off')
    .where((eb) =>
      eb.or([eb('makes', 'is', null), sql<boolean>`makes && ${sql.val(makes)}::text[]`]),
    )
    .execute();
}

/** Records the pairs not recorded before; answers the saved search of each pair recorded. */
export async function insertMatches(
  trx: Db,
  pairs: readonly { searchId: string; carId: string }[],
): Promise<string[]> {
  // Two arrays, not a row of parameters per match: a burst records hundreds of thousands.
  const inserted = await sql<{ saved_search_id: string }>`
    insert into saved_search_matches (saved_search_id, car_id)
    select * from unnest(${pairs.map((pair) => pair.searchId)}::text[], ${pairs.map((pair) => pair.carId)}::text[])
    on conflict do nothing
    returning saved_search_id`.execute(trx);
  return inserted.rows.map((row) => row.saved_search_id);
}

/** The user's saved searches of `frequency`. */
export async function searchesOfFrequency(
  db: Db,
  userId: string,
  frequency: Exclude<AlertFrequency, 'off'>,
) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'query'])
    .where('user_id', '=', userId)
    .where('frequency', '=', frequency)
    .execute();
}

/** Marks the matches of the searches not mailed yet as mailed; answers them. */
export async function markMatchesMailed(trx: Db, searchIds: readonly string[]) {
  if (searchIds.length === 0) return [];
  return trx
    .updateTable('saved_search_matches')
    .set({ mailed_at: new Date() })
    .where('saved_search_id', 'in', [...searchIds])
    .where('mailed_at', 'is', null)
    .returning(['saved_search_id', 'car_id'])
    .execute();
}

/** The name of the user's saved search, if it is still theirs. */
export async function savedSearchName(db: Db, userId: string, id: string) {
  const row = await db
    .selectFrom('saved_searches')
    .select('name')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.name;
}

/** Turns off the alerts of the user's saved search `id`, or of all of them (`id` null). */
export async function turnOffAlerts(trx: Db, userId: string, id: string | null): Promise<void> {
  let searches = trx
    .updateTable('saved_searches')
    .set({ frequency: 'off' })
    .where('user_id', '=', userId);
  if (id !== null) searches = searches.where('id', '=', id);
  await searches.execute();
}
