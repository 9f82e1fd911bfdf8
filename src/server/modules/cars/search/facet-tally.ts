import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import { facetNames, type CarCount, type CarFacets, type FacetName } from '#shared/schemas/car';

/** What the tally needs to know of the index's values. */
export interface FacetValues {
  /** How many codes a facet has, and the option (value) each stands for. */
  codeCount(facet: number): number;
  valueOf(facet: number, code: number): string;
}

/** The options of each facet that the filter chose: listed even when nothing matches them. */
function chosenValues(filter: ResolvedCarFilter): Partial<Record<FacetName, readonly string[]>> {
  return {
    make: filter.makes,
    bodyStyle: filter.bodyStyles,
    fuelType: filter.fuelTypes,
    transmission: filter.transmissions,
    city: filter.cities,
    condition: filter.condition === undefined ? undefined : [filter.condition],
  };
}

/**
 * The counts of every option of every facet (by facet number and code), as passes over rows,
 * or over every n-th row (`step` > 1: estimates), add up.
 */
export class FacetTally {
  readonly counts: Float64Array[];
  /** Cars matching every criterion, as the first pass counted them, and that pass's step. */
  matched = 0;
  matchedStep = 1;
  private readonly estimated: boolean[];
  /** Codes of an estimated facet counted exactly afterwards. */
  private readonly exact: Set<number>[];

  constructor(
    private readonly values: FacetValues,
    private readonly filter: ResolvedCarFilter,
  ) {
    this.counts = facetNames.map((_, facet) => new Float64Array(values.codeCount(facet)));
    this.estimated = facetNames.map(() => false);
    this.exact = facetNames.map(() => new Set());
  }

  /** Starts counting one facet, or every facet (and the matches), afresh. */
  begin(only: number | undefined, step: number): void {
    for (let facet = 0; facet < facetNames.length; facet++) {
      if (only !== undefined && facet !== only) continue;
      this.counts[facet]!.fill(0);
      this.estimated[facet] = step > 1;
      this.exact[facet]!.clear();
    }
    if (only === undefined) {
      this.matched = 0;
      this.matchedStep = step;
    }
  }

  /** Exact counts of every option of a facet. */
  setCounts(facet: number, counts: readonly number[]): void {
    const tallies = this.counts[facet]!;
    tallies.fill(0);
    counts.forEach((count, code) => (tallies[code] = count));
    this.estimated[facet] = false;
    this.exact[facet]!.clear();
  }

  setExact(facet: number, code: number, count: number): void {
    this.counts[facet]![code] = count;
    this.exact[facet]!.add(code);
  }

  result(total: CarCount): CarFacets {
    const chosen = chosenValues(this.filter);
    const entries = (facet: number) => {
      const name = facetNames[facet]!;
      const byValue = new Map<string, { count: number; approximate: boolean }>();
      for (const value of chosen[name] ?? []) byValue.set(value, { count: 0, approximate: false });
      this.counts[facet]!.forEach((count, code) => {
        if (count === 0) return;
        const value = this.values.valueOf(facet, code);
        const approximate = this.estimated[facet]! && !this.exact[facet]!.has(code);
        // Several codes may name one option (a model of two makes): their counts add up.
        const before = byValue.get(value) ?? { count: 0, approximate: false };
        byValue.set(value, {
          count: before.count + Math.round(count),
          approximate: before.approximate || approximate,
        });
      });
      return [...byValue]
        .map(([value, count]) => ({ value, ...count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    };
    const facets = Object.fromEntries(
      facetNames.map((name, facet) => [
        name,
        name === 'model' && !this.filter.makes ? [] : entries(facet),
      ]),
    );
    return { total, facets: facets as CarFacets['facets'] };
  }
}
