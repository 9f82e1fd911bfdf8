import { LRUCache } from 'lru-cache';

/**
 * Answers of recent car searches, serialized, for a few seconds. Most traffic asks the same
 * few searches (the home page, popular makes, a city); they are answered from memory instead
 * of the database. Car writes in this process clear it; other processes see a write at most
 * `seconds` later, the same as a CDN in front of the API would.
 */
export function createSearchCache(seconds: number) {
  const cache =
    seconds > 0
      ? new LRUCache<string, string>({
          max: 2000,
          maxSize: 64 * 1024 * 1024,
          sizeCalculation: (body) => body.length,
          ttl: seconds * 1000,
        })
      : undefined;
  return {
    seconds,
    get: (key: string) => cache?.get(key),
    set: (key: string, body: string) => void cache?.set(key, body),
    clear: () => cache?.clear(),
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
