import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { LeadKind, LeadStatus } from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import type { Database, LeadsTable } from '../../db/schema';

/** Whose leads a team member sees: all the dealership's, or those of their cars and to them. */
export interface LeadViewer {
  dealerId: string;
  userId: string;
  seesAll: boolean;
}

export interface LeadFilter {
  carId?: string | undefined;
  status?: LeadStatus | undefined;
  /** A user id, or null for leads nobody is assigned. */
  assigneeId?: string | null | undefined;
  kind?: LeadKind | undefined;
}

type LeadScope = ExpressionBuilder<Database, 'leads' | 'cars'>;

const visibleTo = (viewer: LeadViewer) => (eb: LeadScope) =>
  viewer.seesAll
    ? eb.and([eb('leads.dealer_id', '=', viewer.dealerId)])
    : eb.and([
        eb('leads.dealer_id', '=', viewer.dealerId),
        eb.or([
          eb('cars.created_by', '=', viewer.userId),
          eb('leads.assignee_id', '=', viewer.userId),
        ]),
      ]);

function leadsOf(db: Db, viewer: LeadViewer) {
  return db
    .selectFrom('leads')
    .leftJoin('cars', 'cars.id', 'leads.car_id')
    .where(visibleTo(viewer));
}

/** A lead's columns, its car, its assignee's name and how many notes it has. */
function selectLead(db: Db, viewer: LeadViewer) {
  return leadsOf(db, viewer)
    .leftJoin('users as assignee', 'assignee.id', 'leads.assignee_id')
    .select((eb) => [
      'leads.id',
      'leads.kind',
      'leads.status',
      'leads.name',
      'leads.phone',
      'leads.message',
      'leads.preferred_contact',
      'leads.language',
      'leads.assignee_id',
      'assignee.name as assignee_name',
      'leads.created_at',
      'leads.first_response_at',
      'leads.car_id',
      'cars.make',
      'cars.model',
      'cars.first_registration',
      'cars.price',
      'cars.status as car_status',
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
export async function inboxCars(db: Db, viewer: LeadViewer) {
  return db
    .selectFrom('leads')
    .innerJoin('cars', 'cars.id', 'leads.car_id')
    .where(visibleTo(viewer))
    .select([
      'cars.id',
      'cars.make',
      'cars.model',
      'cars.first_registration',
      'cars.price',
      'cars.status',
      sql<Date>`max(leads.created_at)`.as('last_lead'),
    ])
    .groupBy([
      'cars.id',
      'cars.make',
      'cars.model',
      'cars.first_registration',
      'cars.price',
      'cars.status',
    ])
    .orderBy('last_lead', 'desc')
    .orderBy('cars.id')
    .execute();
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
    .forUpdate('leads')
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
    .leftJoin('users', 'users.id', 'lead_notes.author_id')
    .select([
      'lead_notes.id',
      'lead_notes.author_id',
      'users.name as author_name',
      'lead_notes.body',
      'lead_notes.created_at',
    ])
    .where('lead_notes.lead_id', '=', leadId)
    .orderBy('lead_notes.created_at')
    .orderBy('lead_notes.id')
    .execute();
}

/** Inquiries still `new` among the viewers' leads (one viewer per dealership of the user). */
export async function newInquiryCount(db: Db, viewers: readonly LeadViewer[]): Promise<number> {
  if (viewers.length === 0) return 0;
  const row = await db
    .selectFrom('leads')
    .leftJoin('cars', 'cars.id', 'leads.car_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('leads.kind', '=', 'inquiry')
    .where('leads.status', '=', 'new')
    .where((eb) => eb.or(viewers.map((viewer) => visibleTo(viewer)(eb))))
    .executeTakeFirstOrThrow();
  return row.count;
}
