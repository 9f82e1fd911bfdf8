import { facetNames } from '#shared/schemas/car';

/**
 * The facets a criterion can be counted against in the tables: all but the three of prices
 * (price bands and the installment limits), which come last.
 */
export const tabledCriteria = facetNames.length - 3;

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
  private readonly byPair: number[][][][] = facetNames.map(() =>
    Array.from({ length: tabledCriteria }, () => []),
  );

  /** Counts (or with -1, uncounts) a car, given its option codes by facet. */
  change(options: readonly (readonly number[])[], change: number): void {
    options.forEach((codes, facet) => {
      const byOption = this.byOption[facet]!;
      for (const code of codes) {
        byOption[code] = (byOption[code] ?? 0) + change;
        for (let criterion = 0; criterion < tabledCriteria; criterion++) {
          if (criterion === facet) continue;
          const byCode = (this.byPair[facet]![criterion]![code] ??= []);
          for (const other of options[criterion]!) byCode[other] = (byCode[other] ?? 0) + change;
        }
      }
    });
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
