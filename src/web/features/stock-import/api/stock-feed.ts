import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  StockFeedState,
  stockFeedBodySchema,
  stockFeedStateSchema,
} from '#shared/schemas/stock-feed';
import { api } from '../../../lib/api-client';
import { stockImportKeys } from './stock-import';

const feedPath = '/api/v1/stock/feed';

/** `GET …/feed?dealerId=`: the dealership's feed, if any, and its last runs, newest first. */
export const getStockFeed = (dealerId: string, signal?: AbortSignal) =>
  api.authGet<typeof stockFeedStateSchema>(feedPath, { params: { dealerId }, signal });

/**
 * `PUT …/feed?dealerId=`: registers the feed or changes it. The server reads the feed first
 * (up to its fetch's 30 s) and answers 400 with why when it cannot; its first run is queued.
 */
export const saveStockFeed = (dealerId: string, body: z.input<typeof stockFeedBodySchema>) =>
  api.put<typeof stockFeedStateSchema>(feedPath, body, { params: { dealerId } });

/** `POST …/feed/run?dealerId=`: a run queued now; a paused feed is active again. */
export const runStockFeed = (dealerId: string) =>
  api.post<typeof stockFeedStateSchema>(`${feedPath}/run`, undefined, { params: { dealerId } });

/** `POST …/feed/pause?dealerId=`: no run until someone runs it again. */
export const pauseStockFeed = (dealerId: string) =>
  api.post<typeof stockFeedStateSchema>(`${feedPath}/pause`, undefined, { params: { dealerId } });

/** `DELETE …/feed?dealerId=`: the feed and its runs removed; its cars stay. */
export const removeStockFeed = (dealerId: string) => api.del(feedPath, { params: { dealerId } });

/** How often the feed is asked for while a run is queued or reading it. */
export const stockFeedPollInterval = 3000;

export const stockFeedKeys = {
  one: (userId: string, dealerId: string) =>
    [...stockImportKeys.all(userId), 'feed', dealerId] as const,
};

/**
 * A run the screen waits for: one was queued (registered, run now) while the newest run listed
 * was `after`. The worker lists it only once it starts it, so until a newer run shows, the run
 * is still to come.
 */
export interface AwaitedRun {
  after: string | null;
}

/** A run is reading the feed, or one queued has not shown yet: the screen follows it. */
export function isFeedRunning(state: StockFeedState, awaited: AwaitedRun | null): boolean {
  if (!state.feed) return false;
  const newest = state.runs[0];
  if (newest?.status === 'running') return true;
  return awaited !== null && (newest?.id ?? null) === awaited.after;
}

/** The dealership's feed, asked for again every few seconds while a run is to come or running. */
export const useStockFeed = (userId: string, dealerId: string, awaited: AwaitedRun | null) =>
  useQuery({
    queryKey: stockFeedKeys.one(userId, dealerId),
    queryFn: ({ signal }) => getStockFeed(dealerId, signal),
    staleTime: 0,
    refetchInterval: ({ state }) =>
      state.data && isFeedRunning(state.data, awaited) ? stockFeedPollInterval : false,
  });

/**
 * What changes the feed: save (register or change), run now, pause, remove. Each answer is the
 * feed's state, shown at once; a removal shows no feed. A save or a run queues a run, handed to
 * `onQueued` with the newest run listed before the call.
 */
export function useStockFeedChanges(
  userId: string,
  dealerId: string,
  onQueued: (awaited: AwaitedRun) => void,
) {
  const queryClient = useQueryClient();
  const key = stockFeedKeys.one(userId, dealerId);
  const show = (state: StockFeedState) => queryClient.setQueryData(key, state);
  // Read before the call: its answer may list the queued run already, if a worker was that quick.
  const newestRun = (): AwaitedRun => ({
    after: queryClient.getQueryData<StockFeedState>(key)?.runs[0]?.id ?? null,
  });
  const queued = (state: StockFeedState, awaited: AwaitedRun) => {
    show(state);
    onQueued(awaited);
  };
  const save = useMutation({
    mutationFn: (body: z.input<typeof stockFeedBodySchema>) => saveStockFeed(dealerId, body),
    onMutate: newestRun,
    onSuccess: (state, _body, awaited) => queued(state, awaited),
  });
  const run = useMutation({
    mutationFn: () => runStockFeed(dealerId),
    onMutate: newestRun,
    onSuccess: (state, _none, awaited) => queued(state, awaited),
  });
  const pause = useMutation({ mutationFn: () => pauseStockFeed(dealerId), onSuccess: show });
  const remove = useMutation({
    mutationFn: () => removeStockFeed(dealerId),
    onSuccess: () => show({ feed: null, runs: [] }),
  });
  return { save, run, pause, remove };
}
