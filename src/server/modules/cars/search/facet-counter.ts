import {
  defaultFinanceTerms,
  downPaymentLimits,
  monthlyLimits,
  type FinanceTerms,
} from '#shared/reference/finance';
import { priceBands } from '#shared/reference/price-bands';
import { installmentPriceMax } from '#shared/rules/car-filter';
import { facetNames, type CarFacets, type FacetName } from '#shared/schemas/car';
import { grown, type CarRows } from './car-rows';
import { FacetTally, type FacetValues } from './facet-tally';
import { firstYear, OptionCounts, yearSlots } from './option-counts';
import type { Query } from './query-planner';
import {
  everyRow,
  inRowOrder,
  narrowest,
  sampleInRowOrder,
  sourceOf,
  type Source,
} from './row-sources';
import { facet, failsMany, passesAll, type RowTest } from './row-test';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';
import type { SortOrders } from './sort-orders';
import type { ValueLists } from './value-lists';

export interface CountOptions {
  /** A facet pass reads at most about this many rows; beyond, it reads a sample and estimates. */
  sampleSize: number;
  /** Counts up to this many are always exact (estimates stay above it, see exactBelow). */
  exactUpTo: number;
  /** The configured finance terms, on which the installment limits' options are price bounds. */
  finance: FinanceTerms;
}
const defaults: CountOptions = {
  sampleSize: 30_000,
  exactUpTo: 1_000,
  finance: defaultFinanceTerms,
};

/** The facets whose options are ranges of prices. */
type PriceFacet = typeof facet.priceBand | UpToFacet;
/** The installment facets: their options are prices from 0 up to a bound, lowest bound first. */
type UpToFacet = typeof facet.downPayment | typeof facet.monthly;
const upToFacets = [facet.downPayment, facet.monthly] as const;
const noOption = 255;
const bandLows = priceBands.map((band) => band.min ?? 0);
const bandHighs = priceBands.map((band) => band.max ?? Infinity);
const isUpTo = (facetNumber: number): facetNumber is UpToFacet =>
  facetNumber === facet.downPayment || facetNumber === facet.monthly;

const facetNumbers = facetNames.map((_, facetNumber) => facetNumber);
const optionCost = (options: readonly { rows: Source }[]) =>
  options.reduce((sum, option) => sum + option.rows.cost, 0);

/** Every `step`-th row of the segments, so that about `sampleSize` rows are read. */
const stepFor = (size: number, sampleSize: number) => Math.max(1, Math.ceil(size / sampleSize));

/** Counts by first option made counts by option: each option has the rows of those below it. */
function cumulate(counts: Float64Array): void {
  for (let code = 1; code < counts.length; code++) counts[code]! += counts[code - 1]!;
}

/**
 * The rows of a count pass that count for some facet: `rows[0, passing)` pass every criterion;
 * `rows[failingFrom, length)` fail only the criterion of the facet beside them in `failed`.
 */
interface KeptRows {
  rows: Int32Array;
  failed: Uint8Array;
  passing: number;
  failingFrom: number;
}

/**
 * Adds `weight` to `tallies[column[row] - offset]` for each kept row that counts for
 * `facetNumber`, but for rows whose value is `none`.
 */
function countCodes(
  tallies: Float64Array,
  column: Uint8Array | Uint16Array | Uint32Array,
  offset: number,
  none: number,
  facetNumber: number,
  { rows, failed, passing, failingFrom }: KeptRows,
  weight: number,
): void {
  for (let at = 0; at < passing; at++) {
    const value = column[rows[at] as number] as number;
    if (value !== none) tallies[value - offset]! += weight;
  }
  for (let at = failingFrom; at < rows.length; at++) {
    if (failed[at] !== facetNumber) continue;
    const value = column[rows[at] as number] as number;
    if (value !== none) tallies[value - offset]! += weight;
  }
}

/** As countCodes, for the price bands a row's price is in (they may overlap at their ends). */
function countBands(
  tallies: Float64Array,
  prices: Uint32Array,
  facetNumber: number,
  { rows, failed, passing, failingFrom }: KeptRows,
  weight: number,
): void {
  const countPrice = (price: number) => {
    for (let band = 0; band < bandLows.length; band++) {
      if (price >= bandLows[band]! && price <= bandHighs[band]!) tallies[band]! += weight;
    }
  };
  for (let at = 0; at < passing; at++) countPrice(prices[rows[at] as number] as number);
  for (let at = failingFrom; at < rows.length; at++) {
    if (failed[at] === facetNumber) countPrice(prices[rows[at] as number] as number);
  }
}

