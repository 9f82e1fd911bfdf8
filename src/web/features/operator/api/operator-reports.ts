import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HideListingBody, operatorReportsResponseSchema } from '#shared/schemas/report';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';
import { inboxCountsKey } from '../../../lib/inbox-counts';

export type ReviewStatus = 'open' | 'closed';

/** `GET /api/v1/operator/reports`: newest first; 403 unless the user is an operator. */
export const getOperatorReports = (status: ReviewStatus, signal?: AbortSignal) =>
  api.authGet<typeof operatorReportsResponseSchema>('/api/v1/operator/reports', {
    params: { status },
    signal,
  });

const carPath = (carId: string) => `/api/v1/operator/cars/${encodeURIComponent(carId)}`;

/** `POST …/cars/{id}/hide`: off the site, its open reports closed, the dealer mailed the note. */
export const hideListing = (carId: string, body: HideListingBody) =>
  api.post(`${carPath(carId)}/hide`, body);

/** `POST …/cars/{id}/restore`: a hidden car back on sale. */
export const restoreListing = (carId: string) => api.post(`${carPath(carId)}/restore`);

/** `POST …/reports/{id}/dismiss`: one report closed; the car stays as it is. */
export const dismissReport = (reportId: string) =>
  api.post(`/api/v1/operator/reports/${encodeURIComponent(reportId)}/dismiss`);

export const operatorKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'operator-reports'] as const,
  list: (userId: string, status: ReviewStatus) => [...operatorKeys.all(userId), status] as const,
};

export const useOperatorReports = (userId: string, status: ReviewStatus) =>
  useQuery({
    queryKey: operatorKeys.list(userId, status),
    queryFn: ({ signal }) => getOperatorReports(status, signal),
    // Reports arrive, and other operators review them: ask again when the screen opens.
    staleTime: 0,
  });

/**
 * Hide, restore and dismiss. Each moves reports between the open and closed lists and changes
 * the count in the user menu: all three are asked again.
 */
export function useReviewActions(userId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: inboxCountsKey(userId) }),
    ]);
  const hide = useMutation({
    mutationFn: ({ carId, note }: { carId: string; note: string }) => hideListing(carId, { note }),
    onSuccess: reload,
  });
  const restore = useMutation({
    mutationFn: (carId: string) => restoreListing(carId),
    onSuccess: reload,
  });
  const dismiss = useMutation({
    mutationFn: (reportId: string) => dismissReport(reportId),
    onSuccess: reload,
  });
  return { hide, restore, dismiss };
}
