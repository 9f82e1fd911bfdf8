import {
  defaultFinanceTerms,
  downPaymentLimits,
  monthlyLimits,
  type FinanceTerms,
} from '#shared/reference/finance';
import { maxSearchResults } from '#shared/reference/limits';
import { priceBands } from '#shared/reference/price-bands';
import { installmentPriceMax, type ResolvedCarFilter } from '#shared/rules/car-filter';
import { searchWords, vehicleWords } from '#shared/rules/search-words';
import { normalizeName } from '#shared/rules/names';
import {
  facetNames,
  type CarFacets,
  type CarSort,
  type FairPrice,
  type FairPriceDetails,
  type MarketBand,
} from '#shared/schemas/car';
import { FairPrices } from './fair-prices';
import { IdTable } from './id-table';
import { FacetTally, type FacetValues } from './facet-tally';
import { OptionCounts } from './option-counts';
import { Postings, RowList, SortedRows } from './row-lists';
import { facet, failsMany, passesAll, RowTest, type Columns, type RowTestParts } from './row-test';

/*
 * The active cars in memory, column by column, answering searches and the counts beside every
 * filter option in about a millisecond at a million cars (docs/decisions/123). The database
 * stays the record; the index holds only what filters and sorts need (no pictures, no text
 * but the words of descriptions) and is kept in step by SearchSync.
 *
 * Rows are only ever added: a car that changes gets a new row and its old row is marked dead,
 * so the lists of rows by value never need rows taken out. Dead rows are skipped everywhere,
 * and a reload from the database (SearchSync) clears them once there are many.
 */

/** A car as the index takes it: its searchable columns. */
export interface IndexedCar {
  id: string;
  dealerId: string;
  make: string;
  /** The normalized model name (`cars.model_search`). */
  model: string;
  year: number;
  price: number;
  /** Kilometres; null (unknown) is kept, sorted and filtered as 0. */
  mileage: number | null;
  bodyStyle: string;
  fuelType: string;
  transmission: string;
  city: string;
  condition: string;
  createdAt: Date;
  description: string;
}

export interface SearchPage {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
}

export interface CarIndexOptions {
  /** A facet pass reads at most about this many rows; beyond, it reads a sample and estimates. */
  sampleSize: number;
  /** Counts up to this many are always exact (estimates stay above it, see exactBelow). */
  exactUpTo: number;
  /** The configured finance terms, on which the installment limits' options are price bounds. */
  finance: FinanceTerms;
}
const defaults: CarIndexOptions = {
  sampleSize: 30_000,
  exactUpTo: 1_000,
  finance: defaultFinanceTerms,
};
const firstYear = 1900;
const yearSlots = 201;
const countCap = maxSearchResults + 1;

/** Values of a column by code, and codes by value. */
class Codes {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();

  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.byValue.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.byValue.get(value);
  }

  /** A table of the codes of `values`, for testing a row's code in one read. */
  allowed(values: readonly string[]): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.byValue.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/** The rows a criterion's matches are among (dead rows included), as array views. */
interface Source {
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

const sourceOf = (facetNumber: number, segments: Int32Array[], order?: OrderName): Source => {
  const size = segments.reduce((sum, segment) => sum + segment.length, 0);
  return { facet: facetNumber, segments, size, cost: order ? size * 3 : size, order };
};

/**
 * The source's rows in row order. A whole pass along a sort order's slice reads the columns at
 * random, a cache miss per column and row; in row order it reads them nearly in sequence (at a
 * million cars, a pass over a quarter of them took 90 ms in price order and 50 in row order).
 * Marking the rows and reading the marks back costs less than sorting them (8 ms against 21).
 */
function inRowOrder(source: Source, rowCount: number): Source {
  if (!source.order) return source;
  const marks = new Uint8Array(rowCount);
  for (const row of source.segments[0]!) marks[row] = 1;
  const rows = new Int32Array(source.size);
  let next = 0;
  for (let row = 0; row < rowCount; row++) if (marks[row]) rows[next++] = row;
  return sourceOf(source.facet, [rows]);
}

/** The filter as a row test, and the rows each of its criteria can be answered from. */
interface Query {
  filter: ResolvedCarFilter;
  test: RowTest;
  sources: Source[];
  /** The criteria the option tables can count against, with their option codes. */
  tabled: { facet: number; codes: number[] }[];
  /** The facets of the criteria they cannot (a price range), -1 for dealer, mileage, text. */
  untabled: number[];
}

/** The narrowest source, or every row when there is none. */
function narrowest(sources: readonly Source[], everyRow: Source): Source {
  let best = everyRow;
  for (const source of sources) if (source.cost < best.cost) best = source;
  return best;
}

/** Every `step`-th row of the segments, so that about `sampleSize` rows are read. */
const stepFor = (size: number, sampleSize: number) => Math.max(1, Math.ceil(size / sampleSize));

function growUint8(array: Uint8Array, capacity: number) {
  const grown = new Uint8Array(capacity);
  grown.set(array);
  return grown;
}
function growUint16(array: Uint16Array, capacity: number) {
  const grown = new Uint16Array(capacity);
  grown.set(array);
  return grown;
}
function growUint32(array: Uint32Array, capacity: number) {
  const grown = new Uint32Array(capacity);
  grown.set(array);
  return grown;
}
function growFloat64(array: Float64Array, capacity: number) {
  const grown = new Float64Array(capacity);
  grown.set(array);
  return grown;
}

export class CarIndex {
  private readonly options: CarIndexOptions;
  private capacity = 0;
  private rowCount = 0;
  private liveCount = 0;
  private readonly ids = new IdTable();
  private columns: Columns = {
    live: new Uint8Array(0),
    make: new Uint16Array(0),
    model: new Uint32Array(0),
    year: new Uint16Array(0),
    price: new Uint32Array(0),
    mileage: new Uint32Array(0),
    bodyStyle: new Uint8Array(0),
    fuelType: new Uint8Array(0),
    transmission: new Uint8Array(0),
    condition: new Uint8Array(0),
    city: new Uint16Array(0),
    dealer: new Uint32Array(0),
  };
  private createdAt = new Float64Array(0);
  /**
   * Per row, the first (lowest) option of each installment facet its price is within, or
   * `noOption`: a row is within that option and every higher one, so a count pass adds it to
   * the first and sums the options up after (see cumulate).
   */
  private firstOption: Record<UpToFacet, Uint8Array> = {
    [facet.downPayment]: new Uint8Array(0),
    [facet.monthly]: new Uint8Array(0),
  };
  /** 0, 1, 2...: every row as a source. */
  private allRows = new Int32Array(0);
  /** Per row, the generation of the last word search it matched (see wordsSource). */
  private wordStamps = new Uint32Array(0);
  private generation = 0;