/**
 * The counts beside every filter option (docs/decisions/123 and 125): from the tables of
 * option counts kept as cars come and go when the criteria allow, else from passes over the
 * rows of the narrowest criterion, read whole or as a sample.
 */
export class FacetCounter {
  private readonly options: CountOptions;
  private readonly optionCounts = new OptionCounts();
  /** The price range of each option of the facets of prices, by facet number. */
  private readonly priceRanges: Record<PriceFacet, { lows: number[]; highs: number[] }>;
  /**
   * Per row, the first (lowest) option of each installment facet its price is within, or
   * `noOption`: a row is within that option and every higher one, so a count pass adds it to
   * the first and sums the options up after (see cumulate).
   */
  private firstOption: Record<UpToFacet, Uint8Array> = {
    [facet.downPayment]: new Uint8Array(0),
    [facet.monthly]: new Uint8Array(0),
  };

  constructor(
    private readonly rows: CarRows,
    private readonly lists: ValueLists,
    private readonly orders: SortOrders,
    options: Partial<CountOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    const upTo = (name: 'downPayment' | 'monthly', limits: readonly number[]) => ({
      lows: limits.map(() => 0),
      highs: limits.map((limit) => installmentPriceMax(name, limit, this.options.finance)),
    });
    this.priceRanges = {
      [facet.priceBand]: { lows: bandLows, highs: bandHighs },
      [facet.downPayment]: upTo('downPayment', downPaymentLimits),
      [facet.monthly]: upTo('monthly', monthlyLimits),
    };
  }

  grow(capacity: number): void {
    for (const each of upToFacets) this.firstOption[each] = grown(this.firstOption[each], capacity);
  }

  /** Counts a new row's options. */
  add(row: number): void {
    const price = this.rows.columns.price[row] as number;
    for (const each of upToFacets) {
      this.firstOption[each][row] = this.rangesOf(each, price)[0] ?? noOption;
    }
    this.optionCounts.change(this.optionsOf(row), 1);
  }

  writeTo(out: SnapshotWriter): void {
    this.optionCounts.writeTo(out);
    for (const each of upToFacets) out.array(this.firstOption[each].subarray(0, this.rows.count));
  }

  readFrom(input: SnapshotReader): void {
    this.optionCounts.readFrom(input);
    for (const each of upToFacets) this.firstOption[each] = input.array(Uint8Array);
  }

  /** Uncounts a row that is no longer live. */
  remove(row: number): void {
    this.optionCounts.change(this.optionsOf(row), -1);
  }

  /** The makes with the most cars on sale, most first (ties by key), with their counts. */
  popularMakes(limit: number): { key: string; count: number }[] {
    return this.optionCounts.byOption[facet.make]!.map((count, code) => ({
      key: this.rows.valueOf('make', code),
      count,
    }))
      .filter((make) => make.count > 0)
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
      .slice(0, limit);
  }

  /**
   * How many cars match, read from the option tables when they hold the answer (one or two
   * criteria they count against, and no other): undefined when they do not.
   */
  countFromTables(query: Query): number | undefined {
    const [first, second, ...more] = query.tabled;
    if (query.untabled.length > 0 || more.length > 0) return undefined;
    if (!first) return this.rows.live;
    const counts = this.optionCounts;
    let total = 0;
    for (const code of first.codes) {
      total += second
        ? counts.withEither(first.facet, code, second.facet, second.codes)
        : (counts.byOption[first.facet]![code] ?? 0);
    }
    return total;
  }

