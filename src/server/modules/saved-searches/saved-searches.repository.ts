import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Insertable } from 'kysely';
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