  private readonly codes = {
    make: new Codes(),
    /** Make and model together (`make\nmodel`): the words of a model depend on its make. */
    model: new Codes(),
    bodyStyle: new Codes(),
    fuelType: new Codes(),
    transmission: new Codes(),
    condition: new Codes(),
    city: new Codes(),
    dealer: new Codes(),
  };
  private readonly modelNames: string[] = [];
  private readonly modelCodesByWord = new Map<string, number[]>();
  private readonly rowsByValue = {
    make: new Postings(),
    model: new Postings(),
    bodyStyle: new Postings(),
    fuelType: new Postings(),
    transmission: new Postings(),
    city: new Postings(),
    dealer: new Postings(),
  };
  private readonly rowsByWord = new Map<string, RowList>();
  private readonly optionCounts = new OptionCounts();

  private readonly byId = (a: number, b: number) => this.ids.compare(a, b);
  private readonly orders = {
    newest: new SortedRows(
      (a, b) => (this.createdAt[b] as number) - (this.createdAt[a] as number) || this.byId(a, b),
    ),
    price: new SortedRows(
      (a, b) =>
        (this.columns.price[a] as number) - (this.columns.price[b] as number) || this.byId(a, b),
    ),
    mileage: new SortedRows(
      (a, b) =>
        (this.columns.mileage[a] as number) - (this.columns.mileage[b] as number) ||
        this.byId(a, b),
    ),
    year: new SortedRows(
      (a, b) =>
        (this.columns.year[b] as number) - (this.columns.year[a] as number) || this.byId(a, b),
    ),
  };
  private readonly fairPrices = new FairPrices(() => this.columns);
  /**
   * The "best deal" order. A car's deal score moves when cars comparable to it change, so the
   * order is brought up to date in one pass when a search needs it (see dealRows), not car by car.
   */
  private readonly dealOrder = new SortedRows(
    (a, b) =>
      (this.fairPrices.score[a] as number) - (this.fairPrices.score[b] as number) ||
      (this.createdAt[b] as number) - (this.createdAt[a] as number) ||
      this.byId(a, b),
  );
  /**
   * Rows whose deal score changed, or that left the index, since the order was last brought up
   * to date: each once, marked in `dealMarks` (so the list never outgrows the rows).
   */
  private dealPending: number[] = [];
  private dealMarks = new Uint8Array(0);
  /** While loading, the orders and lists are made once at the end instead of row by row. */
  private loading = false;
  /**
   * While loading: the description words, each row's words (as indexes into them) one row after
   * another, and where each row's words end. Rows come in order while loading, so a row needs no
   * number beside each of its words.
   */
  private readonly loadedWords = new Map<string, number>();
  private loadedWordsOfRows = new RowList();
  private loadedWordEnds = new RowList();

  /** The price range of each option of the facets of prices, by facet number. */
  private readonly priceRanges: Record<PriceFacet, { lows: number[]; highs: number[] }>;

