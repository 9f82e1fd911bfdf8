import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import type { Language } from '#shared/reference/types';
import type { DealerAccess, UserRole } from '#shared/schemas/user';

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

/** The dealerships the user is on, with their team role and status. */
export async function dealerAccessOf(db: Db, userId: string): Promise<DealerAccess[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('dealers', 'dealers.id', 'team_members.dealer_id')
    .select([
      'team_members.dealer_id as dealerId',
      'dealers.name as dealerName',
      'team_members.role',
      'team_members.status',
    ])
    .where('team_members.user_id', '=', userId)
    .orderBy('team_members.created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    role: row.role === 'admin' || row.role === 'manager' ? row.role : 'employee',
  }));
}

/**
 * Finds the user by issuer and subject, or creates them. A user from before subjects were kept is
 * found by the e-mail, once, and linked; a user the e-mail belongs to under another identity is
 * not taken over (docs/decisions/055). Links invitations sent to the e-mail before the account
 * existed. Run it in a transaction.
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
  await trx
    .updateTable('team_members')
    .set({ user_id: userId })
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .execute();
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

/** Holds the user's row until the transaction ends: their lists change one call at a time. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The language the user's mails are written in: the page's, whenever they set up alerts. */
export async function setUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
