import { teamPermissions } from '#shared/rules/access';
import { leadPageSize } from '#shared/reference/leads';
import {
  leadCursorOf,
  type InboxCounts,
  type LeadDetails,
  type LeadListFilter,
  type LeadListResponse,
  type LeadNoteBody,
  type Lead,
  type LeadUpdateBody,
} from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { carIdsOfDealer, carSummaries } from '../cars/cars.service';
import { requireDealer } from '../dealers/dealers.service';
import { accessSubjectOf, approvedPeople, memberOf } from '../team/team.service';
import { namesOf } from '../users/users.service';
import {
  findLead,
  inboxCarIds,
  inboxLeads,
  insertNote,
  lockLead,
  markResponded,
  newInquiryCount,
  notesOf,
  updateLeadRow,
  type LeadRow,
  type LeadViewer,
} from './inbox.repository';
import { joinedLeadCar, leadCarOf, withLeadCars } from './lead-car';

/*
 * The lead inbox (docs/decisions/138). A dealership's approved admins and managers see
 * all its leads and assign them; an approved employee sees the leads of the cars they created and
 * those assigned to them. Any other lead, another dealership's included, is a 404.
 */

type LeadWithCar = Awaited<ReturnType<typeof withLeadCars<LeadRow>>>[number] & {
  assignee_name: string | null;
};

/** The leads with their cars and their assignees' names. */
async function withCarsAndAssignees(db: Db, rows: readonly LeadRow[]): Promise<LeadWithCar[]> {
  const [withCars, names] = await Promise.all([
    withLeadCars(db, rows),
    namesOf(
      db,
      rows.flatMap((row) => row.assignee_id ?? []),
    ),
  ]);
  return withCars.map((row) => ({
    ...row,
    assignee_name: row.assignee_id === null ? null : (names.get(row.assignee_id) ?? null),
  }));
}

function toLead(row: LeadWithCar): Lead {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    car: joinedLeadCar(row),
    name: row.name,
    phone: row.phone,
    message: row.message,
    preferredContact: row.preferred_contact,
    language: row.language,
    assignee:
      row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    createdAt: row.created_at.toISOString(),
    firstResponseAt: row.first_response_at?.toISOString() ?? null,
    noteCount: row.note_count ?? 0,
  };
}

/** The user as a viewer of the dealership's leads; 404 for no dealership, 403 off its team. */
async function viewerOf(db: Db, dealerId: string, userId: string): Promise<LeadViewer> {
  await requireDealer(db, dealerId);
  const member = await memberOf(db, dealerId, userId);
  const permissions = teamPermissions(member);
  if (!permissions.addCars) {
    throw new HttpError(403, "Only the dealership's approved team can see its leads");
  }
  return viewerFor(db, dealerId, userId, permissions.manageAllCars);
}

/** The viewer with the cars whose leads they see (all the dealership's when `seesAll`). */
export async function viewerFor(
  db: Db,
  dealerId: string,
  userId: string,
  seesAll: boolean,
): Promise<LeadViewer> {
  const ownCarIds = seesAll ? [] : await carIdsOfDealer(db, dealerId, userId);
  return { dealerId, userId, seesAll, ownCarIds };
}

export async function listLeads(
  db: Db,
  dealerId: string,
  userId: string,
  query: LeadListFilter,
): Promise<LeadListResponse> {
  const viewer = await viewerOf(db, dealerId, userId);
  const filter = {
    carId: query.carId,
    status: query.status,
    kind: query.kind,
    assigneeId: query.assignee === 'none' ? null : query.assignee,
  };
  const [rows, carIds, people] = await Promise.all([
    inboxLeads(db, viewer, filter, { before: query.cursor, size: leadPageSize + 1 }),
    inboxCarIds(db, viewer),
    viewer.seesAll ? approvedPeople(db, dealerId) : Promise.resolve([]),
  ]);
  const [leads, cars] = await Promise.all([
    withCarsAndAssignees(db, rows.slice(0, leadPageSize)).then((page) => page.map(toLead)),
    carSummaries(db, carIds),
  ]);
  const last = leads.at(-1);
  return {
    leads,
    nextCursor: rows.length > leadPageSize && last ? leadCursorOf(last) : null,
    cars: carIds.flatMap((id) => {
      const car = cars.get(id);
      return car ? [leadCarOf(car)] : [];
    }),
    canAssign: viewer.seesAll,
    assignees: people.map((person) => ({ id: person.id, name: person.name || person.email })),
  };
}

