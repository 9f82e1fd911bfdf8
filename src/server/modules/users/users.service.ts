import type { DealerAccess, UserRole } from '#shared/schemas/user';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import {
  dealerAccessOf,
  findUser,
  linkSignedInUser,
  setUserRole,
  type SignInOutcome,
  type SignInProfile,
} from './users.repository';

/**
 * The user's role follows their teams: the admin of a dealership is a Dealer; anyone invited to
 * or approved on a team is a DealerEmployee (spec section 6: My Access is theirs); a rejected
 * invitation counts for nothing, so rejecting frees the invitee to become a dealer.
 */
export { findUser, lockUser, setUserLanguage } from './users.repository';

export function roleFromAccess(access: readonly DealerAccess[]): UserRole {
  if (access.some((entry) => entry.role === 'admin' && entry.status === 'approved'))
    return 'Dealer';
  return access.some((entry) => entry.status !== 'rejected') ? 'DealerEmployee' : null;
}

/** Gives the user the role their teams make them; call it in the transaction that changed them. */
export async function settleRole(db: Db, userId: string): Promise<UserRole> {
  const role = roleFromAccess(await dealerAccessOf(db, userId));
  await setUserRole(db, userId, role);
  return role;
}

/** Called after a verified sign-in: links or creates the user and settles the role, in one transaction. */
export async function signInUser(db: Db, profile: SignInProfile): Promise<SignInOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await linkSignedInUser(trx, profile);
    if ('userId' in outcome) await settleRole(trx, outcome.userId);
    return outcome;
  });
}

/** The signed-in user as `routeAccess` sees them, with their dealerships. */
export async function accessSubjectOf(
  db: Db,
  userId: string,
): Promise<{ role: 'Dealer' | 'DealerEmployee' | null; dealerAccess: DealerAccess[] }> {
  const [user, dealerAccess] = await Promise.all([
    findUser(db, userId),
    dealerAccessOf(db, userId),
  ]);
  if (!user) throw new HttpError(401, 'Invalid or expired session token');
  return { role: user.role, dealerAccess };
}
