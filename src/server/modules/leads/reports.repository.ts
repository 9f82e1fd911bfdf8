import { sql, type ExpressionBuilder } from 'kysely';
import type { ReportReason, ReportStatus } from '#shared/schemas/report';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { LeadViewer } from './inbox.repository';

/** How many reports a list shows: the newest. */
const reportsShown = 200;

/** The user's reports since `since`: the per-user limit. */
export async function reportsSince(db: Db, reporterId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('car_reports')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Answers false when the user reported the car before (one report per person and car). */
export async function insertReport(
  trx: Db,
  report: {
    id: string;
    dealerId: string;
    carId: string;
    reporterId: string;
    reason: ReportReason;
    details: string;
  },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('car_reports')
    .values({
      id: report.id,
      dealer_id: report.dealerId,
      car_id: report.carId,
      reporter_id: report.reporterId,
      reason: report.reason,
      details: report.details,
    })
    .onConflict((conflict) => conflict.columns(['car_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

function selectReports(db: Db) {
  return db
    .selectFrom('car_reports')
    .select([
      'car_reports.id',
      'car_reports.reason',
      'car_reports.details',
      'car_reports.status',
      'car_reports.created_at',
      'car_reports.car_id',
      'car_reports.dealer_id',
      'car_reports.reporter_id',
    ])
    .orderBy('car_reports.created_at', 'desc')
    .orderBy('car_reports.id', 'desc')
    .limit(reportsShown);
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** The reports of the cars whose leads the viewer sees (all the dealership's for its managers). */
export async function dealerReports(db: Db, viewer: LeadViewer): Promise<ReportRow[]> {
  return selectReports(db)
    .where('car_reports.dealer_id', '=', viewer.dealerId)
    .where((eb: ExpressionBuilder<Database, 'car_reports'>) =>
      viewer.seesAll
        ? eb.and([])
        : eb.or(
            viewer.ownCarIds.length > 0
              ? [eb('car_reports.car_id', 'in', [...viewer.ownCarIds])]
              : [],
          ),
    )
    .execute();
}

/** Reports across dealerships for the operator: open ones, or those closed. */
export async function operatorReports(db: Db, status: 'open' | 'closed'): Promise<ReportRow[]> {
  return selectReports(db)
    .where('car_reports.status', status === 'open' ? '=' : '<>', 'open')
    .execute();
}

export async function openReportTotal(db: Db): Promise<number> {
  const row = await db
    .selectFrom('car_reports')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Closes the car's open reports as `status`. */
export async function closeCarReports(
  trx: Db,
  carId: string,
  status: Exclude<ReportStatus, 'open'>,
): Promise<void> {
  await trx
    .updateTable('car_reports')
    .set({ status, closed_at: new Date() })
    .where('car_id', '=', carId)
    .where('status', '=', 'open')
    .execute();
}

/** Dismisses one open report; answers false when there is no such report open. */
export async function dismissOpenReport(db: Db, reportId: string): Promise<boolean> {
  const row = await db
    .updateTable('car_reports')
    .set({ status: 'dismissed', closed_at: new Date() })
    .where('id', '=', reportId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
