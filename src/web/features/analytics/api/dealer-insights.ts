import { useQueries } from '@tanstack/react-query';
import type { dealerInsightsSchema } from '#shared/schemas/analytics';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** `GET /api/v1/analytics/dealer/{id}` (approved admins and managers; docs/decisions/043). */
export const getDealerInsights = (dealerId: string, signal?: AbortSignal) =>
  api.authGet<typeof dealerInsightsSchema>(
    `/api/v1/analytics/dealer/${encodeURIComponent(dealerId)}`,
    {
      signal,
    },
  );

export const insightsKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'insights'] as const,
  dealer: (userId: string, dealerId: string) => [...insightsKeys.all(userId), dealerId] as const,
};

/** The insights of each of these dealerships, in the same order. */
export const useDealersInsights = (userId: string, dealerIds: readonly string[]) =>
  useQueries({
    queries: dealerIds.map((dealerId) => ({
      queryKey: insightsKeys.dealer(userId, dealerId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDealerInsights(dealerId, signal),
      // Views arrive all day; a minute-old count is fresh enough.
      staleTime: 60_000,
    })),
  });
