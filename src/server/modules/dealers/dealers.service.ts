import type { ExpressionBuilder } from 'kysely';
import {
  dealerNameMatches,
  namesBegunBy,
  nameWordsOf,
  typedWordsOf,
  type InBothLanguages,
} from '#shared/rules/dealer-names';
import type { FinanceOffer } from '#shared/schemas/car';
import type { DealerProfileBody } from '#shared/schemas/team';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import {
  insertDealerProfile,
  lockDealerProfile,
  setDealerLogo,
  updateDealerProfile,
} from './dealer-profile.repository';
import {
  allDealerNames,
  dealerExists,
  dealerNameRows,
  dealerRegistrations,
  dealerRegistrationsInRange,
  dealerRows,
  findDealer,
  newestRegistration,
  lockDealerQuotaRow,
  lockDealerRow,
} from './dealers.repository';
import {
  deleteFinanceOffer,
  financeOfferJsonOfCar,
  findFinanceOffer,
  upsertFinanceOffer,
} from './finance-offer.repository';

/*
 * The dealerships' own records: their profiles, logos and finance programmes. What is built on
 * them (founding one, its team, its cars, its pages) is in the modules above this one.
 */

/** 404 "Dealer not found" unless the dealership exists. */
export async function requireDealer(db: Db, dealerId: string): Promise<void> {
  if (!(await dealerExists(db, dealerId))) throw notFound('Dealer');
}

/**
 * Inside a transaction: locks the dealership's row so that changes to its team run one after
 * another (two admins cannot both pass the last-admin check). False for an unknown dealer.
 */
export async function lockDealerForTeamChange(trx: Db, dealerId: string): Promise<boolean> {
  return lockDealerRow(trx, dealerId);
}

/** Locks the dealership against other writes counted against its quotas (docs/decisions/053). */
export async function lockDealerQuotas(trx: Db, dealerId: string): Promise<void> {
  await lockDealerQuotaRow(trx, dealerId);
}

/**
 * Inside a transaction: locks the dealership's row for a profile or logo change, and answers its
 * logo key; undefined when there is no such dealership.
 */
export async function lockDealerForProfileChange(
  trx: Db,
  dealerId: string,
): Promise<{ logoKey: string | null } | undefined> {
  return lockDealerProfile(trx, dealerId);
}

const namesOf = (row: { name_en: string | null; name_ar: string | null }): InBothLanguages => ({
  en: row.name_en,
  ar: row.name_ar,
});

/** The dealership's names in both languages; undefined for an unknown one. */
export async function dealerName(db: Db, dealerId: string): Promise<InBothLanguages | undefined> {
  return (await dealerNames(db, [dealerId])).get(dealerId);
}

