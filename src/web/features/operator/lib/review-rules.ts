import { maxReviewNoteLength } from '#shared/reference/leads';
import type { OperatorReport } from '#shared/schemas/report';

export type ReviewNoteProblem = 'required' | 'tooLong';

/** What is wrong with a note to the dealer (the server's rule: 1 to 500 characters, trimmed). */
export function reviewNoteProblem(note: string): ReviewNoteProblem | undefined {
  const trimmed = note.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxReviewNoteLength) return 'tooLong';
  return undefined;
}

/** A reported car with its reports (a deleted car's report stands alone). */
export interface ReportedCar {
  key: string;
  car: OperatorReport['car'];
  dealer: OperatorReport['dealer'];
  reports: OperatorReport[];
}

/**
 * The reports by car, the car of the newest report first, and each car's reports newest first:
 * hiding or restoring is decided for the car, on all that was said of it.
 */
export function groupByCar(reports: readonly OperatorReport[]): ReportedCar[] {
  const groups = new Map<string, ReportedCar>();
  for (const report of reports) {
    const key = report.car ? `car:${report.car.id}` : `report:${report.id}`;
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { key, car: report.car, dealer: report.dealer, reports: [report] });
  }
  return [...groups.values()];
}
