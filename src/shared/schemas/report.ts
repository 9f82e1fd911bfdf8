import { z } from 'zod';
import {
  maxReportDetailsLength,
  maxReviewNoteLength,
  reportReasons,
  reportStatuses,
} from '../reference/leads';
import { idSchema } from './common';
import { inBothLanguagesSchema } from './dealer';
import { leadCarSchema } from './lead';

/*
 * Reports of bad listings (docs/decisions/138). A signed-in user reports a car once; the dealership
 * sees its reports in /my-leads; an operator (OPERATOR_EMAILS) reviews all of them at
 * /operator/reports and may hide the listing pending review, telling the dealer why.
 */

export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** `POST /api/v1/reports/car/{id}` (signed in): 201; 409 when the user reported the car before. */
export const reportBodySchema = z
  .object({
    reason: reportReasonSchema,
    details: z
      .string()
      .trim()
      .max(maxReportDetailsLength, `At most ${maxReportDetailsLength} characters`)
      .default(''),
  })
  .strict()
  .refine((report) => report.reason !== 'other' || report.details !== '', {
    message: 'Tell us what is wrong with this listing',
    path: ['details'],
  });
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportInput = z.input<typeof reportBodySchema>;

export const reportResponseSchema = z.object({ received: z.literal(true) });

export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportSchema = z.object({
  id: idSchema,
  reason: reportReasonSchema,
  details: z.string(),
  status: reportStatusSchema,
  createdAt: z.string(),
  /** Null once the car is deleted. */
  car: leadCarSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** `GET /api/v1/reports/dealer/{id}`: the reports of the cars whose leads the user sees. */
export const dealerReportsResponseSchema = z.object({ reports: z.array(reportSchema) });
export type DealerReportsResponse = z.infer<typeof dealerReportsResponseSchema>;

/** A report as the operator sees it: with the dealership, the reporter and the listing's note. */
export const operatorReportSchema = reportSchema.extend({
  /** `name`: the English name, else the Arabic one; the screen shows `names` in its language. */
  dealer: z.object({ id: idSchema, name: z.string(), names: inBothLanguagesSchema }),
  reporter: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** What the operator told the dealer when hiding the car. */
  reviewNote: z.string().nullable(),
});
export type OperatorReport = z.infer<typeof operatorReportSchema>;

export const operatorReportsQuerySchema = z
  .object({ status: z.enum(['open', 'closed']).default('open') })
  .strict();

/** `GET /api/v1/operator/reports`: newest first, at most 200; 403 unless an operator. */
export const operatorReportsResponseSchema = z.object({ reports: z.array(operatorReportSchema) });
export type OperatorReportsResponse = z.infer<typeof operatorReportsResponseSchema>;

/**
 * `POST /api/v1/operator/cars/{id}/hide`: 204. The car leaves the site, its open reports are
 * closed as `hidden`, and the car's creator and the dealership's admins are mailed the note.
 * `POST /api/v1/operator/cars/{id}/restore` (no body) puts a hidden car back on sale;
 * `POST /api/v1/operator/reports/{id}/dismiss` closes one report and changes no car.
 */
export const hideListingBodySchema = z
  .object({
    note: z
      .string()
      .trim()
      .min(1, 'Tell the dealer why the listing is hidden')
      .max(maxReviewNoteLength, `At most ${maxReviewNoteLength} characters`),
  })
  .strict();
export type HideListingBody = z.infer<typeof hideListingBodySchema>;
