import { facetNames, type FacetName } from '#shared/schemas/car';

/** The columns of the index that filters read, one typed array each, by row. */
export interface Columns {
  live: Uint8Array;
  make: Uint16Array;
  model: Uint32Array;
  year: Uint16Array;
  price: Uint32Array;
  mileage: Uint32Array;
  bodyStyle: Uint8Array;
  fuelType: Uint8Array;
  transmission: Uint8Array;
  condition: Uint8Array;
  city: Uint16Array;
  dealer: Uint32Array;
}

/** A facet's number: its place in `facetNames`. */
type FacetNumber<
  Name extends FacetName,
  Names extends readonly FacetName[] = typeof facetNames,
  Before extends FacetName[] = [],
> = Names extends readonly [infer First extends FacetName, ...infer Rest extends FacetName[]]
  ? First extends Name
    ? Before['length']
    : FacetNumber<Name, Rest, [...Before, First]>
  : never;

/** Facets by number, made from the order of `facetNames`: counts and options are by number. */
export const facet = Object.fromEntries(facetNames.map((name, number) => [name, number])) as {
  readonly [Name in FacetName]: FacetNumber<Name>;
};
/** `failing` answers: the row passes every criterion, or fails more than one (or a required). */
export const passesAll = facetNames.length;
export const failsMany = -1;

/** A filter compiled for testing rows: a table of allowed codes per column, bounds per range. */
export interface RowTestParts {
  make: Uint8Array | null;
  model: Uint8Array | null;
  bodyStyle: Uint8Array | null;
  city: Uint8Array | null;
  fuelType: Uint8Array | null;
  transmission: Uint8Array | null;
  condition: Uint8Array | null;
  yearLow: number;
  yearHigh: number;
  priceLow: number;
  priceHigh: number;
  /** The highest prices the installment limits allow (Infinity: no limit). */
  downPaymentHigh: number;
  monthlyHigh: number;
  /** The dealer's code; -1: any dealer; -2: a dealer with no cars. */
  dealer: number;
  mileageHigh: number;
  /** Rows stamped with `wordGeneration` have every word of the free text; null: no text. */
  wordStamps: Uint32Array | null;
  wordGeneration: number;
}

/**
 * Tests rows against a filter in one monomorphic pass (this is the inner loop of every search
 * and count: no closures, no allocation).
 */
export class RowTest {
  /**
   * Whether the filter bounds mileage, year or price: a column it does not bound is not read
   * (at a million cars each read is a likely cache miss).
   */
  private readonly testsMileage: boolean;
  private readonly testsYear: boolean;
  private readonly testsPrice: boolean;

  constructor(
    private readonly columns: Columns,
    private readonly parts: RowTestParts,
  ) {
    this.testsMileage = parts.mileageHigh !== Infinity;
    this.testsYear = parts.yearLow > 0 || parts.yearHigh !== Infinity;
    this.testsPrice =
      parts.priceLow > 0 ||
      parts.priceHigh !== Infinity ||
      parts.downPaymentHigh !== Infinity ||
      parts.monthlyHigh !== Infinity;
  }

  /**
   * `passesAll` when the row is live and passes every criterion; the facet number when it
   * fails only that facet's criterion; `failsMany` otherwise (or when it fails a criterion that
   * is no facet: dealer, mileage, text).
   */
  failing(row: number): number {
    const c = this.columns;
    const p = this.parts;
    if (c.live[row] === 0) return failsMany;
    if (p.dealer !== -1 && c.dealer[row] !== p.dealer) return failsMany;
    if (this.testsMileage && (c.mileage[row] as number) > p.mileageHigh) return failsMany;
    if (p.wordStamps !== null && p.wordStamps[row] !== p.wordGeneration) return failsMany;
    let failed: number = passesAll;
    if (p.make !== null && p.make[c.make[row] as number] !== 1) failed = facet.make;
    if (p.model !== null && p.model[c.model[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.model;
    }
    if (p.bodyStyle !== null && p.bodyStyle[c.bodyStyle[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.bodyStyle;
    }
    if (p.city !== null && p.city[c.city[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.city;
    }
    if (p.fuelType !== null && p.fuelType[c.fuelType[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.fuelType;
    }
    if (p.transmission !== null && p.transmission[c.transmission[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.transmission;
    }
    if (p.condition !== null && p.condition[c.condition[row] as number] !== 1) {
      if (failed !== passesAll) return failsMany;
      failed = facet.condition;
    }
    if (this.testsYear) {
      const year = c.year[row] as number;
      if (year < p.yearLow || year > p.yearHigh) {
        if (failed !== passesAll) return failsMany;
        failed = facet.year;
      }
    }
    if (!this.testsPrice) return failed;
    const price = c.price[row] as number;
    if (price < p.priceLow || price > p.priceHigh) {
      if (failed !== passesAll) return failsMany;
      failed = facet.priceBand;
    }
    if (price > p.downPaymentHigh) {
      if (failed !== passesAll) return failsMany;
      failed = facet.downPayment;
    }
    if (price > p.monthlyHigh) {
      if (failed !== passesAll) return failsMany;
      failed = facet.monthly;
    }
    return failed;
  }

  /** Whether the row is live and passes every criterion (stops at the first it fails). */
  passes(row: number): boolean {
    const c = this.columns;
    const p = this.parts;
    return (
      c.live[row] === 1 &&
      (p.dealer === -1 || c.dealer[row] === p.dealer) &&
      (!this.testsMileage || (c.mileage[row] as number) <= p.mileageHigh) &&
      (p.wordStamps === null || p.wordStamps[row] === p.wordGeneration) &&
      (p.make === null || p.make[c.make[row] as number] === 1) &&
      (p.model === null || p.model[c.model[row] as number] === 1) &&
      (p.bodyStyle === null || p.bodyStyle[c.bodyStyle[row] as number] === 1) &&
      (p.city === null || p.city[c.city[row] as number] === 1) &&
      (p.fuelType === null || p.fuelType[c.fuelType[row] as number] === 1) &&
      (p.transmission === null || p.transmission[c.transmission[row] as number] === 1) &&
      (p.condition === null || p.condition[c.condition[row] as number] === 1) &&
      (!this.testsYear || this.yearPasses(c.year[row] as number)) &&
      (!this.testsPrice || this.pricePasses(c.price[row] as number))
    );
  }

  private yearPasses(year: number): boolean {
    return year >= this.parts.yearLow && year <= this.parts.yearHigh;
  }

  private pricePasses(price: number): boolean {
    const p = this.parts;
    return (
      price >= p.priceLow &&
      price <= p.priceHigh &&
      price <= p.downPaymentHigh &&
      price <= p.monthlyHigh
    );
  }
}
