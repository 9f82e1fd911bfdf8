import { maxSavedSearches } from '#shared/reference/limits';
import type { Language } from '#shared/reference/types';
import {
  carFilterFromQuery,
  resolveCarFilter,
  type ResolvedCarFilter,
} from '#shared/rules/car-filter';
import { interpretSearchText } from '#shared/rules/search-interpretation';
import {
  savedSearchQuerySchema,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '#shared/schemas/buyer';
import type { AlertFrequency } from '#shared/schemas/buyer';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { lockUser, setMailLanguage } from '../users/users.service';
import {
  deleteSavedSearch,
  insertMatches,
  insertSavedSearch,
  markMatchesMailed,
  savedSearchCount,
  savedSearchName,
  savedSearchRows,
  searchesOfFrequency,
  searchesWithAlertsFor,
  turnOffAlerts,
  updateSavedSearch,
} from './saved-searches.repository';

type SavedSearchRow = Awaited<ReturnType<typeof savedSearchRows>>[number];

const toApiSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  newMatches: row.new_matches ?? 0,
  createdAt: row.created_at.toISOString(),
  lastVisitedAt: row.last_visited_at.toISOString(),
});

export async function listSavedSearches(db: Db, userId: string) {
  return { savedSearches: (await savedSearchRows(db, userId)).map(toApiSavedSearch) };
}

export async function savedSearchOf(db: Db, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await savedSearchRows(db, userId, id);
  if (!row) throw notFound('Saved search');
  return toApiSavedSearch(row);
}

/**
 * The criteria as the search's own schema takes them (a saved search keeps only what a search
 * accepts), without the absent ones; a bad criterion is a 400 naming it. Typed text is kept as
 * the criteria it names, so alerts match what the buyer saw (docs/decisions/181).
 */
function checkedQuery(query: Record<string, unknown>): Record<string, string | number> {
  const result = savedSearchQuerySchema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    throw new HttpError(
      400,
      `The search cannot be saved: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid criteria'}`,
    );
  }
  const { query: criteria } = interpretSearchText(result.data);
  const kept = Object.entries(criteria).filter(([, value]) => value !== undefined);
  if (kept.length === 0) {
    throw new HttpError(400, 'Choose at least one filter before saving a search');
  }
  return Object.fromEntries(kept) as Record<string, string | number>;
}

export interface NewSavedSearch {
  name: string;
  query: Record<string, unknown>;
  frequency: AlertFrequency;
  language: Language;
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  body: NewSavedSearch,
): Promise<SavedSearch> {
  const query = checkedQuery(body.query);
  const filter = resolveCarFilter(carFilterFromQuery(savedSearchQuerySchema.parse(query)));
  const id = newId('srch');
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if ((await savedSearchCount(trx, userId)) >= maxSavedSearches) {
      throw new HttpError(
        400,
        `You can save at most ${maxSavedSearches} searches; delete one to save another`,
      );
    }
    await insertSavedSearch(trx, {
      id,
      user_id: userId,
      name: body.name,
      query: JSON.stringify(query),
      filter: JSON.stringify(filter),
      makes: filter.makes ?? null,
      frequency: body.frequency,
    });
    await setMailLanguage(trx, userId, body.language);
  });
  return savedSearchOf(db, userId, id);
}

export async function changeSavedSearch(
  db: Db,
  userId: string,
  id: string,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  await db.transaction().execute(async (trx) => {
    const changed = await updateSavedSearch(trx, userId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.frequency !== undefined && { frequency: body.frequency }),
    });
    if (!changed) throw notFound('Saved search');
    if (body.language) await setMailLanguage(trx, userId, body.language);
  });
  return savedSearchOf(db, userId, id);
}

/** Opened from the list: its new matches are seen. */
export async function visitSavedSearch(db: Db, userId: string, id: string) {
  const visited = await updateSavedSearch(db, userId, id, { last_visited_at: new Date() });
  if (!visited) throw notFound('Saved search');
  return savedSearchOf(db, userId, id);
}

export async function removeSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  await deleteSavedSearch(db, userId, id);
}

/** A saved search with alerts on, as new cars are matched against it. */
export interface AlertSearch {
  id: string;
  user_id: string;
  frequency: AlertFrequency;
  filter: ResolvedCarFilter;
}

/**
 * The saved searches with alerts on that a car of one of `makes` can match: those naming one of
 * them or no make at all, so no car is tested against every saved search.
 */
export async function alertSearchesFor(db: Db, makes: readonly string[]): Promise<AlertSearch[]> {
  return searchesWithAlertsFor(db, makes);
}

/**
 * Records each pair of saved search and car once (a car matches a search once); answers the
 * saved search of each pair recorded now, not before.
 */
export async function recordMatches(
  trx: Db,
  pairs: readonly { searchId: string; carId: string }[],
): Promise<string[]> {
  return insertMatches(trx, pairs);
}

/**
 * Inside the transaction that mails them: the user's saved searches of `frequency`, and their
 * matches not mailed yet, now marked mailed.
 */
export async function matchesToMail(
  trx: Db,
  userId: string,
  frequency: Exclude<AlertFrequency, 'off'>,
) {
  // The user's searches first, then their matches by the primary key's first column: a plan
  // that stays right whatever the statistics say of the unmailed matches.
  const searches = await searchesOfFrequency(trx, userId, frequency);
  const matches = await markMatchesMailed(
    trx,
    searches.map((search) => search.id),
  );
  return { searches, matches };
}

/**
 * What an unsubscribe link stops: the user's saved search `id`, named, if it is still theirs
 * (undefined if not); `id` null is every alert of the user (no name).
 */
export async function unsubscribeSubject(
  db: Db,
  userId: string,
  id: string | null,
): Promise<{ name: string | null } | undefined> {
  if (id === null) return { name: null };
  const name = await savedSearchName(db, userId, id);
  return name === undefined ? undefined : { name };
}

/** Stops the alerts of the user's saved search `id`, or of all their saved searches (null). */
export async function stopSearchAlerts(trx: Db, userId: string, id: string | null): Promise<void> {
  await turnOffAlerts(trx, userId, id);
}