  /**
   * For each option of each facet, how many cars match with that option's criterion in place
   * of the filter's own and every other criterion kept. A row failing exactly one criterion
   * counts for that criterion's facet; one failing none counts for all (and the total).
   */
  facets(query: Query): CarFacets {
    const tally = new FacetTally(this.facetValues, query.filter);
    const { test, sources, tabled, untabled } = query;
    const fromTables = facetNumbers.filter((facetNumber) => this.inTables(query, facetNumber));
    const setFromTables = () => {
      for (const each of fromTables) tally.setCounts(each, this.tableCounts(query, each));
    };
    if (untabled.length === 0 && tabled.length <= 1) {
      setFromTables();
      const total = tabled[0]
        ? tabled[0].codes.reduce(
            (sum, code) => sum + (this.optionCounts.byOption[tabled[0]!.facet]![code] ?? 0),
            0,
          )
        : this.rows.live;
      return tally.result({ count: total, approximate: false });
    }
    const every = everyRow(this.rows);
    const from = narrowest(sources, every);
    const counted = facetNumbers.map((facetNumber) => !fromTables.includes(facetNumber));
    const step = stepFor(from.size, this.options.sampleSize);
    this.countPass(tally, test, from, undefined, step, counted);
    if (step > 1) {
      const dims = facetNumbers.filter((each) => each !== from.facet && counted[each]);
      const options = this.smallOptions(tally, query, dims, step);
      // A small total, or small options costing more to count one by one than `from` whole:
      // `from` is counted whole, which makes every count of this pass exact.
      if (tally.matched < this.exactBelow(step) || optionCost(options) > from.cost) {
        this.countPass(tally, test, inRowOrder(from, this.rows.count), undefined, 1, counted);
      } else {
        this.countOptions(tally, test, options);
      }
    }
    if (from.facet >= 0 && counted[from.facet]) {
      // The first pass read only rows passing `from`'s criterion: its own facet needs others.
      const rest = narrowest(
        sources.filter((source) => source !== from),
        every,
      );
      const restStep = stepFor(rest.size, this.options.sampleSize);
      this.countPass(tally, test, rest, from.facet, restStep, counted);
      const options = restStep > 1 ? this.smallOptions(tally, query, [from.facet], restStep) : [];
      if (optionCost(options) > rest.cost)
        this.countPass(tally, test, inRowOrder(rest, this.rows.count), from.facet, 1, counted);
      else this.countOptions(tally, test, options);
    }
    setFromTables();
    return tally.result({ count: Math.round(tally.matched), approximate: tally.matchedStep > 1 });
  }

  /** The options of a facet of prices that `price` is in. */
  private rangesOf(facetNumber: PriceFacet, price: number): number[] {
    const { lows, highs } = this.priceRanges[facetNumber];
    const codes: number[] = [];
    for (let code = 0; code < lows.length; code++) {
      if (price >= lows[code]! && price <= highs[code]!) codes.push(code);
    }
    return codes;
  }

  /** A row's option codes, by facet number. */
  private optionsOf(row: number): number[][] {
    const c = this.rows.columns;
    const price = c.price[row] as number;
    return facetNames.map((name) => {
      switch (name) {
        case 'year':
          return [(c.year[row] as number) - firstYear];
        case 'priceBand':
        case 'downPayment':
        case 'monthly':
          return this.rangesOf(facet[name], price);
        default:
          return [c[name][row] as number];
      }
    });
  }

  /**
   * Whether the tables count a facet exactly: no criterion but its own is out of the tables,
   * and at most one other is in them.
   */
  private inTables(query: Query, facetNumber: number): boolean {
    return (
      query.untabled.every((other) => other === facetNumber) &&
      query.tabled.filter((criterion) => criterion.facet !== facetNumber).length <= 1
    );
  }

  /** A facet's counts from the tables (see inTables). */
  private tableCounts(query: Query, facetNumber: number): number[] {
    const criterion = query.tabled.find((each) => each.facet !== facetNumber);
    const byOption = this.optionCounts.byOption[facetNumber]!;
    return Array.from(byOption, (count, code) =>
      criterion && count
        ? this.optionCounts.withEither(facetNumber, code, criterion.facet, criterion.codes)
        : (count ?? 0),
    );
  }

  /** At most how many cars an option can count: the fewest it has with any tabled criterion. */
  private bound(query: Query, facetNumber: number, code: number): number {
    let bound = this.optionCounts.byOption[facetNumber]![code] ?? 0;
    for (const criterion of query.tabled) {
      if (bound === 0) return 0;
      if (criterion.facet === facetNumber) continue;
      bound = Math.min(
        bound,
        this.optionCounts.withEither(facetNumber, code, criterion.facet, criterion.codes),
      );
    }
    return bound;
  }

