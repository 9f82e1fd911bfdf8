import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import type { Language } from '#shared/reference/types';
import type { UserRole } from '#shared/schemas/user';

export interface SignInProfile {
  /** Who the user is at their OpenID provider: a pair that never moves to another user. */
  issuer: string;
  subject: string;
  /** Verified by the provider; a sign-in without a verified e-mail never gets here. */
  email: string;
  name: string;
  photoUrl: string | null;
}

/** The signed-in user, or the user who already holds the e-mail under another identity. */
export type SignInOutcome = { userId: string } | { emailHeldBy: string };

export async function findUser(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Finds the user by issuer and subject, or creates them. A user from before subjects were kept is
 * found by the e-mail, once, and linked; a user the e-mail belongs to under another identity is
 * not taken over (docs/decisions/055). Run it in a transaction.
 */
export async function linkSignedInUser(trx: Db, profile: SignInProfile): Promise<SignInOutcome> {
  const email = profile.email.toLowerCase();
  const seen = { name: profile.name, photo_url: profile.photoUrl, last_seen: new Date() };
  const holderOfEmail = () =>
    trx.selectFrom('users').select(['id', 'subject']).where('email', '=', email).executeTakeFirst();
  const linked = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('issuer', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  let userId: string;
  if (linked) {
    userId = linked.id;
    // The e-mail changed at the provider: follow it, unless another user holds the new one.
    const emailFree = linked.email === email || !(await holderOfEmail());
    await trx
      .updateTable('users')
      .set({ ...seen, ...(emailFree && { email }) })
      .where('id', '=', userId)
      .execute();
  } else {
    const holder = await holderOfEmail();
    if (holder && holder.subject !== null) return { emailHeldBy: holder.id };
    userId = holder?.id ?? newId('usr');
    const identity = { issuer: profile.issuer, subject: profile.subject };
    if (holder) {
      await trx
        .updateTable('users')
        .set({ ...seen, ...identity })
        .where('id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('users')
        .values({ id: userId, email, role: null, ...seen, ...identity })
        .execute();
    }
  }
  return { userId };
}

export async function setUserRole(db: Db, userId: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

export async function recordUserUpdate(
  db: Db,
  userId: string,
  update: { name: string; photoUrl: string | null; lastSeen: Date },
) {
  await db
    .updateTable('users')
    .set({ name: update.name, photo_url: update.photoUrl, last_seen: update.lastSeen })
    .where('id', '=', userId)
    .execute();
}

/**
 * Holds the user's row until the transaction ends: their lists change, and they register, one
 * call at a time. Undefined when there is no such user.
 */
export async function lockUserRow(trx: Db, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateUserLanguage(db: Db, userId: string, language: Language) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function userIdOfEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The users of `ids`, by name (then id). */
export async function usersByName(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Where and in which language the users of `ids` are mailed, by id. */
export async function mailAddresses(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/** What an alert mail needs of its user. */
export async function alertSettings(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'language', 'price_alerts'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The users of `ids` who want price drops mailed. */
export async function priceAlertUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('price_alerts', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

export async function turnOffPriceAlerts(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ price_alerts: false }).where('id', '=', userId).execute();
}
