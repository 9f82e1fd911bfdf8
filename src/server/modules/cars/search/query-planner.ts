import { maxSearchResults } from '#shared/reference/limits';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { CarSort } from '#shared/schemas/car';
import type { CarRows } from './car-rows';
import type { SortedRows } from './row-lists';
import { everyRow, narrowest, sourceOf, type Source } from './row-sources';
import { yearCodes } from './option-counts';
import { facet, RowTest, type RowTestParts } from './row-test';
import type { OrderName, SortOrders } from './sort-orders';
import type { ListedColumn, ValueLists } from './value-lists';
import type { WordIndex } from './word-index';

export interface SearchPage {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
}

/** The filter as a row test, and the rows each of its criteria can be answered from. */
export interface Query {
  filter: ResolvedCarFilter;
  test: RowTest;
  sources: Source[];
  /** The criteria the option tables can count against, with their option codes. */
  tabled: { facet: number; codes: number[] }[];
  /** The facets of the criteria they cannot (a price range), -1 for dealer, mileage, text. */
  untabled: number[];
}

const countCap = maxSearchResults + 1;
/** The order each sort reads rows in: price-desc reads the price order backwards. */
const orderOf = {
  newest: 'newest',
  'price-asc': 'price',
  'price-desc': 'price',
  'mileage-asc': 'mileage',
  'year-desc': 'year',
  'best-deal': 'deal',
} as const satisfies Record<CarSort, OrderName | 'deal'>;

/**
 * Compiles filters into a row test and the row lists each criterion's matches are among, and
 * answers a page of matches in a sort's order: it reads the narrowest list, and past 10,000
 * matches walks the sort's order instead (docs/decisions/123).
 */
export class QueryPlanner {
  constructor(
    private readonly rows: CarRows,
    private readonly lists: ValueLists,
    private readonly orders: SortOrders,
    private readonly words: WordIndex,
    /** The best-deal order, brought up to date (see DealOrder). */
    private readonly dealOrder: () => SortedRows,
  ) {}

