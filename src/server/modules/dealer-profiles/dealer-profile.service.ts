import type { DealerProfileBody } from '#shared/schemas/team';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import {
  changeDealerProfile,
  createDealer,
  lockDealerForProfileChange,
} from '../dealers/dealers.service';
import { addFounder, isDealerAdmin, mayEditDealerProfile, settleRole } from '../team/team.service';
import { lockUser } from '../users/users.service';

/**
 * "Become a dealer" (docs/decisions/020): the user founds a dealership and is its admin. One
 * dealership per admin. Returns the new dealership's id.
 */
export async function registerDealer(
  db: Db,
  userId: string,
  profile: DealerProfileBody,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw new HttpError(401, 'Invalid or expired session token');
    if (await isDealerAdmin(trx, user.id)) {
      throw new HttpError(409, 'You already run a dealership');
    }
    const id = newId('dlr');
    await createDealer(trx, id, profile);
    await addFounder(trx, id, user);
    await settleRole(trx, user.id);
    return id;
  });
}

/** Replaces the dealership's profile; only its admins may. */
export async function editDealerProfile(
  db: Db,
  userId: string,
  dealerId: string,
  profile: DealerProfileBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockDealerForProfileChange(trx, dealerId))) throw notFound('Dealer');
    if (!(await mayEditDealerProfile(trx, dealerId, userId))) {
      throw new HttpError(403, "Only the dealership's admins can edit its profile");
    }
    await changeDealerProfile(trx, dealerId, profile);
  });
}
