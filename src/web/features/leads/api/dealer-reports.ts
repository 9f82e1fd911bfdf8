import { useQuery } from '@tanstack/react-query';
import type { dealerReportsResponseSchema } from '#shared/schemas/report';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** `GET /api/v1/reports/dealer/{id}`: the reports of the cars whose leads the user sees. */
export const getDealerReports = (dealerId: string, signal?: AbortSignal) =>
  api.authGet<typeof dealerReportsResponseSchema>(
    `/api/v1/reports/dealer/${encodeURIComponent(dealerId)}`,
    { signal },
  );

export const dealerReportsKey = (userId: string, dealerId: string) =>
  [...accountQueryKey, userId, 'dealer-reports', dealerId] as const;

export const useDealerReports = (userId: string, dealerId: string) =>
  useQuery({
    queryKey: dealerReportsKey(userId, dealerId),
    queryFn: ({ signal }) => getDealerReports(dealerId, signal),
    staleTime: 0,
  });
