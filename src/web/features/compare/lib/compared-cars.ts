import { maxComparedCars } from '#shared/reference/limits';
import { storedList } from '../../../lib/stored-list';

const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** localStorage `compare`: the ids of the cars chosen to compare, in the order chosen. */
export const comparedCars = storedList('compare', isId, maxComparedCars);

/** Adds `carId`, or takes it out when it is in; false when the list is full (nothing changes). */
export function toggleCompared(carId: string): boolean {
  const current = comparedCars.read();
  if (current.includes(carId)) {
    removeCompared(carId);
    return true;
  }
  if (current.length >= maxComparedCars) return false;
  comparedCars.update((ids) => [...ids, carId]);
  return true;
}

export function removeCompared(carId: string): void {
  comparedCars.update((ids) => ids.filter((id) => id !== carId));
}

/**
 * The ids of a /compare address (`?ids=a,b,c`): ids only (anything else is dropped quietly, as
 * the API would refuse the call), each once, at most `maxComparedCars`.
 */
export function compareIdsOf(search: URLSearchParams): string[] {
  const ids = (search.get('ids') ?? '').split(',').filter(isId);
  return [...new Set(ids)].slice(0, maxComparedCars);
}
