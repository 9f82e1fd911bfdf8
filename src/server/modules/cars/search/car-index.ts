import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import { normalizeName } from '#shared/rules/names';
import type {
  CarFacets,
  CarSort,
  FairPrice,
  FairPriceDetails,
  MarketBand,
} from '#shared/schemas/car';
import { CarRows, type IndexedCar } from './car-rows';
import { DealOrder } from './deal-order';
import { FacetCounter, type CountOptions } from './facet-counter';
import { QueryPlanner, type SearchPage } from './query-planner';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';
import { SortOrders } from './sort-orders';
import { ValueLists } from './value-lists';
import { WordIndex } from './word-index';

export type { IndexedCar } from './car-rows';
export type { SearchPage } from './query-planner';

/** The most counts kept between changes: past it, they are let go and counted again. */
const maxCountsKept = 10_000;

/*
 * The active cars in memory, column by column, answering searches and the counts beside every
 * filter option in about a millisecond at a million cars (docs/decisions/123). The database
 * stays the record; the index holds only what filters and sorts need (no pictures, no text but
 * the words of descriptions). openCarSearch (car-search.ts) loads it and keeps it in step with
 * the database's change log.
 *
 * Rows are only ever added: a car that changes gets a new row and its old row is marked dead,
 * so the lists of rows by value never need rows taken out. Dead rows are skipped everywhere,
 * and openCarSearch loads a fresh index in the background once there are many.
 *
 * The parts (docs/decisions/160) each keep their own state: the columns (CarRows), the rows by
 * value (ValueLists), the sort orders (SortOrders), the words (WordIndex), the fair prices and
 * the best-deal order (DealOrder), the counts of options (FacetCounter). This class tells each
 * the rows that come and go; the QueryPlanner reads them to compile a filter and answer a page,
 * and the FacetCounter counts what the compiled filter matches.
 */
export class CarIndex {
  private capacity = 0;
  /** While loading, the orders and lists are made once at the end instead of row by row. */
  private loading = false;
  private readonly rows = new CarRows();
  private readonly lists = new ValueLists();
  private readonly orders = new SortOrders(this.rows);
  private readonly words = new WordIndex(this.rows, this.lists, this.orders);
  private readonly deals = new DealOrder(this.rows);
  private readonly counter: FacetCounter;
  /** Counts asked since the last change, by filter (`count`). */
  private readonly counts = new Map<string, Omit<SearchPage, 'ids'>>();
  private readonly planner = new QueryPlanner(this.rows, this.lists, this.orders, this.words, () =>
    this.deals.order(),
  );

  constructor(options: Partial<CountOptions> = {}) {
    this.counter = new FacetCounter(this.rows, this.lists, this.orders, options);
  }

  get size(): number {
    return this.rows.live;
  }

  /** Rows that no longer hold a car, kept until the next reload. */
  get deadRows(): number {
    return this.rows.count - this.rows.live;
  }

  /** Adds many cars faster than one by one; `endLoad` must follow. */
  beginLoad(expected: number): void {
    this.loading = true;
    this.reserve(expected);
  }

  endLoad(): void {
    this.loading = false;
    const rows = this.rows.liveRows();
    this.orders.rebuild(rows);
    this.deals.rebuild(rows);
    this.lists.build(this.rows.columns, rows);
    this.words.endLoad();
  }

  /** Every part's state, for a later process to read instead of loading (index-snapshot.ts). */
  writeTo(out: SnapshotWriter): void {
    this.rows.writeTo(out);
    this.lists.writeTo(out);
    this.orders.writeTo(out);
    this.words.writeTo(out);
    this.deals.writeTo(out);
    this.counter.writeTo(out);
  }

  /** What `writeTo` wrote, into a new index: its rows have no room to spare until a car comes. */
  readFrom(input: SnapshotReader): void {
    this.rows.readFrom(input);
    this.lists.readFrom(input);
    this.orders.readFrom(input);
    this.words.readFrom(input);
    this.deals.readFrom(input);
    this.counter.readFrom(input);
    this.capacity = this.rows.count;
  }

  /** Puts an active car in the index, replacing what it held of the car before. */
  upsert(car: IndexedCar): void {
    this.remove(car.id);
    this.counts.clear();
    if (this.rows.count === this.capacity) this.reserve(Math.ceil(this.capacity * 1.25) + 1024);
    const row = this.rows.add(car);
    this.counter.add(row);
    if (this.loading) {
      this.words.load(row, car);
      return;
    }
    this.lists.add(this.rows.columns, row);
    this.words.add(row, car);
    this.orders.insert(row);
    this.deals.add(row);
  }

  /** Takes a car out (it was deleted, or is no longer on sale); unknown ids are ignored. */
  remove(id: string): void {
    const row = this.rows.rowOf(id);
    if (row === undefined) return;
    this.counts.clear();
    // The orders find a row by its values and its id: before the id is let go.
    if (!this.loading) {
      this.orders.remove(row);
      this.deals.remove(row);
    }
    this.rows.kill(id);
    this.counter.remove(row);
  }

  /** One page of the cars matching `filter` in the order of `sort`, and how many match. */
  search(filter: ResolvedCarFilter, sort: CarSort, page: number, pageSize: number): SearchPage {
    const query = this.planner.query(filter);
    const total = this.counter.countFromTables(query);
    return this.planner.search(query, sort, page, pageSize, total);
  }

  /**
   * How many cars match `filter`: exactly from the option tables when they hold the answer,
   * else counted as a search counts them. Kept until the index changes: suggestions ask for the
   * same few (a make, a place, a make in a place) on many keystrokes.
   */
  count(filter: ResolvedCarFilter): Omit<SearchPage, 'ids'> {
    const key = JSON.stringify(filter);
    const kept = this.counts.get(key);
    if (kept) return kept;
    const query = this.planner.query(filter);
    const fromTables = this.counter.countFromTables(query);
    const counted =
      fromTables === undefined
        ? this.planner.count(query)
        : { total: fromTables, totalIsCapped: false };
    if (this.counts.size === maxCountsKept) this.counts.clear();
    this.counts.set(key, counted);
    return counted;
  }

  /** How many cars each option of each facet would give (see FacetCounter.facets). */
  facets(filter: ResolvedCarFilter): CarFacets {
    return this.counter.facets(this.planner.query(filter));
  }

  /** The makes with the most cars on sale, most first (ties by key), with their counts. */
  popularMakes(limit: number): { key: string; count: number }[] {
    return this.counter.popularMakes(limit);
  }

  /** A car's fair-price band; null when it is not in the index or has too few comparables. */
  fairPrice(id: string): FairPrice | null {
    const row = this.rows.rowOf(id);
    return row === undefined ? null : this.deals.fairPrice(row);
  }

  /** A car's band and its comparables' prices, registrations and mileages, cheapest first. */
  fairPriceDetails(id: string): FairPriceDetails {
    const row = this.rows.rowOf(id);
    if (row === undefined) return { fairPrice: null, comparables: [] };
    return this.deals.fairPriceDetails(row);
  }

  /** The band of the cars on sale comparable to one being priced (the car form's guide). */
  marketBand(car: {
    make: string;
    model: string;
    year: number;
    mileage: number;
  }): MarketBand | null {
    const model = this.rows.modelCode(car.make, normalizeName(car.model));
    return model === undefined ? null : this.deals.marketBand(model, car.year, car.mileage);
  }

  private reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    this.capacity = capacity;
    this.rows.reserve(capacity);
    this.counter.grow(capacity);
    this.words.grow(capacity);
    this.deals.grow(capacity);
  }
}
