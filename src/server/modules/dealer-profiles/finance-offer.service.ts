import type { FinanceOffer } from '#shared/schemas/car';
import type { DealerFinanceOfferResponse } from '#shared/schemas/dealer-finance';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { dropFinanceOffer, financeOfferOf, saveFinanceOffer } from '../dealers/dealers.service';
import { accessSubjectOf } from '../team/team.service';

const noDealership = () =>
  new HttpError(403, "You are not an approved member of a dealership's team");
const notAdmin = () => new HttpError(403, "Only the dealership's admins can set its finance offer");

/**
 * The dealership the signed-in user's finance-offer calls are about: the one they run, else the
 * first they are an approved member of. Read on every request, so a role change counts at once.
 */
async function dealershipOf(db: Db, userId: string) {
  const { dealerAccess } = await accessSubjectOf(db, userId);
  const approved = dealerAccess.filter((access) => access.status === 'approved');
  const admin = approved.find((access) => access.role === 'admin');
  const dealership = admin ?? approved[0];
  if (!dealership) throw noDealership();
  return { dealerId: dealership.dealerId, isAdmin: admin !== undefined };
}

/** The dealership's admin's dealership id; 403 for anyone else (docs/decisions/141). */
async function adminDealershipOf(db: Db, userId: string): Promise<string> {
  const { dealerId, isAdmin } = await dealershipOf(db, userId);
  if (!isAdmin) throw notAdmin();
  return dealerId;
}

/** Any approved member's view of their dealership's programme. */
export async function readFinanceOffer(
  db: Db,
  userId: string,
): Promise<DealerFinanceOfferResponse> {
  const { dealerId } = await dealershipOf(db, userId);
  return { dealerId, offer: (await financeOfferOf(db, dealerId)) ?? null };
}

/** Sets (or replaces) the programme of the dealership the user runs. */
export async function setFinanceOffer(
  db: Db,
  userId: string,
  offer: FinanceOffer,
): Promise<DealerFinanceOfferResponse> {
  const dealerId = await adminDealershipOf(db, userId);
  await saveFinanceOffer(db, dealerId, offer);
  return { dealerId, offer: (await financeOfferOf(db, dealerId)) ?? null };
}

/** Removes the programme: the dealership's cars show the market's default terms again. */
export async function removeFinanceOffer(
  db: Db,
  userId: string,
): Promise<DealerFinanceOfferResponse> {
  const dealerId = await adminDealershipOf(db, userId);
  await dropFinanceOffer(db, dealerId);
  return { dealerId, offer: null };
}
