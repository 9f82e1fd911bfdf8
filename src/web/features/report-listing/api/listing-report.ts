import { useMutation } from '@tanstack/react-query';
import type { ReportBody, reportResponseSchema } from '#shared/schemas/report';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/v1/reports/car/{id}` (signed in, else 401): 201 `{ received: true }`;
 * 409 when the user reported the car before, 429 after too many reports.
 */
export const reportListing = (carId: string, body: ReportBody) =>
  api.post<typeof reportResponseSchema>(`/api/v1/reports/car/${encodeURIComponent(carId)}`, body);

/** Reporting `carId`; nothing cached changes. */
export const useReportListing = (carId: string) =>
  useMutation({ mutationFn: (body: ReportBody) => reportListing(carId, body) });
