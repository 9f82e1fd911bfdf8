import { useQuery } from '@tanstack/react-query';
import type { inboxCountsSchema } from '#shared/schemas/lead';
import { api } from './api-client';
import { accountQueryKey } from './auth';

/** How often the counts are asked again while the tab is visible. */
export const inboxCountsInterval = 60_000;

/**
 * `GET /api/v1/inbox-counts`: the new leads the user sees across their dealerships and, for an
 * operator, the reports awaiting review (null for everyone else).
 */
export const getInboxCounts = (signal?: AbortSignal) =>
  api.authGet<typeof inboxCountsSchema>('/api/v1/inbox-counts', { signal });

/** The lead inbox and the operators' review invalidate it after each change. */
export const inboxCountsKey = (userId: string) =>
  [...accountQueryKey, userId, 'inbox-counts'] as const;

/**
 * The user menu's counts: asked every minute while the tab is visible (TanStack Query pauses
 * the interval in a hidden tab) and again when the window gets the focus back.
 */
export const useInboxCounts = (userId: string) =>
  useQuery({
    queryKey: inboxCountsKey(userId),
    queryFn: ({ signal }) => getInboxCounts(signal),
    staleTime: 15_000,
    refetchInterval: inboxCountsInterval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
