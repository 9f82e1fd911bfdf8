import {
  blockedMessages,
  mayManageCar,
  routeAccess,
  teamPermissions,
  type GuardedRoute,
} from '#shared/rules/access';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../plugins/errors';
import { requireDealer } from '../dealers/dealers.service';
import { accessSubjectOf, memberOf, type Membership } from '../team/team.service';
import { carOwnership, lockCarRow, type CarOwnership } from './car-writes.repository';

/*
 * Who may write which car (docs/decisions/030). Every rule comes from src/shared/rules/access.ts;
 * memberships are read on each request (and again under the car's lock), so a removal, a
 * rejection or a demotion counts at once.
 */

/** 403 with the screen's blocked message when the user may not open the screen behind a call. */
export async function requireRoute(db: Db, userId: string, route: GuardedRoute) {
  const subject = await accessSubjectOf(db, userId);
  const decision = routeAccess(subject, route);
  if (!decision.allowed) {
    const message = decision.message
      ? blockedMessages[decision.message].text
      : 'You may not use this feature';
    throw new HttpError(403, message);
  }
  return subject;
}

function refusal(member: Membership | undefined): HttpError {
  if (member?.status === 'pending') {
    return new HttpError(403, blockedMessages.acceptInvitation.text);
  }
  if (teamPermissions(member).manageOwnCars) {
    return new HttpError(403, 'Employees can only change the cars they added');
  }
  return new HttpError(403, "Only the approved team of the car's dealership can change it");
}

/** May the user add cars to the dealership? 404 for an unknown one, else 403 with the reason. */
export async function requireAddCars(db: Db, userId: string, dealerId: string) {
  await requireDealer(db, dealerId);
  const member = await memberOf(db, dealerId, userId);
  if (!teamPermissions(member).addCars) throw refusal(member);
  return member;
}

async function checked(
  db: Db,
  userId: string,
  car: CarOwnership | undefined,
): Promise<{ car: CarOwnership; member: Membership }> {
  if (!car) throw notFound('Car');
  const member = await memberOf(db, car.dealer_id, userId);
  if (!member || !mayManageCar(member, car.created_by)) throw refusal(member);
  return { car, member };
}

/** The car, if the user may edit, sell or delete it: 404 when there is none, else 403. */
export async function manageableCar(db: Db, userId: string, carId: string) {
  return checked(db, userId, await carOwnership(db, carId));
}

/** The same inside a transaction, with the car's row locked until the transaction ends. */
export async function lockManageableCar(trx: Db, userId: string, carId: string) {
  return checked(trx, userId, await lockCarRow(trx, carId));
}
