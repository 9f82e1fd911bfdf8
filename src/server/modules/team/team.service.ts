import { teamPermissions } from '#shared/rules/access';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { TeamMember } from '#shared/schemas/team';
import type { TeamRole } from '#shared/schemas/user';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { settleRole } from '../users/users.service';
import {
  answerPending,
  approvedAdminCount,
  dealerExists,
  deleteMember,
  emailOnTeam,
  findMember,
  insertMember,
  lockDealer,
  memberById,
  memberOfUser,
  runsADealership,
  setMemberRole,
  teamEntry,
  teamOf,
  userIdByEmail,
  type TeamMemberRow,
} from './team.repository';

export interface Membership {
  userId: string;
  role: TeamRole;
  status: TeamMemberStatus;
}

const narrowRole = (role: string): TeamRole =>
  role === 'admin' || role === 'manager' ? role : 'employee';

/**
 * The user's entry on the dealership's team, for `teamPermissions` and `mayManageCar`
 * (src/shared/rules/access.ts). Read on every request, so a removal or a role change counts at once.
 */
export async function memberOf(
  db: Db,
  dealerId: string,
  userId: string,
): Promise<Membership | undefined> {
  const entry = await teamEntry(db, dealerId, userId);
  return entry && { userId, role: narrowRole(entry.role), status: entry.status };
}

/** May the user change the dealership's profile? (Inside a transaction, pass it.) */
export async function mayEditDealerProfile(
  db: Db,
  dealerId: string,
  userId: string,
): Promise<boolean> {
  return teamPermissions(await memberOf(db, dealerId, userId)).editDealerProfile;
}

export { approvedPeople, carOverseers } from './team.repository';

/** Is the user already the approved admin of a dealership? */
export const isDealerAdmin = runsADealership;

/** The founder of a new dealership: its approved admin. Call `settleRole` afterwards. */
export async function addFounder(
  db: Db,
  dealerId: string,
  user: { id: string; email: string },
): Promise<void> {
  await insertMember(db, {
    id: newId('tm'),
    dealerId,
    userId: user.id,
    email: user.email,
    role: 'admin',
    status: 'approved',
  });
}

/**
 * The API shape (spec section 3) as `viewerId` sees it. An entry names its account (its user uid
 * and name) only once the person has accepted, or to that person: an invitation answers the same
 * whether or not the e-mail has an account, so inviting tells nobody who has one (docs/decisions/022).
 */
export function toTeamMember(row: TeamMemberRow, viewerId: string): TeamMember {
  const userId = row.user_id;
  const named = userId !== null && (row.status === 'approved' || userId === viewerId);
  return {
    id: named ? userId : row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    name: named ? row.name || null : null,
  };
}

/** 404 "Dealer not found" unless the dealership exists. */
export async function requireDealer(db: Db, dealerId: string): Promise<void> {
  if (!(await dealerExists(db, dealerId))) throw notFound('Dealer');
}

const notAdmin = () => new HttpError(403, "Only the dealership's admins can manage its team");
const noAccess = () => new HttpError(404, 'No dealer access information found.');

/** Admins and managers see the whole team; anyone else only their own entry, if any. */
export async function listTeam(db: Db, dealerId: string, userId: string): Promise<TeamMember[]> {
  await requireDealer(db, dealerId);
  if (teamPermissions(await memberOf(db, dealerId, userId)).viewTeam) {
    return (await teamOf(db, dealerId)).map((row) => toTeamMember(row, userId));
  }
  const own = await memberOfUser(db, dealerId, userId);
  return own ? [toTeamMember(own, userId)] : [];
}

/** Accept or reject: only the invited user, only while pending (spec section 4). */
export async function answerInvitation(
  db: Db,
  actorId: string,
  target: { dealerId: string; userId: string },
  status: 'approved' | 'rejected',
): Promise<TeamMember> {
  if (target.userId !== actorId) {
    throw new HttpError(403, 'You can only answer your own invitation');
  }
  return db.transaction().execute(async (trx) => {
    const id = await answerPending(trx, target.dealerId, actorId, status);
    if (id === undefined) {
      const entry = await teamEntry(trx, target.dealerId, actorId);
      if (!entry) throw noAccess();
      throw new HttpError(409, 'This invitation is no longer pending');
    }
    await settleRole(trx, actorId);
    return toTeamMember(await existing(trx, id), actorId);
  });
}

async function existing(db: Db, id: string): Promise<TeamMemberRow> {
  const row = await memberById(db, id);
  if (!row) throw new Error(`team entry ${id} vanished inside its transaction`);
  return row;
}

/**
 * Opens a team change: locks the dealership (404 when unknown) and checks, under that lock,
 * that the actor is one of its approved admins (403 otherwise).
 */
async function asTeamAdmin(trx: Db, dealerId: string, actorId: string): Promise<void> {
  if (!(await lockDealer(trx, dealerId))) throw notFound('Dealer');
  if (!teamPermissions(await memberOf(trx, dealerId, actorId)).manageTeam) throw notAdmin();
}

async function targetMember(trx: Db, dealerId: string, memberId: string) {
  const member = await findMember(trx, dealerId, memberId);
  if (!member) throw notFound('Team member');
  return member;
}

const isApprovedAdmin = (member: TeamMemberRow) =>
  member.role === 'admin' && member.status === 'approved';

/**
 * A pending entry for the e-mail. With an account it is linked now and the user's role settles
 * (a plain user becomes a DealerEmployee); without one, the first sign-in links it.
 */
export async function inviteMember(
  db: Db,
  actorId: string,
  invite: { dealerId: string; email: string; role: TeamRole },
): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await asTeamAdmin(trx, invite.dealerId, actorId);
    if (await emailOnTeam(trx, invite.dealerId, invite.email)) {
      throw new HttpError(409, 'This e-mail is already on the team');
    }
    const userId = (await userIdByEmail(trx, invite.email)) ?? null;
    const id = newId('tm');
    await insertMember(trx, {
      id,
      dealerId: invite.dealerId,
      userId,
      email: invite.email.toLowerCase(),
      role: invite.role,
      status: 'pending',
    });
    if (userId !== null) await settleRole(trx, userId);
    return toTeamMember(await existing(trx, id), actorId);
  });
}

/** Deletes the entry and settles the removed user's role; the last approved admin stays. */
export async function removeMember(
  db: Db,
  actorId: string,
  target: { dealerId: string; memberId: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await asTeamAdmin(trx, target.dealerId, actorId);
    const member = await targetMember(trx, target.dealerId, target.memberId);
    if (isApprovedAdmin(member) && (await approvedAdminCount(trx, target.dealerId)) <= 1) {
      throw new HttpError(409, 'The last admin of a dealership cannot be removed');
    }
    await deleteMember(trx, member.id);
    if (member.user_id !== null) await settleRole(trx, member.user_id);
  });
}

/** Changes a member's team role; the last approved admin cannot be demoted. */
export async function changeMemberRole(
  db: Db,
  actorId: string,
  change: { dealerId: string; memberId: string; role: TeamRole },
): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await asTeamAdmin(trx, change.dealerId, actorId);
    const member = await targetMember(trx, change.dealerId, change.memberId);
    if (
      change.role !== 'admin' &&
      isApprovedAdmin(member) &&
      (await approvedAdminCount(trx, change.dealerId)) <= 1
    ) {
      throw new HttpError(409, 'The last admin of a dealership cannot be demoted');
    }
    await setMemberRole(trx, member.id, change.role);
    if (member.user_id !== null) await settleRole(trx, member.user_id);
    return toTeamMember(await existing(trx, member.id), actorId);
  });
}
