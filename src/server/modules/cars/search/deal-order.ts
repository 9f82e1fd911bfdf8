import type { FairPrice, FairPriceDetails, MarketBand } from '#shared/schemas/car';
import { grown, type CarRows } from './car-rows';
import { FairPrices } from './fair-prices';
import { SortedRows } from './row-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * The fair-price band of every live row (docs/decisions/140), and the "best deal" order they
 * make. A car's deal score moves when cars comparable to it change, so the order is brought up
 * to date in one pass when a search needs it (see `order`), not car by car.
 */
export class DealOrder {
  private readonly fairPrices: FairPrices;
  private readonly deals: SortedRows;
  /**
   * Rows whose deal score changed, or that left the index, since the order was last brought up
   * to date: each once, marked in `marks` (so the list never outgrows the rows).
   */
  private pending: number[] = [];
  private marks = new Uint8Array(0);

  constructor(private readonly rows: CarRows) {
    const fairPrices = new FairPrices(() => rows.columns);
    this.fairPrices = fairPrices;
    this.deals = new SortedRows(
      (a, b) =>
        (fairPrices.score[a] as number) - (fairPrices.score[b] as number) ||
        (rows.createdAt[b] as number) - (rows.createdAt[a] as number) ||
        rows.compareIds(a, b),
    );
  }

  grow(capacity: number): void {
    this.fairPrices.grow(capacity);
    this.marks = grown(this.marks, capacity);
  }

  /** A row that has become live: it joins the order when the bands are next settled. */
  add(row: number): void {
    this.fairPrices.add(row);
  }

  /** A row that is no longer live. */
  remove(row: number): void {
    this.fairPrices.remove(row);
    this.moved(row);
  }

  /** Every band and the order made afresh from the live `rows` (after a load). */
  rebuild(rows: Int32Array): void {
    this.fairPrices.rebuild(rows);
    this.deals.rebuild(rows);
    this.pending = [];
  }

  /** The bands and the order, brought up to date first so that nothing is left pending. */
  writeTo(out: SnapshotWriter): void {
    this.order();
    this.fairPrices.writeTo(out, this.rows.count);
    this.deals.writeTo(out);
  }

  readFrom(input: SnapshotReader): void {
    this.fairPrices.readFrom(input, this.rows.count);
    this.deals.readFrom(input);
    this.marks = new Uint8Array(this.rows.count);
  }

  /** The "best deal" order, brought up to date with the deal scores. */
  order(): SortedRows {
    this.settle();
    if (this.pending.length === 0) return this.deals;
    // Every pending row is taken out; those still live go back in at their new places.
    const live = this.rows.columns.live;
    const added = Int32Array.from(this.pending.filter((row) => live[row] === 1));
    this.deals.merge(this.marks, added);
    for (const row of this.pending) this.marks[row] = 0;
    this.pending = [];
    return this.deals;
  }

  /** A live row's fair-price band; null when it has too few comparables. */
  fairPrice(row: number): FairPrice | null {
    this.settle();
    return this.fairPrices.fairPriceOf(row);
  }

  /** A live row's band and its comparables' prices, registrations and mileages, cheapest first. */
  fairPriceDetails(row: number): FairPriceDetails {
    this.settle();
    const fairPrice = this.fairPrices.fairPriceOf(row);
    const c = this.rows.columns;
    const comparables = fairPrice
      ? this.fairPrices.comparablesOf(row).map((other) => ({
          price: c.price[other] as number,
          firstRegistration: c.year[other] as number,
          mileage: c.mileage[other] as number,
        }))
      : [];
    return { fairPrice, comparables };
  }

  /** The band of the cars on sale comparable to one being priced, of a model code. */
  marketBand(model: number, year: number, mileage: number): MarketBand | null {
    this.settle();
    return this.fairPrices.marketFor(model, year, mileage);
  }

  /** The bands of the cars changed since the last read, and of the cars comparable to them. */
  private settle(): void {
    for (const row of this.fairPrices.settle()) this.moved(row);
  }

  private moved(row: number): void {
    if (this.marks[row] === 1) return;
    this.marks[row] = 1;
    this.pending.push(row);
  }
}