/** The names of the dealerships of `ids`, by id (unknown ids are left out). */
export async function dealerNames(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, InBothLanguages>> {
  return new Map((await dealerNameRows(db, ids)).map((row) => [row.id, namesOf(row)]));
}

/** A dealership's names, and their folded words (`nameWordsOf`) for suggestions. */
export interface NamedDealer {
  id: string;
  names: InBothLanguages;
  nameWords: string[][];
}

/** Up to `limit` dealerships whose names typed text begins (`namesBegunBy`). */
export type DealersBegunBy = (text: string, limit: number) => NamedDealer[];

/**
 * The words of the dealerships' names in code-unit order, so that the words a typed word begins
 * are one run found by halving: a keystroke looks at the dealerships that run names (thousands
 * share "Autos"; it stops at `limit`), not at every dealership.
 */
function dealersBegunBy(dealers: readonly NamedDealer[]): DealersBegunBy {
  const byWord = dealers
    .flatMap((dealer) => [...new Set(dealer.nameWords.flat())].map((word) => ({ word, dealer })))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  /** The first entry whose word is not before `word`. */
  const firstFrom = (word: string) => {
    let low = 0;
    let high = byWord.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byWord[middle]!.word < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return (text, limit) => {
    const typed = typedWordsOf(text);
    // Every typed word begins a word of the name: the longest has the shortest run.
    const longest = typed.reduce<string | undefined>(
      (kept, word) => (kept === undefined || word.length > kept.length ? word : kept),
      undefined,
    );
    if (longest === undefined) return [];
    const found = new Set<NamedDealer>();
    for (let at = firstFrom(longest); at < byWord.length && found.size < limit; at += 1) {
      const { word, dealer } = byWord[at]!;
      if (!word.startsWith(longest)) break;
      if (namesBegunBy(typed, dealer.nameWords)) found.add(dealer);
    }
    return [...found];
  };
}

/**
 * Every dealership's names, read again when older than `maxAgeMs`: suggestions look through
 * them on each keystroke.
 */
export function dealerNameList(db: Db, maxAgeMs: number): () => Promise<DealersBegunBy> {
  let read: { at: number; dealers: Promise<DealersBegunBy> } | undefined;
  const load = async () =>
    dealersBegunBy(
      (await allDealerNames(db)).map((row) => {
        const names = namesOf(row);
        return { id: row.id, names, nameWords: nameWordsOf(names) };
      }),
    );
  return () => {
    if (!read || Date.now() - read.at > maxAgeMs) {
      const dealers = load();
      // A failed read is not kept: the next keystroke reads again.
      dealers.catch(() => {
        if (read?.dealers === dealers) read = undefined;
      });
      read = { at: Date.now(), dealers };
    }
    return read.dealers;
  };
}

/**
 * The directory's dealerships, in no order: those whose names `query` finds
 * (`dealerNameMatches`), in `cities` and of `ids`, each if given. Names are matched here, not in
 * SQL: their spellings fold as the shared rule says, and the dealerships are a few thousand.
 */
export async function dealerDirectory(
  db: Db,
  filter: {
    query?: string | undefined;
    cities?: readonly string[] | undefined;
    ids?: readonly string[] | undefined;
  },
) {
  const rows = await dealerRows(db, { cities: filter.cities, ids: filter.ids });
  return rows
    .map((row) => ({ id: row.id, names: namesOf(row), city: row.city, logoKey: row.logo_key }))
    .filter(
      (dealer) => filter.query === undefined || dealerNameMatches(filter.query, dealer.names),
    );
}

/** The dealership's whole profile; undefined when there is none. */
export async function dealerProfile(db: Db, dealerId: string) {
  const row = await findDealer(db, dealerId);
  return (
    row && {
      id: row.id,
      names: namesOf(row),
      city: row.city,
      phone: row.phone,
      whatsapp: row.whatsapp,
      addresses: { en: row.address_en, ar: row.address_ar } satisfies InBothLanguages,
      logoKey: row.logo_key,
      createdAt: row.created_at,
    }
  );
}

/** A new dealership with its profile and no logo. */
export async function createDealer(trx: Db, dealerId: string, profile: DealerProfileBody) {
  await insertDealerProfile(trx, dealerId, profile);
}

/** Replaces the profile's fields; the logo is left to its upload. */
export async function changeDealerProfile(trx: Db, dealerId: string, profile: DealerProfileBody) {
  await updateDealerProfile(trx, dealerId, profile);
}

export async function changeDealerLogo(trx: Db, dealerId: string, logoKey: string | null) {
  await setDealerLogo(trx, dealerId, logoKey);
}

/** The dealership's finance programme, its percentages as numbers; undefined when it has none. */
export async function financeOfferOf(db: Db, dealerId: string): Promise<FinanceOffer | undefined> {
  return findFinanceOffer(db, dealerId);
}

/** Sets the dealership's programme, replacing the one it had. */
export async function saveFinanceOffer(db: Db, dealerId: string, offer: FinanceOffer) {
  await upsertFinanceOffer(db, dealerId, offer);
}

export async function dropFinanceOffer(db: Db, dealerId: string): Promise<void> {
  await deleteFinanceOffer(db, dealerId);
}

/**
 * The finance programme of the outer query's car's dealership, as JSON (null without one): the
 * cars module reads a page of cars with their offers in one query (docs/decisions/141).
 */
export function financeOfferOfCar(eb: ExpressionBuilder<Database, 'cars'>) {
  return financeOfferJsonOfCar(eb);
}

/** Every dealership's id and when it was registered, by id. */
export async function registrationsById(db: Db): Promise<{ id: string; registeredAt: Date }[]> {
  return (await dealerRegistrations(db)).map((row) => ({
    id: row.id,
    registeredAt: row.created_at,
  }));
}

/**
 * The same for the dealerships with `firstId <= id < nextId` (no upper bound without `nextId`),
 * with their names (their pages' addresses are made of them).
 */
export async function registrationsInRange(
  db: Db,
  range: { firstId: string; nextId: string | undefined; limit: number },
): Promise<{ id: string; names: InBothLanguages; registeredAt: Date }[]> {
  return (await dealerRegistrationsInRange(db, range)).map((row) => ({
    id: row.id,
    names: namesOf(row),
    registeredAt: row.created_at,
  }));
}

/** When the newest dealership was registered; undefined without any. */
export async function newestDealerRegistration(db: Db): Promise<Date | undefined> {
  const newest = await newestRegistration(db);
  return newest === null ? undefined : new Date(newest);
}