  /**
   * Counts the rows of `from` (every `step`-th, each for `step`) into the tally: for every
   * facet, or for `only` one. The rows are first tested: those passing every criterion are kept
   * at the front of a list, those failing one counted facet's at its back with that facet. Each
   * facet's options are then counted in a loop of its own, reading one column at a time (a
   * switch by facet for each row and facet cost up to twice as much).
   */
  private countPass(
    tally: FacetTally,
    test: RowTest,
    from: Source,
    only: number | undefined,
    step: number,
    counted: readonly boolean[],
  ): void {
    tally.begin(only, step);
    // A sample of a sort order's slice is read in row order: the same rows, fewer cache misses.
    const segments = from.order && step > 1 ? [sampleInRowOrder(from, step)] : from.segments;
    const stride = segments === from.segments ? step : 1;
    const size = segments.reduce((sum, segment) => sum + Math.ceil(segment.length / stride), 0);
    const kept: KeptRows = {
      rows: new Int32Array(size),
      failed: new Uint8Array(size),
      passing: 0,
      failingFrom: size,
    };
    const counting = facetNumbers.map((each) =>
      only === undefined ? counted[each]! : each === only,
    );
    for (const segment of segments) {
      for (let at = 0; at < segment.length; at += stride) {
        const row = segment[at] as number;
        const failing = test.failing(row);
        if (failing === passesAll) kept.rows[kept.passing++] = row;
        else if (failing !== failsMany && counting[failing]) {
          kept.rows[--kept.failingFrom] = row;
          kept.failed[kept.failingFrom] = failing;
        }
      }
    }
    if (only === undefined) tally.matched = kept.passing * step;
    for (let each = 0; each < facetNames.length; each++) {
      if (!counting[each]) continue;
      this.countFacet(tally.counts[each]!, each, kept, step);
      if (isUpTo(each)) cumulate(tally.counts[each]!);
    }
  }

  /** Adds `weight` to the count of the option of one facet of each kept row that counts for it. */
  private countFacet(tallies: Float64Array, facetNumber: number, kept: KeptRows, weight: number) {
    const c = this.rows.columns;
    const name = facetNames[facetNumber]!;
    switch (name) {
      case 'year':
        return countCodes(tallies, c.year, firstYear, -1, facetNumber, kept, weight);
      case 'downPayment':
      case 'monthly': {
        const first = this.firstOption[facet[name]];
        return countCodes(tallies, first, 0, noOption, facetNumber, kept, weight);
      }
      case 'priceBand':
        return countBands(tallies, c.price, facetNumber, kept, weight);
      default:
        return countCodes(tallies, c[name], 0, -1, facetNumber, kept, weight);
    }
  }

  /**
   * An estimate of a count of `exactUpTo` (1,000) read one row in `step` stays below this but
   * once in about 10^12 (seven standard deviations): options estimated below it are counted
   * exactly, so that no count of 1,000 or less is ever an estimate.
   */
  private exactBelow(step: number): number {
    const { exactUpTo } = this.options;
    return exactUpTo + 7 * Math.sqrt(exactUpTo * step);
  }

  /**
   * The options whose count may be 1,000 or less (a small estimate, or a small bound), each
   * with the rows it may be in. Options the tables rule out are counted 0 on the spot.
   */
  private smallOptions(
    tally: FacetTally,
    query: Query,
    facetNumbers: readonly number[],
    step: number,
  ) {
    const below = this.exactBelow(step);
    const { exactUpTo } = this.options;
    return facetNumbers.flatMap((facetNumber) => {
      if (facetNames[facetNumber] === 'model' && !query.filter.makes) return [];
      const codes: number[] = [];
      tally.counts[facetNumber]!.forEach((estimate, code) => {
        const bound = this.bound(query, facetNumber, code);
        if (bound === 0) tally.setExact(facetNumber, code, 0);
        else if (estimate < below || bound <= exactUpTo) codes.push(code);
      });
      // An installment facet's options nest (each holds the rows of those below it): one pass
      // over the rows of the highest counts them all.
      if (isUpTo(facetNumber) && codes.length > 0) {
        return [{ facetNumber, codes, rows: this.rowsOf(facetNumber, codes.at(-1)!) }];
      }
      return codes.map((code) => ({
        facetNumber,
        codes: [code],
        rows: this.rowsOf(facetNumber, code),
      }));
    });
  }

