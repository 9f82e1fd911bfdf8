import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { LeadKind, LeadStatus } from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import type { Database, LeadsTable } from '../../db/schema';

/**
 * Whose leads a team member sees: all the dealership's, or those of the cars they created
 * (`ownCarIds`, the cars module's answer) and those assigned to them.
 */
export interface LeadViewer {
  dealerId: string;
  userId: string;
  seesAll: boolean;
  ownCarIds: readonly string[];
}

export interface LeadFilter {
  carId?: string | undefined;
  status?: LeadStatus | undefined;
  /** A user id, or null for leads nobody is assigned. */
  assigneeId?: string | null | undefined;
  kind?: LeadKind | undefined;
}

type LeadScope = ExpressionBuilder<Database, 'leads'>;

const visibleTo = (viewer: LeadViewer) => (eb: LeadScope) =>
  viewer.seesAll
    ? eb.and([eb('leads.dealer_id', '=', viewer.dealerId)])
    : eb.and([
        eb('leads.dealer_id', '=', viewer.dealerId),
        eb.or([
          ...(viewer.ownCarIds.length > 0 ? [eb('leads.car_id', 'in', [...viewer.ownCarIds])] : []),
          eb('leads.assignee_id', '=', viewer.userId),
        ]),
      ]);

function leadsOf(db: Db, viewer: LeadViewer) {
  return db.selectFrom('leads').where(visibleTo(viewer));
}

/** A lead's columns and how many notes it has. */
function selectLead(db: Db, viewer: LeadViewer) {
  return leadsOf(db, viewer).select((eb) => [
    'leads.id',
    'leads.kind',
    'leads.status',
    'leads.name',
    'leads.phone',
    'leads.message',
    'leads.preferred_contact',
    'leads.language',
    'leads.assignee_id',
    'leads.created_at',
    'leads.first_response_at',
    'leads.car_id',
    eb
      .selectFrom('lead_notes')
      .select(sql<number>`count(*)::int`.as('count'))
      .whereRef('lead_notes.lead_id', '=', 'leads.id')
      .as('note_count'),
  ]);
}
export type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLead>['execute']>>[number];

/** A page of the viewer's leads, newest first, after `before` (the last lead of the page before). */
export async function inboxLeads(
  db: Db,
  viewer: LeadViewer,
  filter: LeadFilter,
  page: { before?: { createdAt: Date; id: string } | undefined; size: number },
): Promise<LeadRow[]> {
  let query = selectLead(db, viewer);
  if (filter.carId) query = query.where('leads.car_id', '=', filter.carId);
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.kind) query = query.where('leads.kind', '=', filter.kind);
  if (filter.assigneeId !== undefined) {
    query =
      filter.assigneeId === null
        ? query.where('leads.assignee_id', 'is', null)
        : query.where('leads.assignee_id', '=', filter.assigneeId);
  }
  const before = page.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('leads.created_at', '<', before.createdAt),
        eb.and([eb('leads.created_at', '=', before.createdAt), eb('leads.id', '<', before.id)]),
      ]),
    );
  }
  return query
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(page.size)
    .execute();
}

/** The cars the viewer's leads are about, the most recently asked about first. */
export async function inboxCarIds(db: Db, viewer: LeadViewer): Promise<string[]> {
  const rows = await leadsOf(db, viewer)
    .where('leads.car_id', 'is not', null)
    .select(['leads.car_id', sql<Date>`max(leads.created_at)`.as('last_lead')])
    .groupBy('leads.car_id')
    .orderBy('last_lead', 'desc')
    .orderBy('leads.car_id')
    .execute();
  return rows.flatMap((row) => row.car_id ?? []);
}

/** One lead the viewer sees; undefined for one of another dealership or not theirs. */
export async function findLead(db: Db, viewer: LeadViewer, leadId: string) {
  return selectLead(db, viewer).where('leads.id', '=', leadId).executeTakeFirst();
}

/** The same, its row locked until the transaction ends. */
export async function lockLead(trx: Db, viewer: LeadViewer, leadId: string) {
  return leadsOf(trx, viewer)
    .select(['leads.id', 'leads.status'])
    .where('leads.id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateLeadRow(
  trx: Db,
  leadId: string,
  changes: Updateable<LeadsTable>,
): Promise<void> {
  await trx.updateTable('leads').set(changes).where('id', '=', leadId).execute();
}

/** The lead's first answer from the team: the first status change or note. */
export async function markResponded(trx: Db, leadId: string, at: Date): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ first_response_at: at })
    .where('id', '=', leadId)
    .where('first_response_at', 'is', null)
    .execute();
}

export async function insertNote(
  trx: Db,
  note: { id: string; leadId: string; authorId: string; body: string },
): Promise<void> {
  await trx
    .insertInto('lead_notes')
    .values({ id: note.id, lead_id: note.leadId, author_id: note.authorId, body: note.body })
    .execute();
}

export async function notesOf(db: Db, leadId: string) {
  return db
    .selectFrom('lead_notes')
    .select(['id', 'author_id', 'body', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Inquiries still `new` among the viewers' leads (one viewer per dealership of the user). */
export async function newInquiryCount(db: Db, viewers: readonly LeadViewer[]): Promise<number> {
  if (viewers.length === 0) return 0;
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('leads.kind', '=', 'inquiry')
    .where('leads.status', '=', 'new')
    .where((eb) => eb.or(viewers.map((viewer) => visibleTo(viewer)(eb))))
    .executeTakeFirstOrThrow();
  return row.count;
}
