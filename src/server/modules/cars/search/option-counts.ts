import { facetNames } from '#shared/schemas/car';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * The facets a criterion can be counted against in the tables: all but the three of prices
 * (price bands and the installment limits), whose criteria are ranges of prices, not options.
 */
const tabledCriteria = facetNames.flatMap((name, facet) =>
  name === 'priceBand' || name === 'downPayment' || name === 'monthly' ? [] : [facet],
);

/** The year facet's options: a code per year from 1900, so that years need no table of codes. */
export const firstYear = 1900;
export const yearSlots = 201;

/** The year facet's codes of the years from `low` to `high`. */
export function yearCodes(low: number, high: number): number[] {
  const codes: number[] = [];
  for (
    let year = Math.max(low, firstYear);
    year <= Math.min(high, firstYear + yearSlots - 1);
    year++
  ) {
    codes.push(year - firstYear);
  }
  return codes;
}

/**
 * Live cars by option of each facet, and by pairs of options of two facets, kept as cars come
 * and go (a few hundred thousand numbers). With at most one criterion besides a facet's own,
 * its counts are read here instead of from the rows; with more, they bound the counts, so that
 * options no car can have are never looked for.
 */
export class OptionCounts {
  /** Cars by facet and option code. */
  readonly byOption: number[][] = facetNames.map(() => []);
  /** Cars by facet, option, criterion facet and criterion option. */
  private readonly byPair: number[][][][] = facetNames.map(() => facetNames.map(() => []));

  /** Counts (or with -1, uncounts) a car, given its option codes by facet. */
  change(options: readonly (readonly number[])[], change: number): void {
    options.forEach((codes, facet) => {
      const byOption = this.byOption[facet]!;
      for (const code of codes) {
        byOption[code] = (byOption[code] ?? 0) + change;
        for (const criterion of tabledCriteria) {
          if (criterion === facet) continue;
          const byCode = (this.byPair[facet]![criterion]![code] ??= []);
          for (const other of options[criterion]!) byCode[other] = (byCode[other] ?? 0) + change;
        }
      }
    });
  }

  writeTo(out: SnapshotWriter): void {
    out.json({ byOption: this.byOption, byPair: this.byPair });
  }

  readFrom(input: SnapshotReader): void {
    const saved = input.json() as { byOption: number[][]; byPair: number[][][][] };
    saved.byOption.forEach((counts, facet) => (this.byOption[facet] = counts));
    saved.byPair.forEach((counts, facet) => (this.byPair[facet] = counts));
  }

  /** Cars with option `code` of `facet` and any of the options `codes` of `criterion`. */
  withEither(facet: number, code: number, criterion: number, codes: readonly number[]): number {
    const byCode = this.byPair[facet]![criterion]![code];
    if (!byCode) return 0;
    let sum = 0;
    for (const other of codes) sum += byCode[other] ?? 0;
    return sum;
  }
}
