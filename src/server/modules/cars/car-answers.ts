import { LRUCache } from 'lru-cache';
import type { Car } from '#shared/schemas/car';

/**
 * Cars kept: over the search benchmark's mix at a million cars, 20,000 answered 54% of the cars
 * of its pages from memory (5,000: 41%, every car ever asked: 67%), for some 40 MB of heap.
 */
const carsKept = 20_000;

/**
 * Each car's answer in the API's shape, as the searches' pages show it, kept in the process
 * until the change log names the car (docs/decisions/187): a page of 24 cars then reads only
 * the cars it has not shown lately, and none when it has shown them all. A car's answer is its
 * row, its pictures and its dealership's finance offer; a change to any of them changes the
 * car's row (`updated_at`), which the change log notes.
 */
export function createCarAnswers(max = carsKept) {
  const kept = new LRUCache<string, Car>({ max });
  /** Counts changes: answers read while one was noted may be older than it, and are not kept. */
  let generation = 0;
  return {
    /**
     * The cars of `ids` in their order, each a copy the caller may add to: those not kept are
     * read with `read` (which leaves out ids it does not know) and kept.
     */
    async of(
      ids: readonly string[],
      read: (ids: readonly string[]) => Promise<Car[]>,
    ): Promise<Car[]> {
      const found = new Map<string, Car>();
      for (const id of ids) {
        const car = kept.get(id);
        if (car) found.set(id, car);
      }
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const readDuring = generation;
        for (const car of await read(missing)) {
          found.set(car.id, car);
          if (generation === readDuring) kept.set(car.id, car);
        }
      }
      return ids.flatMap((id) => {
        const car = found.get(id);
        return car ? [{ ...car }] : [];
      });
    },
    /** These cars changed: their answers are read afresh. */
    forget(ids: readonly string[]): void {
      generation++;
      for (const id of ids) kept.delete(id);
    },
    /** Any car may have changed (the index was loaded afresh). */
    clear(): void {
      generation++;
      kept.clear();
    },
  };
}
export type CarAnswers = ReturnType<typeof createCarAnswers>;
