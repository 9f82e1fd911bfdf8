import { storedList } from '../../../lib/stored-list';

/** How many cars the home page's "Recently viewed" remembers. */
export const maxRecentlyViewed = 12;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** localStorage `recentlyViewed`: the ids of the cars whose pages were opened, newest first. */
export const recentlyViewed = storedList('recentlyViewed', isId, maxRecentlyViewed);

/** Puts `carId` first (once). */
export function rememberViewed(carId: string): void {
  const current = recentlyViewed.read();
  if (current[0] === carId) return;
  recentlyViewed.update((ids) => [carId, ...ids.filter((id) => id !== carId)]);
}