  constructor(options: Partial<CarIndexOptions> = {}) {
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

  /** The options of a facet of prices that `price` is in. */
  private rangesOf(facetNumber: PriceFacet, price: number): number[] {
    const { lows, highs } = this.priceRanges[facetNumber];
    const codes: number[] = [];
    for (let code = 0; code < lows.length; code++) {
      if (price >= lows[code]! && price <= highs[code]!) codes.push(code);
    }
    return codes;
  }

  get size(): number {
    return this.liveCount;
  }

  /** Rows that no longer hold a car, kept until the next reload. */
  get deadRows(): number {
    return this.rowCount - this.liveCount;
  }

  /** Adds many cars faster than one by one; `endLoad` must follow. */
  beginLoad(expected: number): void {
    this.loading = true;
    this.reserve(expected);
  }

  endLoad(): void {
    this.loading = false;
    const rows = new Int32Array(this.liveCount);
    let next = 0;
    for (let row = 0; row < this.rowCount; row++) if (this.columns.live[row]) rows[next++] = row;
    for (const order of Object.values(this.orders)) order.rebuild(rows);
    this.fairPrices.rebuild(rows);
    this.dealOrder.rebuild(rows);
    this.dealPending = [];
    // Lists built at their sizes, instead of grown row by row: growing leaves freed memory
    // behind that the process keeps (a quarter of a gigabyte at a million cars).
    for (const name of listedColumns) this.rowsByValue[name].build(this.columns[name], rows);
    const words = [...this.loadedWords.keys()];
    const wordsOfRows = this.loadedWordsOfRows.view();
    const ends = this.loadedWordEnds.view();
    const counts = new Int32Array(words.length);
    for (const word of wordsOfRows) counts[word]! += 1;
    const lists = Array.from(counts, (count) => new RowList(count));
    let start = 0;
    for (let row = 0; row < ends.length; row++) {
      const end = ends[row]!;
      for (let at = start; at < end; at++) lists[wordsOfRows[at]!]!.add(row);
      start = end;
    }
    words.forEach((word, index) => this.rowsByWord.set(word, lists[index]!));
    this.loadedWords.clear();
    this.loadedWordsOfRows = new RowList();
    this.loadedWordEnds = new RowList();
  }

  /** Puts an active car in the index, replacing what it held of the car before. */
  upsert(car: IndexedCar): void {
    this.remove(car.id);
    if (this.rowCount === this.capacity) this.reserve(Math.ceil(this.capacity * 1.25) + 1024);
    const row = this.rowCount++;
    const c = this.columns;
    const codes = this.codes;
    this.liveCount++;
    c.live[row] = 1;
    this.ids.add(car.id, row);
    c.make[row] = codes.make.code(car.make);
    c.model[row] = this.modelCode(car.make, car.model);
    c.year[row] = car.year;
    c.price[row] = car.price;
    c.mileage[row] = car.mileage ?? 0;
    c.bodyStyle[row] = codes.bodyStyle.code(car.bodyStyle);
    c.fuelType[row] = codes.fuelType.code(car.fuelType);
    c.transmission[row] = codes.transmission.code(car.transmission);
    c.condition[row] = codes.condition.code(car.condition);
    c.city[row] = codes.city.code(car.city);
    c.dealer[row] = codes.dealer.code(car.dealerId);
    this.createdAt[row] = car.createdAt.getTime();
    for (const each of upToFacets) {
      this.firstOption[each][row] = this.rangesOf(each, car.price)[0] ?? noOption;
    }
    this.countOptionsOf(row, 1);
    if (this.loading) {
      for (const word of searchWords(car.description)) {
        let index = this.loadedWords.get(word);
        if (index === undefined) {
          index = this.loadedWords.size;
          this.loadedWords.set(word, index);
        }
        this.loadedWordsOfRows.add(index);
      }
      this.loadedWordEnds.add(this.loadedWordsOfRows.length);
      return;
    }
    for (const name of listedColumns) this.rowsByValue[name].add(c[name][row] as number, row);
    for (const word of searchWords(car.description)) {
      let rows = this.rowsByWord.get(word);
      if (!rows) {
        rows = new RowList();
        this.rowsByWord.set(word, rows);
      }
      rows.add(row);
    }
    for (const order of Object.values(this.orders)) order.insert(row);
    this.fairPrices.add(row);
  }

  /** Takes a car out (it was deleted, or is no longer on sale); unknown ids are ignored. */
  remove(id: string): void {
    const row = this.ids.rowOf(id);
    if (row === undefined) return;
    if (!this.loading) {
      for (const order of Object.values(this.orders)) order.remove(row);
      this.fairPrices.remove(row);
      this.dealMoved(row);
    }
    this.ids.delete(id);
    this.columns.live[row] = 0;
    this.liveCount--;
    this.countOptionsOf(row, -1);
  }

  private countOptionsOf(row: number, change: number): void {
    const c = this.columns;
    const price = c.price[row] as number;
    this.optionCounts.change(
      [
        [c.make[row]!],
        [c.model[row]!],
        [c.bodyStyle[row]!],
        [c.city[row]!],
        [c.fuelType[row]!],
        [c.transmission[row]!],
        [c.condition[row]!],
        [(c.year[row] as number) - firstYear],
        this.rangesOf(facet.priceBand, price),
        this.rangesOf(facet.downPayment, price),
        this.rangesOf(facet.monthly, price),
      ],
      change,
    );
  }

  /** The makes with the most cars on sale, most first (ties by key), with their counts. */
  popularMakes(limit: number): { key: string; count: number }[] {
    return this.optionCounts.byOption[facet.make]!.map((count, code) => ({
      key: this.codes.make.values[code]!,
      count,
    }))
      .filter((make) => make.count > 0)
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
      .slice(0, limit);
  }

  // --- fair prices ----------------------------------------------------------------------------

  /** The bands of the cars changed since the last read, and of the cars comparable to them. */
  private settleFairPrices(): void {
    for (const row of this.fairPrices.settle()) this.dealMoved(row);
  }

  /** A car's fair-price band; null when it is not in the index or has too few comparables. */
  fairPrice(id: string): FairPrice | null {
    this.settleFairPrices();
    const row = this.ids.rowOf(id);
    return row === undefined ? null : this.fairPrices.fairPriceOf(row);
  }

  /** A car's band and its comparables' prices, registrations and mileages, cheapest first. */
  fairPriceDetails(id: string): FairPriceDetails {
    this.settleFairPrices();
    const row = this.ids.rowOf(id);
    if (row === undefined) return { fairPrice: null, comparables: [] };
    const fairPrice = this.fairPrices.fairPriceOf(row);
    const c = this.columns;
    const comparables = fairPrice
      ? this.fairPrices.comparablesOf(row).map((other) => ({
          price: c.price[other] as number,
          firstRegistration: c.year[other] as number,
          mileage: c.mileage[other] as number,
        }))
      : [];
    return { fairPrice, comparables };
  }

  /** The band of the cars on sale comparable to one being priced (the car form's guide). */
  marketBand(car: {
    make: string;
    model: string;
    year: number;
    mileage: number;
  }): MarketBand | null {
    this.settleFairPrices();
    const model = this.codes.model.find(`${car.make}\n${normalizeName(car.model)}`);
    if (model === undefined) return null;
    return this.fairPrices.marketFor(model, car.year, car.mileage);
  }

  /** The "best deal" order, brought up to date with the deal scores. */
  private dealRows(): SortedRows {
    this.settleFairPrices();
    if (this.dealPending.length === 0) return this.dealOrder;
    // Every pending row is taken out; those still live go back in at their new places.
    const live = this.columns.live;
    const added = Int32Array.from(this.dealPending.filter((row) => live[row] === 1));
    this.dealOrder.merge(this.dealMarks, added);
    for (const row of this.dealPending) this.dealMarks[row] = 0;
    this.dealPending = [];
    return this.dealOrder;
  }

  private dealMoved(row: number): void {
    if (this.dealMarks[row] === 1) return;
    this.dealMarks[row] = 1;
    this.dealPending.push(row);
  }

  /** One page of the cars matching `filter` in the order of `sort`, and how many match. */
  search(filter: ResolvedCarFilter, sort: CarSort, page: number, pageSize: number): SearchPage {
    if (sort === 'best-deal') this.dealRows();
    const { test, sources } = this.query(filter);
    const from = narrowest(sources, this.everyRow());
    const wanted = page * pageSize;
    const matches = this.collect(test, from, countCap);
    const totalIsCapped = matches.length === countCap;
    // Past 10,000 matches the page is read along the sort's order, unless the matches are so
    // rare early in it that collecting them all from `from` reads fewer rows.
    const rows = totalIsCapped
      ? (this.walk(sort, test, wanted, sources, from.cost) ??
        this.first(this.collect(test, from, Infinity), this.compare(sort), wanted))
      : this.first(matches, this.compare(sort), wanted);
    return {
      ids: rows.slice((page - 1) * pageSize, wanted).map((row) => this.ids.idOf(row)),
      total: totalIsCapped ? maxSearchResults : matches.length,
      totalIsCapped,
    };
  }

  /**
   * For each option of each facet, how many cars match with that option's criterion in place
   * of the filter's own and every other criterion kept. A row failing exactly one criterion
   * counts for that criterion's facet; one failing none counts for all (and the total).
   */
  facets(filter: ResolvedCarFilter): CarFacets {
    const tally = new FacetTally(this.facetValues, filter);
    const query = this.query(filter);
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
        : this.liveCount;
      return tally.result({ count: total, approximate: false });
    }
    const everyRow = this.everyRow();
    const from = narrowest(sources, everyRow);
    const counted = facetNumbers.map((facetNumber) => !fromTables.includes(facetNumber));
    const step = stepFor(from.size, this.options.sampleSize);
    this.countPass(tally, test, from, undefined, step, counted);
    if (step > 1) {
      const dims = facetNumbers.filter((each) => each !== from.facet && counted[each]);
      const options = this.smallOptions(tally, query, dims, step);
      // A small total, or small options costing more to count one by one than `from` whole:
      // `from` is counted whole, which makes every count of this pass exact.
      if (tally.matched < this.exactBelow(step) || optionCost(options) > from.cost) {
        this.countPass(tally, test, inRowOrder(from, this.rowCount), undefined, 1, counted);
      } else {
        this.countOptions(tally, test, options);
      }
    }
    if (from.facet >= 0 && counted[from.facet]) {
      // The first pass read only rows passing `from`'s criterion: its own facet needs others.
      const rest = narrowest(
        sources.filter((source) => source !== from),
        everyRow,
      );
      const restStep = stepFor(rest.size, this.options.sampleSize);
      this.countPass(tally, test, rest, from.facet, restStep, counted);
      const options = restStep > 1 ? this.smallOptions(tally, query, [from.facet], restStep) : [];
      if (optionCost(options) > rest.cost)
        this.countPass(tally, test, inRowOrder(rest, this.rowCount), from.facet, 1, counted);
      else this.countOptions(tally, test, options);
    }
    setFromTables();
    return tally.result({ count: Math.round(tally.matched), approximate: tally.matchedStep > 1 });
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

  // --- criteria -----------------------------------------------------------------------------

  /** The filter compiled into a row test, with the rows each criterion can be read from. */
  private query(filter: ResolvedCarFilter): Query {
    const sources: Source[] = [];
    const allowed = (name: ListedColumn, values: readonly string[] | undefined, at: number) => {
      if (values === undefined) return null;
      const table = this.codes[name].allowed(values);
      const lists = this.rowsByValue[name].lists;
      const segments: Int32Array[] = [];
      table.forEach((yes, code) => {
        const rows = lists[code];
        if (yes && rows) segments.push(rows.view());
      });
      sources.push(sourceOf(at, segments));
      return table;
    };
    const models = filter.models ? this.modelTable(filter.models) : null;
    if (models) sources.push(sourceOf(facet.model, models.segments));
    const yearLow = Math.max(filter.yearMin ?? 0, filter.year ?? 0);
    const yearHigh = Math.min(filter.yearMax ?? Infinity, filter.year ?? Infinity);
    const yearSources =
      filter.year !== undefined || filter.yearMin !== undefined || filter.yearMax !== undefined;
    if (yearSources) sources.push(sourceOf(facet.year, [this.yearRows(yearLow, yearHigh)], 'year'));
    const priceLow = filter.priceMin ?? 0;
    const priceHigh = filter.priceMax ?? Infinity;
    if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
      sources.push(sourceOf(facet.priceBand, [this.priceRows(priceLow, priceHigh)], 'price'));
    }
    const downPaymentHigh = filter.downPayment?.priceMax ?? Infinity;
    if (filter.downPayment) {
      sources.push(sourceOf(facet.downPayment, [this.priceRows(0, downPaymentHigh)], 'price'));
    }
    const monthlyHigh = filter.monthly?.priceMax ?? Infinity;
    if (filter.monthly) {
      sources.push(sourceOf(facet.monthly, [this.priceRows(0, monthlyHigh)], 'price'));
    }
    const mileageHigh = filter.mileageMax ?? Infinity;
    if (filter.mileageMax !== undefined) {
      const order = this.orders.mileage;
      const mileage = this.columns.mileage;
      const to = order.lowerBound((row) => (mileage[row] as number) <= mileageHigh);
      sources.push(sourceOf(-1, [order.view(0, to)], 'mileage'));
    }
    let dealer = -1;
    if (filter.dealer !== undefined) {
      dealer = this.codes.dealer.find(filter.dealer) ?? -2;
      const rows = this.rowsByValue.dealer.lists[dealer];
      sources.push(sourceOf(-1, rows ? [rows.view()] : []));
    }
    const words = filter.words ? this.wordsSource(filter.words) : undefined;
    if (words) sources.push(words);
    const parts: RowTestParts = {
      make: allowed('make', filter.makes, facet.make),
      model: models?.table ?? null,
      bodyStyle: allowed('bodyStyle', filter.bodyStyles, facet.bodyStyle),
      city: allowed('city', filter.cities, facet.city),
      fuelType: allowed('fuelType', filter.fuelTypes, facet.fuelType),
      transmission: allowed('transmission', filter.transmissions, facet.transmission),
      condition:
        filter.condition === undefined ? null : this.codes.condition.allowed([filter.condition]),
      yearLow,
      yearHigh,
      priceLow,
      priceHigh,
      downPaymentHigh,
      monthlyHigh,
      dealer,
      mileageHigh,
      wordStamps: words ? this.wordStamps : null,
      wordGeneration: this.generation,
    };
    const codesOf = (table: Uint8Array | null) =>
      table === null ? undefined : [...table.keys()].filter((code) => table[code] === 1);
    const tabled = (
      [
        [facet.make, codesOf(parts.make)],
        [facet.model, codesOf(parts.model)],
        [facet.bodyStyle, codesOf(parts.bodyStyle)],
        [facet.city, codesOf(parts.city)],
        [facet.fuelType, codesOf(parts.fuelType)],
        [facet.transmission, codesOf(parts.transmission)],
        [facet.condition, codesOf(parts.condition)],
        [facet.year, yearSources ? yearCodes(yearLow, yearHigh) : undefined],
      ] as const
    ).flatMap(([facetNumber, codes]) => (codes ? [{ facet: facetNumber, codes }] : []));
    const untabled = [
      ...(filter.priceMin !== undefined || filter.priceMax !== undefined ? [facet.priceBand] : []),
      ...(filter.downPayment ? [facet.downPayment] : []),
      ...(filter.monthly ? [facet.monthly] : []),
      ...(filter.dealer !== undefined || filter.mileageMax !== undefined || words ? [-1] : []),
    ];
    return { filter, test: new RowTest(this.columns, parts), sources, tabled, untabled };
  }