  /** The filter compiled into a row test, with the rows each criterion can be read from. */
  query(filter: ResolvedCarFilter): Query {
    const sources: Source[] = [];
    const allowed = (
      name: Exclude<ListedColumn, 'model' | 'dealer'>,
      values: readonly string[] | undefined,
      at: number,
    ) => {
      if (values === undefined) return null;
      const table = this.rows.allowed(name, values);
      const segments: Int32Array[] = [];
      table.forEach((yes, code) => {
        const rows = yes ? this.lists.rows(name, code) : undefined;
        if (rows) segments.push(rows);
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
    if (yearSources) {
      sources.push(sourceOf(facet.year, [this.orders.yearRows(yearLow, yearHigh)], 'year'));
    }
    const priceLow = filter.priceMin ?? 0;
    const priceHigh = filter.priceMax ?? Infinity;
    if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
      sources.push(
        sourceOf(facet.priceBand, [this.orders.priceRows(priceLow, priceHigh)], 'price'),
      );
    }
    const downPaymentHigh = filter.downPayment?.priceMax ?? Infinity;
    if (filter.downPayment) {
      sources.push(
        sourceOf(facet.downPayment, [this.orders.priceRows(0, downPaymentHigh)], 'price'),
      );
    }
    const monthlyHigh = filter.monthly?.priceMax ?? Infinity;
    if (filter.monthly) {
      sources.push(sourceOf(facet.monthly, [this.orders.priceRows(0, monthlyHigh)], 'price'));
    }
    const mileageHigh = filter.mileageMax ?? Infinity;
    if (filter.mileageMax !== undefined) {
      sources.push(sourceOf(-1, [this.orders.mileageRows(mileageHigh)], 'mileage'));
    }
    let dealer = -1;
    if (filter.dealer !== undefined) {
      dealer = this.rows.codeOf('dealer', filter.dealer) ?? -2;
      const rows = this.lists.rows('dealer', dealer);
      sources.push(sourceOf(-1, rows ? [rows] : []));
    }
    const words = filter.words ? this.words.matches(filter.words) : undefined;
    if (words) sources.push(sourceOf(-1, [words.rows]));
    const parts: RowTestParts = {
      make: allowed('make', filter.makes, facet.make),
      model: models?.table ?? null,
      bodyStyle: allowed('bodyStyle', filter.bodyStyles, facet.bodyStyle),
      city: allowed('city', filter.cities, facet.city),
      fuelType: allowed('fuelType', filter.fuelTypes, facet.fuelType),
      transmission: allowed('transmission', filter.transmissions, facet.transmission),
      condition:
        filter.condition === undefined ? null : this.rows.allowed('condition', [filter.condition]),
      yearLow,
      yearHigh,
      priceLow,
      priceHigh,
      downPaymentHigh,
      monthlyHigh,
      dealer,
      mileageHigh,
      wordStamps: words ? words.stamps : null,
      wordGeneration: words ? words.generation : 0,
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
    return { filter, test: new RowTest(this.rows.columns, parts), sources, tabled, untabled };
  }

  /**
   * One page of the query's matches in the order of `sort`, and how many match. `total`, when
   * the option tables know it: past 10,000 the matches need not be collected to count them.
   */
  search(query: Query, sort: CarSort, page: number, pageSize: number, total?: number): SearchPage {
    const { test, sources } = query;
    const order = this.sortOrder(sort);
    const from = narrowest(sources, everyRow(this.rows));
    const wanted = page * pageSize;
    const matches =
      total !== undefined && total >= countCap ? undefined : this.collect(test, from, countCap);
    const totalIsCapped = matches === undefined || matches.length === countCap;
    const compare = this.compare(sort, order);
    // Past 10,000 matches the page is read along the sort's order, unless the matches are so
    // rare early in it that collecting them all from `from` reads fewer rows.
    const rows = totalIsCapped
      ? (this.walk(sort, order, test, wanted, sources, from.cost) ??
        this.first(this.collect(test, from, Infinity), compare, wanted))
      : this.first(matches, compare, wanted);
    return {
      ids: rows.slice((page - 1) * pageSize, wanted).map((row) => this.rows.idOf(row)),
      total: totalIsCapped ? maxSearchResults : matches.length,
      totalIsCapped,
    };
  }

  /** How many rows pass, counted as a search counts them (up to 10,000). */
  count(query: Query): Omit<SearchPage, 'ids'> {
    const matches = this.collect(
      query.test,
      narrowest(query.sources, everyRow(this.rows)),
      countCap,
    );
    const totalIsCapped = matches.length === countCap;
    return { total: totalIsCapped ? maxSearchResults : matches.length, totalIsCapped };
  }

  /** The models named (normalized names, of any make), and their rows. */
  private modelTable(names: readonly string[]) {
    const wanted = new Set(names);
    const table = new Uint8Array(this.rows.codeCount('model'));
    const segments: Int32Array[] = [];
    table.forEach((_, code) => {
      if (!wanted.has(this.rows.valueOf('model', code))) return;
      table[code] = 1;
      const rows = this.lists.rows('model', code);
      if (rows) segments.push(rows);
    });
    return { table, segments };
  }

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
    order: SortedRows,
    test: RowTest,
    wanted: number,
    sources: readonly Source[],
    budget: number,
  ): number[] | undefined {
    const rows =
      sources.find((source) => source.order === orderOf[sort])?.segments[0] ?? order.view();
    const found: number[] = [];
    let read = 0;
    const take = (row: number) => {
      read++;
      if (test.passes(row)) found.push(row);
    };
    if (sort === 'price-desc') {
      // The price order read backwards, each run of equal prices read forwards (ties by id).
      const price = this.rows.columns.price;
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

  private compare(sort: CarSort, order: SortedRows): (a: number, b: number) => number {
    if (sort === 'price-desc') {
      const price = this.rows.columns.price;
      return (a, b) => (price[b] as number) - (price[a] as number) || this.rows.compareIds(a, b);
    }
    return order.compare;
  }

  private sortOrder(sort: CarSort): SortedRows {
    const name = orderOf[sort];
    return name === 'deal' ? this.dealOrder() : this.orders.order(name);
  }
}
