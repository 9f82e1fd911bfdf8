import { teamPermissions } from '#shared/rules/access';
import { textInLanguage } from '#shared/rules/dealer-names';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { TeamMember } from '#shared/schemas/team';
import type { DealerAccess, TeamRole, UserRole } from '#shared/schemas/user';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { dealerNames, lockDealerForTeamChange, requireDealer } from '../dealers/dealers.service';
import {
  mailContacts,
  namesOf,
  peopleByName,
  roleOf,
  setRole,
  userIdByEmail,
} from '../users/users.service';
import {
  answerPending,
  approvedAdminCount,
  approvedEntries,
  deleteMember,
  emailOnTeam,
  entriesOfUser,
  findMember,
  insertMember,
  linkEntriesToUser,
  memberById,
  memberOfUser,
  runsADealership,
  setMemberRole,
  teamEntry,
  teamOf,
  type TeamEntryRow,
} from './team.repository';

/** A team entry with the name of its account, if it has one. */
export interface TeamMemberRow extends TeamEntryRow {
  name: string | null;
}

/** The entries with the names of their accounts. */
async function named(db: Db, rows: readonly TeamEntryRow[]): Promise<TeamMemberRow[]> {
  const names = await namesOf(
    db,
    rows.flatMap((row) => row.user_id ?? []),
  );
  return rows.map((row) => ({
    ...row,
    name: row.user_id === null ? null : (names.get(row.user_id) ?? null),
  }));
}

async function namedOne(db: Db, row: TeamEntryRow | undefined) {
  return row && (await named(db, [row]))[0];
}

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

/** The dealership's approved members with an account, by name: whom a lead may be assigned to. */
export async function approvedPeople(db: Db, dealerId: string) {
  const entries = await approvedEntries(db, dealerId);
  return peopleByName(
    db,
    entries.flatMap((entry) => entry.user_id ?? []),
  );
}

/**
 * Who is told about a car's leads and reviews: the dealership's approved admins, and the car's
 * creator while an approved member; by user id.
 */
export async function carOverseers(db: Db, dealerId: string, createdBy: string | null) {
  const entries = await approvedEntries(db, dealerId);
  const overseers = entries.filter(
    (entry) => entry.role === 'admin' || (createdBy !== null && entry.user_id === createdBy),
  );
  return mailContacts(
    db,
    overseers.flatMap((entry) => entry.user_id ?? []),
  );
}

/** The dealership's approved members with an account, oldest first (its public page lists them). */
export async function approvedMembersOf(db: Db, dealerId: string) {
  return (await approvedEntries(db, dealerId)).flatMap((entry) =>
    entry.user_id === null ? [] : [{ userId: entry.user_id, status: entry.status }],
  );
}

/** The dealerships whose team lists the user, whatever the entry's status. */
export async function dealerIdsOfUser(db: Db, userId: string): Promise<string[]> {
  return (await entriesOfUser(db, userId)).map((entry) => entry.dealer_id);
}

/** Is the user already the approved admin of a dealership? */
export async function isDealerAdmin(db: Db, userId: string): Promise<boolean> {
  return runsADealership(db, userId);
}

/** The dealerships the user is on, with their team role and status. */
export async function dealerAccessOf(db: Db, userId: string): Promise<DealerAccess[]> {
  const entries = await entriesOfUser(db, userId);
  const names = await dealerNames(
    db,
    entries.map((entry) => entry.dealer_id),
  );
  return entries.flatMap((entry) => {
    const dealerNames = names.get(entry.dealer_id);
    return dealerNames === undefined
      ? []
      : [
          {
            dealerId: entry.dealer_id,
            dealerName: textInLanguage(dealerNames, 'en'),
            dealerNames,
            role: narrowRole(entry.role),
            status: entry.status,
          },
        ];
  });
}

/**
 * The user's role follows their teams: the admin of a dealership is a Dealer; anyone invited to
 * or approved on a team is a DealerEmployee (My Access is theirs); a rejected invitation counts
 * for nothing, so rejecting frees the invitee to become a dealer.
 */
export function roleFromAccess(
  access: readonly { role: string; status: TeamMemberStatus }[],
): UserRole {
  if (access.some((entry) => entry.role === 'admin' && entry.status === 'approved'))
    return 'Dealer';
  return access.some((entry) => entry.status !== 'rejected') ? 'DealerEmployee' : null;
}

/** Gives the user the role their teams make them; call it in the transaction that changed them. */
export async function settleRole(db: Db, userId: string): Promise<UserRole> {
  const role = roleFromAccess(await entriesOfUser(db, userId));
  await setRole(db, userId, role);
  return role;
}

/** Links the entries invited by the e-mail of a user who has just signed in for the first time. */
export async function linkInvitations(trx: Db, userId: string, email: string): Promise<void> {
  await linkEntriesToUser(trx, userId, email.toLowerCase());
}

/** The signed-in user as `routeAccess` sees them, with their dealerships. */
export async function accessSubjectOf(
  db: Db,
  userId: string,
): Promise<{ role: UserRole; dealerAccess: DealerAccess[] }> {
  const [user, dealerAccess] = await Promise.all([roleOf(db, userId), dealerAccessOf(db, userId)]);
  if (!user) throw new HttpError(401, 'Invalid or expired session token');
  return { role: user.role, dealerAccess };
}

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
 * The API shape as `viewerId` sees it. An entry names its account (its user uid
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

const notAdmin = () => new HttpError(403, "Only the dealership's admins can manage its team");
const noAccess = () => new HttpError(404, 'No dealer access information found.');

/** Admins and managers see the whole team; anyone else only their own entry, if any. */
export async function listTeam(db: Db, dealerId: string, userId: string): Promise<TeamMember[]> {
  await requireDealer(db, dealerId);
  if (teamPermissions(await memberOf(db, dealerId, userId)).viewTeam) {
    return (await named(db, await teamOf(db, dealerId))).map((row) => toTeamMember(row, userId));
  }
  const own = await namedOne(db, await memberOfUser(db, dealerId, userId));
  return own ? [toTeamMember(own, userId)] : [];
}

/** Accept or reject: only the invited user, only while pending. */
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
  const row = await namedOne(db, await memberById(db, id));
  if (!row) throw new Error(`team entry ${id} vanished inside its transaction`);
  return row;
}

/**
 * Opens a team change: locks the dealership (404 when unknown) and checks, under that lock,
 * that the actor is one of its approved admins (403 otherwise).
 */
async function asTeamAdmin(trx: Db, dealerId: string, actorId: string): Promise<void> {
  if (!(await lockDealerForTeamChange(trx, dealerId))) throw notFound('Dealer');
  if (!teamPermissions(await memberOf(trx, dealerId, actorId)).manageTeam) throw notAdmin();
}

async function targetMember(trx: Db, dealerId: string, memberId: string) {
  const member = await findMember(trx, dealerId, memberId);
  if (!member) throw notFound('Team member');
  return member;
}

const isApprovedAdmin = (member: TeamEntryRow) =>
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
