import { LRUCache } from 'lru-cache';

type Compute = () => Promise<string>;

/**
 * Answers of recent car searches, serialized, for a few seconds. Most traffic asks the same
 * few searches (the home page, popular makes, a city); they are answered from memory instead
 * of the database. Car writes in this process clear it; other processes see a write at most
 * `seconds` later, the same as a CDN in front of the API would. Every clear (a change of cars,
 * here or read from the change log) calls `onClear` too, for what is built on the answers.
 */
export function createSearchCache(seconds: number, onClear: () => void = () => {}) {
  const cache =
    seconds > 0
      ? new LRUCache<string, string, Compute>({
          max: 2000,
          maxSize: 64 * 1024 * 1024,
          sizeCalculation: (body) => body.length,
          ttl: seconds * 1000,
          // An expired answer is served while one request refreshes it, so a popular search
          // never sends a burst of identical queries to the database when it expires.
          allowStale: true,
          // A write clears the cache while searches may be computing: their fetches are
          // aborted, and each waiting request then gets undefined (no stale answer after a
          // clear) and computes afresh, instead of a rejection ("deleted").
          allowStaleOnFetchAbort: true,
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : undefined;
  return {
    seconds,
    /** The answer of `key`: cached, or computed once however many requests ask at the same time. */
    answer: async (key: string, compute: Compute): Promise<string> =>
      (await cache?.fetch(key, { context: compute })) ?? compute(),
    clear: () => {
      cache?.clear();
      onClear();
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
