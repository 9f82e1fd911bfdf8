import { sql } from 'kysely';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { TeamRole } from '#shared/schemas/user';
import type { Db } from '../../db/database';

/** A team entry as the team calls answer it (with its account's name, added by the service). */
export interface TeamEntryRow {
  id: string;
  user_id: string | null;
  email: string;
  role: string;
  status: TeamMemberStatus;
}

const entries = (db: Db) =>
  db
    .selectFrom('team_members')
    .select([
      'team_members.id',
      'team_members.user_id',
      'team_members.email',
      'team_members.role',
      'team_members.status',
    ]);

/** Admins first, then managers, then everyone else. */
const roleRank = sql<number>`case team_members.role when 'admin' then 0 when 'manager' then 1 else 2 end`;

/** The user's own entry on the dealership's team. */
export async function teamEntry(db: Db, dealerId: string, userId: string) {
  return db
    .selectFrom('team_members')
    .select(['role', 'status'])
    .where('dealer_id', '=', dealerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The whole team: admins, managers, employees, then by e-mail. */
export async function teamOf(db: Db, dealerId: string): Promise<TeamEntryRow[]> {
  return entries(db)
    .where('team_members.dealer_id', '=', dealerId)
    .orderBy(roleRank)
    .orderBy('team_members.email')
    .orderBy('team_members.id')
    .execute();
}

/** The user's own entry on the dealership's team. */
export async function memberOfUser(
  db: Db,
  dealerId: string,
  userId: string,
): Promise<TeamEntryRow | undefined> {
  return entries(db)
    .where('team_members.dealer_id', '=', dealerId)
    .where('team_members.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A team entry by the id the team call answers: the member's user id, or the entry's own id
 * for an invitation that has no account yet (the two kinds of id never collide: usr_ / tm_).
 */
export async function findMember(
  db: Db,
  dealerId: string,
  memberId: string,
): Promise<TeamEntryRow | undefined> {
  return entries(db)
    .where('team_members.dealer_id', '=', dealerId)
    .where((eb) =>
      eb.or([eb('team_members.user_id', '=', memberId), eb('team_members.id', '=', memberId)]),
    )
    .executeTakeFirst();
}

export async function memberById(db: Db, id: string): Promise<TeamEntryRow | undefined> {
  return entries(db).where('team_members.id', '=', id).executeTakeFirst();
}

export async function emailOnTeam(db: Db, dealerId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('id')
    .where('dealer_id', '=', dealerId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMember(
  db: Db,
  member: {
    id: string;
    dealerId: string;
    userId: string | null;
    email: string;
    role: TeamRole;
    status: TeamMemberStatus;
  },
): Promise<void> {
  await db
    .insertInto('team_members')
    .values({
      id: member.id,
      dealer_id: member.dealerId,
      user_id: member.userId,
      email: member.email,
      role: member.role,
      status: member.status,
    })
    .execute();
}

/**
 * Moves the user's pending entry to `status`. Undefined when there is no pending entry (none at
 * all, or already answered): the condition sits in the update, so two answers cannot both win.
 */
export async function answerPending(
  db: Db,
  dealerId: string,
  userId: string,
  status: 'approved' | 'rejected',
): Promise<string | undefined> {
  const row = await db
    .updateTable('team_members')
    .set({ status })
    .where('dealer_id', '=', dealerId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setMemberRole(db: Db, id: string, role: TeamRole): Promise<void> {
  await db.updateTable('team_members').set({ role }).where('id', '=', id).execute();
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await db.deleteFrom('team_members').where('id', '=', id).execute();
}

export async function approvedAdminCount(db: Db, dealerId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dealer_id', '=', dealerId)
    .where('role', '=', 'admin')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Is the user the approved admin of any dealership? */
export async function runsADealership(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/** The dealerships the user is on (any status), oldest entry first. */
export async function entriesOfUser(db: Db, userId: string) {
  return db
    .selectFrom('team_members')
    .select(['dealer_id', 'role', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The dealership's approved entries that have an account, oldest first. */
export async function approvedEntries(db: Db, dealerId: string) {
  return db
    .selectFrom('team_members')
    .select(['user_id', 'role', 'status'])
    .where('dealer_id', '=', dealerId)
    .where('user_id', 'is not', null)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .execute();
}

/** Links the entries invited by the user's e-mail before they had an account. */
export async function linkEntriesToUser(trx: Db, userId: string, email: string): Promise<void> {
  await trx
    .updateTable('team_members')
    .set({ user_id: userId })
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .execute();
}