  /** The models named (normalized names, of any make), and their rows. */
  private modelTable(names: readonly string[]) {
    const wanted = new Set(names);
    const table = new Uint8Array(this.modelNames.length);
    const segments: Int32Array[] = [];
    this.modelNames.forEach((name, code) => {
      if (!wanted.has(name)) return;
      table[code] = 1;
      const rows = this.rowsByValue.model.lists[code];
      if (rows) segments.push(rows.view());
    });
    return { table, segments };
  }

  /** The rows registered from `low` to `high`, from the year order. */
  private yearRows(low: number, high: number): Int32Array {
    const order = this.orders.year;
    const year = this.columns.year;
    const from = order.lowerBound((row) => (year[row] as number) > high);
    const to = order.lowerBound((row) => (year[row] as number) >= low);
    return order.view(from, Math.max(from, to));
  }

  /** The rows priced from `low` to `high`, from the price order. */
  private priceRows(low: number, high: number): Int32Array {
    const order = this.orders.price;
    const price = this.columns.price;
    const from = order.lowerBound((row) => (price[row] as number) < low);
    const to = order.lowerBound((row) => (price[row] as number) <= high);
    return order.view(from, Math.max(from, to));
  }

  /**
   * The rows having every word: each word's rows (makes and models named by it, its year, the
   * descriptions using it) are intersected by stamping rows with a generation per word; the
   * row test then knows a match by its stamp.
   */
  private wordsSource(words: readonly string[]): Source {
    if (this.generation > 0xffff_0000) {
      this.wordStamps.fill(0);
      this.generation = 0;
    }
    const stamps = this.wordStamps;
    const live = this.columns.live;
    const found: number[] = [];
    let previous = 0;
    words.forEach((word, index) => {
      const current = ++this.generation;
      const last = index === words.length - 1;
      for (const segment of this.rowsWithWord(word)) {
        for (const row of segment) {
          if (stamps[row] === current || (index > 0 && stamps[row] !== previous)) continue;
          stamps[row] = current;
          if (last && live[row]) found.push(row);
        }
      }
      previous = current;
    });
    return sourceOf(-1, [Int32Array.from(found).sort()]);
  }

