import type { Db } from '../../db/database';
import { linkInvitations, settleRole } from '../team/team.service';
import { userOfSignIn, type SignInOutcome, type SignInProfile } from '../users/users.service';

/**
 * After a verified sign-in: links or creates the user, links the invitations sent to their
 * e-mail before they had an account, and settles their role, in one transaction.
 */
export async function signInUser(db: Db, profile: SignInProfile): Promise<SignInOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await userOfSignIn(trx, profile);
    if ('userId' in outcome) {
      await linkInvitations(trx, outcome.userId, profile.email);
      await settleRole(trx, outcome.userId);
    }
    return outcome;
  });
}