async function detailsOf(db: Db, viewer: LeadViewer, leadId: string): Promise<LeadDetails> {
  const [row, notes] = await Promise.all([findLead(db, viewer, leadId), notesOf(db, leadId)]);
  if (!row) throw notFound('Lead');
  const [[lead], authors] = await Promise.all([
    withCarsAndAssignees(db, [row]),
    namesOf(
      db,
      notes.flatMap((note) => note.author_id ?? []),
    ),
  ]);
  return {
    ...toLead(lead!),
    notes: notes.map((note) => ({
      id: note.id,
      author:
        note.author_id === null
          ? null
          : { id: note.author_id, name: authors.get(note.author_id) ?? '' },
      body: note.body,
      createdAt: note.created_at.toISOString(),
    })),
  };
}

export async function leadDetails(db: Db, dealerId: string, userId: string, leadId: string) {
  return detailsOf(db, await viewerOf(db, dealerId, userId), leadId);
}

/**
 * Changes a lead's status or assignee. Assigning is for admins and managers, to an approved team
 * member; the first change of status away from `new` is the team's first response.
 */
export async function updateLead(
  db: Db,
  dealerId: string,
  userId: string,
  leadId: string,
  body: LeadUpdateBody,
): Promise<LeadDetails> {
  const viewer = await viewerOf(db, dealerId, userId);
  await db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, viewer, leadId);
    if (!lead) throw notFound('Lead');
    if (body.assigneeId !== undefined) {
      if (!viewer.seesAll) {
        throw new HttpError(403, "Only the dealership's admins and managers assign leads");
      }
      if (body.assigneeId !== null) {
        const assignee = await memberOf(trx, dealerId, body.assigneeId);
        if (assignee?.status !== 'approved') {
          throw new HttpError(400, "Assign the lead to a member of the dealership's team");
        }
      }
    }
    await updateLeadRow(trx, leadId, {
      ...(body.status !== undefined && { status: body.status }),
      ...(body.assigneeId !== undefined && { assignee_id: body.assigneeId }),
    });
    if (body.status !== undefined && body.status !== 'new') {
      await markResponded(trx, leadId, new Date());
    }
  });
  return detailsOf(db, viewer, leadId);
}

/** Adds the user's note to the lead: the team's first response, if none came before. */
export async function addLeadNote(
  db: Db,
  dealerId: string,
  userId: string,
  leadId: string,
  body: LeadNoteBody,
): Promise<LeadDetails> {
  const viewer = await viewerOf(db, dealerId, userId);
  await db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, viewer, leadId))) throw notFound('Lead');
    await insertNote(trx, { id: newId('note'), leadId, authorId: userId, body: body.body });
    await markResponded(trx, leadId, new Date());
  });
  return detailsOf(db, viewer, leadId);
}

/** The new inquiries the user sees across the dealerships they are an approved member of. */
export async function newLeadCount(db: Db, userId: string): Promise<InboxCounts['newLeads']> {
  const subject = await accessSubjectOf(db, userId);
  const viewers = await Promise.all(
    subject.dealerAccess.flatMap((access) => {
      const permissions = teamPermissions(access);
      return permissions.addCars
        ? [viewerFor(db, access.dealerId, userId, permissions.manageAllCars)]
        : [];
    }),
  );
  return newInquiryCount(db, viewers);
}