  private rowsWithWord(word: string): Int32Array[] {
    const segments: Int32Array[] = [];
    for (const code of this.modelCodesByWord.get(word) ?? []) {
      const rows = this.rowsByValue.model.lists[code];
      if (rows) segments.push(rows.view());
    }
    if (/^\d{4}$/.test(word)) segments.push(this.yearRows(+word, +word));
    const described = this.rowsByWord.get(word);
    if (described) segments.push(described.view());
    return segments;
  }

  /** Every row, in row order (dead ones too: the row test skips them). */
  private everyRow(): Source {
    return sourceOf(-1, [this.allRows.subarray(0, this.rowCount)]);
  }

  // --- searching ------------------------------------------------------------------------------

  /** The passing rows of `from`, up to `limit` of them. */
  private collect(test: RowTest, from: Source, limit: number): Int32Array {
    const found = new Int32Array(Math.min(limit, from.size));
    let count = 0;
    for (const segment of from.segments) {
      for (let at = 0; at < segment.length; at++) {
        const row = segment[at] as number;
        if (!test.passes(row)) continue;
        found[count++] = row;
        if (count === limit) return found;
      }
    }
    return found.subarray(0, count);
  }

  /** The first `wanted` of `rows` in the order `compare`, without sorting all of them. */
  private first(rows: Int32Array, compare: (a: number, b: number) => number, wanted: number) {
    if (rows.length <= wanted * 4) return Array.from(rows.sort(compare).subarray(0, wanted));
    // A max-heap of the best `wanted` rows so far: its root is the worst of them.
    const heap: number[] = [];
    const down = (start: number) => {
      let at = start;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
        if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    };
    for (const row of rows) {
      if (heap.length < wanted) {
        heap.push(row);
        for (let at = heap.length - 1; at > 0;) {
          const parent = (at - 1) >> 1;
          if (compare(heap[at]!, heap[parent]!) <= 0) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (compare(row, heap[0]!) < 0) {
        heap[0] = row;
        down(0);
      }
    }
    return heap.sort(compare);
  }

  /**
   * The first `wanted` passing rows in the order of `sort`, read along that order: along a
   * criterion's rows when they are in it (a year range for year-desc, say), else along every
   * row. Undefined when that would read more than `budget` rows (matches are rare early in the
   * order).
   */
  private walk(
    sort: CarSort,
    test: RowTest,
    wanted: number,
    sources: readonly Source[],
    budget: number,
  ): number[] | undefined {
    const orderName = sort === 'price-desc' ? 'price' : orderOf[sort];
    const rows =
      sources.find((source) => source.order === orderName)?.segments[0] ??
      this.sortOrder(orderName).view();
    const found: number[] = [];
    let read = 0;
    const take = (row: number) => {
      read++;
      if (test.passes(row)) found.push(row);
    };
    if (sort === 'price-desc') {
      // The price order read backwards, each run of equal prices read forwards (ties by id).
      const price = this.columns.price;
      let end = rows.length;
      while (end > 0 && found.length < wanted) {
        if (read > budget) return undefined;
        const runPrice = price[rows[end - 1]!];
        let start = end - 1;
        while (start > 0 && price[rows[start - 1]!] === runPrice) start--;
        for (let at = start; at < end && found.length < wanted; at++) take(rows[at]!);
        end = start;
      }
      return found;
    }
    for (let at = 0; at < rows.length && found.length < wanted; at++) {
      if (read > budget) return undefined;
      take(rows[at]!);
    }
    return found;
  }

  private compare(sort: CarSort): (a: number, b: number) => number {
    if (sort === 'price-desc') {
      const price = this.columns.price;
      return (a, b) => (price[b] as number) - (price[a] as number) || this.byId(a, b);
    }
    return this.sortOrder(orderOf[sort]).compare;
  }

  private sortOrder(name: OrderName | 'deal'): SortedRows {
    return name === 'deal' ? this.dealOrder : this.orders[name];
  }

  // --- facets ---------------------------------------------------------------------------------

  /**
   * Counts the rows of `from` (every `step`-th, each for `step`) into the tally: for every
   * facet, or for `only` one.
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
    const counts = tally.counts;
    for (const segment of from.segments) {
      for (let at = 0; at < segment.length; at += step) {
        const row = segment[at] as number;
        const failing = test.failing(row);
        if (failing === failsMany) continue;
        if (only !== undefined) {
          if (failing === passesAll || failing === only) this.count(counts, only, row, step);
        } else if (failing === passesAll) {
          for (let each = 0; each < facetNames.length; each++) {
            if (counted[each]) this.count(counts, each, row, step);
          }
          tally.matched += step;
        } else if (counted[failing]) {
          this.count(counts, failing, row, step);
        }
      }
    }
    for (const each of upToFacets) {
      if (only === each || (only === undefined && counted[each])) cumulate(counts[each]!);
    }
  }

  /** Adds `weight` to the count of a row's option in one facet. */
  private count(counts: Float64Array[], facetNumber: number, row: number, weight: number) {
    const c = this.columns;
    const tallies = counts[facetNumber] as Float64Array;
    switch (facetNumber) {
      case facet.make:
        tallies[c.make[row] as number]! += weight;
        return;
      case facet.model:
        tallies[c.model[row] as number]! += weight;
        return;
      case facet.bodyStyle:
        tallies[c.bodyStyle[row] as number]! += weight;
        return;
      case facet.city:
        tallies[c.city[row] as number]! += weight;
        return;
      case facet.fuelType:
        tallies[c.fuelType[row] as number]! += weight;
        return;
      case facet.transmission:
        tallies[c.transmission[row] as number]! += weight;
        return;
      case facet.condition:
        tallies[c.condition[row] as number]! += weight;
        return;
      case facet.year:
        tallies[(c.year[row] as number) - firstYear]! += weight;
        return;
      case facet.downPayment:
      case facet.monthly: {
        const first = this.firstOption[facetNumber][row] as number;
        if (first !== noOption) tallies[first]! += weight;
        return;
      }
      default: {
        const price = c.price[row] as number;
        for (let band = 0; band < bandLows.length; band++) {
          if (price >= bandLows[band]! && price <= bandHighs[band]!) tallies[band]! += weight;
        }
      }
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
      if (isUpTo(facetNumber)) {
        this.countUpTo(tally, test, facetNumber, codes, rows);
        continue;
      }
      const code = codes[0]!;
      let count = 0;
      for (const segment of rows.segments) {
        for (let at = 0; at < segment.length; at++) {
          const row = segment[at] as number;
          const failing = test.failing(row);
          if (failing !== passesAll && failing !== facetNumber) continue;
          if (this.holds(facetNumber, code, row)) count++;
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

  /** Whether a row holds an option of a facet (not of an installment facet: see countUpTo). */
  private holds(facetNumber: number, code: number, row: number): boolean {
    const c = this.columns;
    switch (facetNumber) {
      case facet.year:
        return (c.year[row] as number) - firstYear === code;
      case facet.priceBand: {
        const price = c.price[row] as number;
        return price >= bandLows[code]! && price <= bandHighs[code]!;
      }
      case facet.condition:
        return c.condition[row] === code;
      default:
        return c[facetColumn(facetNumber)][row] === code;
    }
  }

  /** The rows that may hold one option of a facet (some of them may hold others). */
  private rowsOf(facetNumber: number, code: number): Source {
    switch (facetNumber) {
      case facet.year:
        return sourceOf(facetNumber, [this.yearRows(code + firstYear, code + firstYear)], 'year');
      case facet.priceBand:
      case facet.downPayment:
      case facet.monthly: {
        const { lows, highs } = this.priceRanges[facetNumber];
        return sourceOf(facetNumber, [this.priceRows(lows[code]!, highs[code]!)], 'price');
      }
      case facet.condition:
        return this.everyRow();
      default: {
        const rows = this.rowsByValue[facetColumn(facetNumber)].lists[code];
        return sourceOf(facetNumber, rows ? [rows.view()] : []);
      }
    }
  }

  private readonly facetValues: FacetValues = {
    codeCount: (facetNumber) => {
      const name = facetNames[facetNumber]!;
      if (name === 'year') return yearSlots;
      if (name === 'priceBand' || name === 'downPayment' || name === 'monthly') {
        return this.priceRanges[facet[name]].lows.length;
      }
      return this.codes[name].values.length;
    },
    valueOf: (facetNumber, code) => {
      const name = facetNames[facetNumber]!;
      if (name === 'year') return String(code + firstYear);
      if (name === 'priceBand') return priceBands[code]!.id;
      if (name === 'downPayment') return String(downPaymentLimits[code]);
      if (name === 'monthly') return String(monthlyLimits[code]);
      if (name === 'model') return this.modelNames[code]!;
      return this.codes[name].values[code]!;
    },
  };

  // --- storage --------------------------------------------------------------------------------

  private modelCode(make: string, model: string): number {
    const codes = this.codes.model;
    const before = codes.values.length;
    const code = codes.code(`${make}\n${model}`);
    if (code === before) {
      this.modelNames[code] = model;
      for (const word of vehicleWords(make, model)) {
        const list = this.modelCodesByWord.get(word);
        if (list) list.push(code);
        else this.modelCodesByWord.set(word, [code]);
      }
    }
    return code;
  }

  private reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    this.capacity = capacity;
    this.ids.grow(capacity);
    const c = this.columns;
    this.columns = {
      live: growUint8(c.live, capacity),
      make: growUint16(c.make, capacity),
      model: growUint32(c.model, capacity),
      year: growUint16(c.year, capacity),
      price: growUint32(c.price, capacity),
      mileage: growUint32(c.mileage, capacity),
      bodyStyle: growUint8(c.bodyStyle, capacity),
      fuelType: growUint8(c.fuelType, capacity),
      transmission: growUint8(c.transmission, capacity),
      condition: growUint8(c.condition, capacity),
      city: growUint16(c.city, capacity),
      dealer: growUint32(c.dealer, capacity),
    };
    this.createdAt = growFloat64(this.createdAt, capacity);
    for (const each of upToFacets) {
      this.firstOption[each] = growUint8(this.firstOption[each], capacity);
    }
    this.allRows = Int32Array.from({ length: capacity }, (_, row) => row);
    this.wordStamps = growUint32(this.wordStamps, capacity);
    this.fairPrices.grow(capacity);
    this.dealMarks = growUint8(this.dealMarks, capacity);
  }
}

/** The columns with lists of rows by value; the first six are facets 0 to 5, in order. */
const listedColumns = [
  'make',
  'model',
  'bodyStyle',
  'city',
  'fuelType',
  'transmission',
  'dealer',
] as const;
type ListedColumn = (typeof listedColumns)[number];
const facetColumn = (facetNumber: number): ListedColumn => listedColumns[facetNumber]!;

type OrderName = 'newest' | 'price' | 'mileage' | 'year';
const orderOf = {
  newest: 'newest',
  'price-asc': 'price',
  'mileage-asc': 'mileage',
  'year-desc': 'year',
  'best-deal': 'deal',
} as const satisfies Record<Exclude<CarSort, 'price-desc'>, OrderName | 'deal'>;

/** The year facet's codes of the years from `low` to `high`. */
function yearCodes(low: number, high: number): number[] {
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

const facetNumbers = facetNames.map((_, facetNumber) => facetNumber);
const optionCost = (options: readonly { rows: Source }[]) =>
  options.reduce((sum, option) => sum + option.rows.cost, 0);

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

/** Counts by first option made counts by option: each option has the rows of those below it. */
function cumulate(counts: Float64Array): void {
  for (let code = 1; code < counts.length; code++) counts[code]! += counts[code - 1]!;
}
