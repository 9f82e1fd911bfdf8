import type { CarRows } from './car-rows';
import type { OrderName } from './sort-orders';

/** The rows a criterion's matches are among (dead rows included), as array views. */
export interface Source {
  /** The criterion's facet number; -1 for criteria that are no facet. */
  facet: number;
  segments: Int32Array[];
  size: number;
  /**
   * What reading it costs: its size, three times over for rows in a sort's order, which jump
   * about memory (rows in row order read the columns nearly in sequence).
   */
  cost: number;
  /** The sort order its one segment is a slice of; undefined: row order. */
  order?: OrderName | undefined;
}

export const sourceOf = (
  facetNumber: number,
  segments: Int32Array[],
  order?: OrderName,
): Source => {
  const size = segments.reduce((sum, segment) => sum + segment.length, 0);
  return { facet: facetNumber, segments, size, cost: order ? size * 3 : size, order };
};

/** Every row, in row order (dead ones too: the row test skips them). */
export const everyRow = (rows: CarRows): Source => sourceOf(-1, [rows.everyRow()]);

/** The narrowest source, or every row when there is none. */
export function narrowest(sources: readonly Source[], everyRowSource: Source): Source {
  let best = everyRowSource;
  for (const source of sources) if (source.cost < best.cost) best = source;
  return best;
}

/**
 * The source's rows in row order. A whole pass along a sort order's slice reads the columns at
 * random, a cache miss per column and row; in row order it reads them nearly in sequence (at a
 * million cars, a pass over a quarter of them took 90 ms in price order and 50 in row order).
 * Marking the rows and reading the marks back costs less than sorting them (8 ms against 21).
 */
export function inRowOrder(source: Source, rowCount: number): Source {
  if (!source.order) return source;
  const marks = new Uint8Array(rowCount);
  for (const row of source.segments[0]!) marks[row] = 1;
  const rows = new Int32Array(source.size);
  let next = 0;
  for (let row = 0; row < rowCount; row++) if (marks[row]) rows[next++] = row;
  return sourceOf(source.facet, [rows]);
}

/**
 * Every `step`-th row of each segment, sorted into row order: a sample of a sort order's slice
 * read as it comes jumps about memory as a whole pass does (see inRowOrder), and sorting a sample
 * of 30,000 rows costs less than the misses it saves.
 */
export function sampleInRowOrder(source: Source, step: number): Int32Array {
  const sample = new Int32Array(Math.ceil(source.size / step));
  let next = 0;
  for (const segment of source.segments) {
    for (let at = 0; at < segment.length; at += step) sample[next++] = segment[at] as number;
  }
  return sample.subarray(0, next).sort();
}
