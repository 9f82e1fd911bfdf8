import type { Language } from '#shared/reference/types';
import type { DealerAccess, UserRole } from '#shared/schemas/user';
import type { Db } from '../../db/database';
import {
  alertSettings,
  findUser,
  linkSignedInUser,
  lockUserRow,
  mailAddresses,
  priceAlertUserIds,
  setUserRole,
  turnOffPriceAlerts,
  updateUserLanguage,
  userIdOfEmail,
  usersByName,
  type SignInOutcome,
  type SignInProfile,
} from './users.repository';

export type { SignInOutcome, SignInProfile } from './users.repository';

/**
 * What the user routes need of the user's teams, which app.ts takes from the team module: the
 * team module builds on this one (team members are users), so this one cannot call it.
 */
export interface UserTeams {
  /** The dealerships the user is on, with their team role and status. */
  dealerAccessOf(db: Db, userId: string): Promise<DealerAccess[]>;
  /** Gives the user the role their teams make them, and answers it. */
  settleRole(db: Db, userId: string): Promise<UserRole>;
}

/**
 * Links the identity of a verified sign-in to its user, or creates the user (see
 * `linkSignedInUser`). Run it in a transaction.
 */
export async function userOfSignIn(trx: Db, profile: SignInProfile): Promise<SignInOutcome> {
  return linkSignedInUser(trx, profile);
}

/** The user's role, or undefined when there is no such user. */
export async function roleOf(db: Db, userId: string): Promise<{ role: UserRole } | undefined> {
  const user = await findUser(db, userId);
  return user && { role: user.role };
}

export async function setRole(db: Db, userId: string, role: UserRole): Promise<void> {
  await setUserRole(db, userId, role);
}

export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  return (await findUser(db, userId))?.email;
}

/**
 * Inside a transaction: holds the user's row until it ends, so that their lists change (and they
 * register a dealership) one call at a time; answers who they are, undefined for no such user.
 */
export async function lockUser(trx: Db, userId: string) {
  return lockUserRow(trx, userId);
}

/** The language the user's mails are written in: the page's, whenever they set up alerts. */
export async function setMailLanguage(db: Db, userId: string, language: Language) {
  await updateUserLanguage(db, userId, language);
}

/** The user who signs in with `email`, if there is one. */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return userIdOfEmail(db, email);
}

/** The names and e-mails of the users of `ids`, ordered by name (then id). */
export async function peopleByName(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; name: string; email: string }[]> {
  return usersByName(db, ids);
}

/** Names of the users of `ids`, by id. */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await usersByName(db, ids)).map((user) => [user.id, user.name]));
}

/** The addresses and mail languages of the users of `ids`, ordered by id. */
export async function mailContacts(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string; language: Language }[]> {
  return mailAddresses(db, ids);
}

/** Whom an alert mail goes to, in which language, and whether it may tell of price drops. */
export async function alertRecipient(db: Db, userId: string) {
  const user = await alertSettings(db, userId);
  return user && { email: user.email, language: user.language, priceAlerts: user.price_alerts };
}

/** The users among `ids` who want price drops of their favourites mailed. */
export async function wantingPriceAlerts(db: Db, ids: readonly string[]): Promise<string[]> {
  return priceAlertUserIds(db, ids);
}

/** Price drops of the user's favourites are no longer mailed (an unsubscribe link). */
export async function stopPriceAlerts(db: Db, userId: string): Promise<void> {
  await turnOffPriceAlerts(db, userId);
}