  /** Counts each option exactly from its own rows. */
  private countOptions(
    tally: FacetTally,
    test: RowTest,
    options: readonly { facetNumber: number; codes: number[]; rows: Source }[],
  ): void {
    for (const { facetNumber, codes, rows } of options) {
      const name = facetNames[facetNumber]!;
      if (name === 'downPayment' || name === 'monthly') {
        this.countUpTo(tally, test, facet[name], codes, rows);
        continue;
      }
      const code = codes[0]!;
      const { column, low, high } = this.optionRange(name, code);
      let count = 0;
      for (const segment of rows.segments) {
        for (let at = 0; at < segment.length; at++) {
          const row = segment[at] as number;
          const failing = test.failing(row);
          if (failing !== passesAll && failing !== facetNumber) continue;
          const value = column[row] as number;
          if (value >= low && value <= high) count++;
        }
      }
      tally.setExact(facetNumber, code, count);
    }
  }

  /** Exact counts of options of an installment facet, from the rows of the highest of them. */
  private countUpTo(
    tally: FacetTally,
    test: RowTest,
    facetNumber: UpToFacet,
    codes: readonly number[],
    rows: Source,
  ): void {
    const byFirst = new Float64Array(tally.counts[facetNumber]!.length);
    const first = this.firstOption[facetNumber];
    for (const segment of rows.segments) {
      for (let at = 0; at < segment.length; at++) {
        const row = segment[at] as number;
        const failing = test.failing(row);
        if (failing !== passesAll && failing !== facetNumber) continue;
        byFirst[first[row] as number]! += 1;
      }
    }
    cumulate(byFirst);
    for (const code of codes) tally.setExact(facetNumber, code, byFirst[code]!);
  }

  /**
   * The column whose values from `low` to `high` hold an option of a facet (an installment
   * facet's options are counted together: see countUpTo).
   */
  private optionRange(name: Exclude<FacetName, 'downPayment' | 'monthly'>, code: number) {
    const c = this.rows.columns;
    switch (name) {
      case 'year':
        return { column: c.year, low: code + firstYear, high: code + firstYear };
      case 'priceBand':
        return { column: c.price, low: bandLows[code]!, high: bandHighs[code]! };
      default:
        return { column: c[name], low: code, high: code };
    }
  }

  /** The rows that may hold one option of a facet (some of them may hold others). */
  private rowsOf(facetNumber: number, code: number): Source {
    const name = facetNames[facetNumber]!;
    switch (name) {
      case 'year':
        return sourceOf(
          facetNumber,
          [this.orders.yearRows(code + firstYear, code + firstYear)],
          'year',
        );
      case 'priceBand':
      case 'downPayment':
      case 'monthly': {
        const { lows, highs } = this.priceRanges[facet[name]];
        return sourceOf(facetNumber, [this.orders.priceRows(lows[code]!, highs[code]!)], 'price');
      }
      case 'condition':
        return everyRow(this.rows);
      default: {
        const rows = this.lists.rows(name, code);
        return sourceOf(facetNumber, rows ? [rows] : []);
      }
    }
  }

  private readonly facetValues: FacetValues = {
    codeCount: (facetNumber) => {
      const name = facetNames[facetNumber]!;
      switch (name) {
        case 'year':
          return yearSlots;
        case 'priceBand':
        case 'downPayment':
        case 'monthly':
          return this.priceRanges[facet[name]].lows.length;
        default:
          return this.rows.codeCount(name);
      }
    },
    valueOf: (facetNumber, code) => {
      const name = facetNames[facetNumber]!;
      switch (name) {
        case 'year':
          return String(code + firstYear);
        case 'priceBand':
          return priceBands[code]!.id;
        case 'downPayment':
          return String(downPaymentLimits[code]);
        case 'monthly':
          return String(monthlyLimits[code]);
        default:
          return this.rows.valueOf(name, code);
      }
    },
  };
}
