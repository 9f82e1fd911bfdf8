import type { PgBoss } from 'pg-boss';
import { teamPermissions } from '#shared/rules/access';
import { textInLanguage } from '#shared/rules/dealer-names';
import type {
  DealerReportsResponse,
  OperatorReportsResponse,
  Report,
  ReportBody,
} from '#shared/schemas/report';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import { carSummary, hideForReview, restoreFromReview, type CarSearch } from '../cars/cars.service';
import { dealerNames } from '../dealers/dealers.service';
import { queueMail } from '../mail/mail.service';
import { requireDealer } from '../dealers/dealers.service';
import { carOverseers, memberOf } from '../team/team.service';
import { emailOf, lockUser, peopleByName } from '../users/users.service';
import { viewerFor } from './inbox.service';
import { joinedLeadCar, withLeadCars } from './lead-car';
import { renderListingHiddenMail } from './listing-hidden-mail';
import {
  closeCarReports,
  dealerReports,
  dismissOpenReport,
  insertReport,
  openReportTotal,
  operatorReports,
  reportsSince,
  type ReportRow,
} from './reports.repository';

/*
 * Reports of bad listings (docs/decisions/138). A signed-in user reports a car on sale
 * once; the dealership's team sees the reports in its inbox; an operator (OPERATOR_EMAILS) hides a
 * listing pending review, which closes its open reports and mails the dealer why.
 */

/** Reports one user may send in a day: a buyer flags a few listings, not dozens. */
export const reportsPerUserPerDay = 10;
const dayMs = 24 * 3600 * 1000;

type ReportWithCar = Awaited<ReturnType<typeof withLeadCars<ReportRow>>>[number];

function toReport(row: ReportWithCar): Report {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    car: joinedLeadCar(row),
  };
}

export async function sendReport(
  db: Db,
  userId: string,
  carId: string,
  body: ReportBody,
): Promise<void> {
  const car = await carSummary(db, carId);
  if (!car || (car.status !== 'active' && car.status !== 'sold')) throw notFound('Car');
  await db.transaction().execute(async (trx) => {
    // One user's reports one at a time: two at once cannot both pass the limit.
    await lockUser(trx, userId);
    if ((await reportsSince(trx, userId, new Date(Date.now() - dayMs))) >= reportsPerUserPerDay) {
      throw new HttpError(429, 'You have sent many reports today; try again tomorrow');
    }
    const inserted = await insertReport(trx, {
      id: newId('rpt'),
      dealerId: car.dealer_id,
      carId,
      reporterId: userId,
      reason: body.reason,
      details: body.details,
    });
    if (!inserted) throw new HttpError(409, 'You have already reported this listing');
  });
}

/** The dealership's reports the user sees: as its leads, all for admins and managers. */
export async function reportsOfDealer(
  db: Db,
  dealerId: string,
  userId: string,
): Promise<DealerReportsResponse> {
  await requireDealer(db, dealerId);
  const permissions = teamPermissions(await memberOf(db, dealerId, userId));
  if (!permissions.addCars) {
    throw new HttpError(403, "Only the dealership's approved team can see its reports");
  }
  const viewer = await viewerFor(db, dealerId, userId, permissions.manageAllCars);
  const rows = await withLeadCars(db, await dealerReports(db, viewer));
  return { reports: rows.map(toReport) };
}

/** Is the user one of the site's operators (their e-mail in OPERATOR_EMAILS)? */
async function isOperator(db: Db, userId: string, operators: ReadonlySet<string>) {
  if (operators.size === 0) return false;
  const email = await emailOf(db, userId);
  return email !== undefined && operators.has(email.toLowerCase());
}

/** The open reports an operator has to review; null for anyone else. */
export async function openReportCount(
  db: Db,
  userId: string,
  operators: ReadonlySet<string>,
): Promise<number | null> {
  return (await isOperator(db, userId, operators)) ? openReportTotal(db) : null;
}

export async function requireOperator(db: Db, userId: string, operators: ReadonlySet<string>) {
  if (!(await isOperator(db, userId, operators))) {
    throw new HttpError(403, "Only Arabeya's operators review reports");
  }
}

export async function reportsForOperator(
  db: Db,
  status: 'open' | 'closed',
): Promise<OperatorReportsResponse> {
  const reports = await operatorReports(db, status);
  const [rows, dealers, reporters] = await Promise.all([
    withLeadCars(db, reports),
    dealerNames(
      db,
      reports.map((report) => report.dealer_id),
    ),
    peopleByName(
      db,
      reports.flatMap((report) => report.reporter_id ?? []),
    ),
  ]);
  const reporterById = new Map(reporters.map((reporter) => [reporter.id, reporter]));
  return {
    reports: rows.flatMap((row) => {
      const names = dealers.get(row.dealer_id);
      if (names === undefined) return [];
      const reporter = row.reporter_id === null ? undefined : reporterById.get(row.reporter_id);
      return [
        {
          ...toReport(row),
          dealer: { id: row.dealer_id, name: textInLanguage(names, 'en'), names },
          reporter: reporter ? { name: reporter.name, email: reporter.email } : null,
          reviewNote: row.review_note,
        },
      ];
    }),
  };
}

export interface ReviewDeps {
  db: Db;
  jobs: PgBoss;
  carSearch: Pick<CarSearch, 'changed'>;
  /** Queues what follows a car's write (alerts), in its transaction. */
  carsWritten: (trx: Db, carIds: readonly string[]) => Promise<void>;
  publicUrl: string;
}

/**
 * Hides a listing pending review: the car leaves the site, its open reports close as `hidden`,
 * and its creator and the dealership's admins are mailed the note, all in one transaction.
 */
export async function hideListing(deps: ReviewDeps, carId: string, note: string): Promise<void> {
  const hiddenAt = new Date();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await hideForReview(trx, carId, note))) {
      const car = await carSummary(trx, carId);
      if (!car) throw notFound('Car');
      throw new HttpError(409, 'Only a listing the public sees can be hidden');
    }
    await closeCarReports(trx, carId, 'hidden');
    const car = await carSummary(trx, carId);
    if (!car) throw notFound('Car');
    for (const person of await carOverseers(trx, car.dealer_id, car.created_by)) {
      await queueMail(deps.jobs, trx, {
        dedupeKey: `hidden:${carId}:${hiddenAt.toISOString()}:${person.id}`,
        userId: person.id,
        kind: 'listing-hidden',
        to: person.email,
        ...renderListingHiddenMail({
          language: person.language,
          car: { ...car, firstRegistration: car.first_registration },
          note,
          publicUrl: deps.publicUrl,
        }),
      });
    }
  });
  await deps.carSearch.changed([carId]);
}

/**
 * Puts a hidden listing back as it was before, on sale or sold (what alerts follow a car
 * published, they follow).
 */
export async function restoreListing(deps: ReviewDeps, carId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await restoreFromReview(trx, carId))) {
      const car = await carSummary(trx, carId);
      if (!car) throw notFound('Car');
      throw new HttpError(409, 'Only a hidden listing can be restored');
    }
    await deps.carsWritten(trx, [carId]);
  });
  await deps.carSearch.changed([carId]);
}

/** Closes one open report without changing its car. */
export async function dismissReport(db: Db, reportId: string): Promise<void> {
  if (!(await dismissOpenReport(db, reportId))) {
    throw new HttpError(404, 'No open report with this id');
  }
}
