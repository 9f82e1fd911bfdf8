import { priceBands } from '#shared/reference/price-bands';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import { facetNames, type CarCount, type CarFacets, type FacetName } from '#shared/schemas/car';

/** What the tally needs to know of the index's rows and values. */
export interface FacetSource {
  /** The code of a row's value in a facet other than price bands (years count from 1900). */
  codeOf(dim: Exclude<FacetName, 'priceBand'>, row: number): number;
  priceOf(row: number): number;
  /** How many codes a facet has, and the option (value) each stands for. */
  codeCount(dim: FacetName): number;
  valueOf(dim: FacetName, code: number): string;
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

/** The counts of every option of every facet, as passes over rows (or samples of them) add up. */
export class FacetTally {
  private readonly counts = new Map<FacetName, Float64Array>();
  /** Codes of each facet whose count is exact although the rest of the facet was estimated. */
  private readonly exact = new Map<FacetName, Set<number>>();
  private readonly estimated = new Set<FacetName>();
  private step = 1;
  private matched = 0;
  private matchedStep = 1;

  constructor(
    private readonly source: FacetSource,
    private readonly filter: ResolvedCarFilter,
  ) {
    for (const dim of facetNames) this.counts.set(dim, new Float64Array(source.codeCount(dim)));
  }

  /** Starts counting `dims` afresh, from every `step`-th row. */
  begin(dims: readonly FacetName[], step: number): void {
    this.step = step;
    for (const dim of dims) {
      this.counts.get(dim)!.fill(0);
      this.exact.delete(dim);
      if (step > 1) this.estimated.add(dim);
      else this.estimated.delete(dim);
    }
  }

  /** A row that matches every criterion: it counts for every facet, and for the total. */
  addMatch(row: number): void {
    for (const dim of facetNames) this.add(dim, row);
    this.matched += this.step;
    this.matchedStep = this.step;
  }

  /** A row that matches every criterion but `dim`'s own: it counts for `dim` only. */
  add(dim: FacetName, row: number): void {
    const counts = this.counts.get(dim)!;
    if (dim !== 'priceBand') {
      counts[this.source.codeOf(dim, row)]! += this.step;
      return;
    }
    const price = this.source.priceOf(row);
    priceBands.forEach((band, code) => {
      if (price >= (band.min ?? 0) && price <= (band.max ?? Infinity)) counts[code]! += this.step;
    });
  }

  /** Whether a facet was estimated from a sample. */
  isEstimated(dim: FacetName): boolean {
    return this.estimated.has(dim);
  }

  /**
   * The codes of an estimated facet whose estimate is below `limit` (nothing sampled included):
   * counted exactly, they make every count of 1,000 or less exact. Models count only for the
   * chosen makes, so without a make there is nothing to recount.
   */
  smallCodes(dim: FacetName, limit: number, wanted: (code: number) => boolean): number[] {
    if (dim === 'model' && !this.filter.makes) return [];
    const small: number[] = [];
    this.counts.get(dim)!.forEach((count, code) => {
      if (count < limit && wanted(code)) small.push(code);
    });
    return small;
  }

  /** An exact count of one option of an estimated facet. */
  setExact(dim: FacetName, code: number, count: number): void {
    this.counts.get(dim)![code] = count;
    let codes = this.exact.get(dim);
    if (!codes) {
      codes = new Set();
      this.exact.set(dim, codes);
    }
    codes.add(code);
  }

  /** The matches of the first pass: exact when it read every row, else estimated. */
  estimatedTotal(): CarCount {
    return { count: this.matched, approximate: this.matchedStep > 1 };
  }

  result(total: CarCount): CarFacets {
    const chosen = chosenValues(this.filter);
    const entries = (dim: FacetName) => {
      const counts = this.counts.get(dim)!;
      const exact = this.exact.get(dim);
      const byValue = new Map<string, { count: number; approximate: boolean }>();
      for (const value of chosen[dim] ?? []) byValue.set(value, { count: 0, approximate: false });
      counts.forEach((count, code) => {
        if (count === 0) return;
        const value = this.source.valueOf(dim, code);
        const approximate = this.estimated.has(dim) && !exact?.has(code);
        // Several codes may name one option (a model of two makes); their counts add up.
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
      facetNames.map((dim) => [dim, dim === 'model' && !this.filter.makes ? [] : entries(dim)]),
    );
    return { total, facets: facets as CarFacets['facets'] };
  }
}
