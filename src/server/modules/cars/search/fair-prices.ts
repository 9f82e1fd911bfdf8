import { comparableYears, mileageBandOf } from '#shared/reference/fair-price';
import { dealScore } from '#shared/rules/car-filter';
import { fairPriceLabel, marketBand } from '#shared/rules/fair-price';
import type { FairPrice, MarketBand } from '#shared/schemas/car';
import { CorruptSnapshotError, type SnapshotReader, type SnapshotWriter } from './snapshot-file';

/** The columns of the index that a car's comparables are found by. */
export interface PricedColumns {
  live: Uint8Array;
  model: Uint32Array;
  year: Uint16Array;
  price: Uint32Array;
  mileage: Uint32Array;
}

/*
 * The fair-price band of every car in the index (docs/decisions/140). Cars are kept in cells of
 * one model, one registration year and one mileage band, each cell's rows sorted by price; a
 * car's comparables are the cells of its model and band a year either side, itself left out.
 * A car that changes touches its old and new cells only: the bands of the cars in the cells
 * around them are worked out again, and nothing else (see `settle`).
 */

/** Cell keys: a year's cells are this far apart, so the years either side are key ± yearStep. */
const yearStep = 8;
const keyFor = (model: number, year: number, mileageBand: number) =>
  (model * 4096 + year) * yearStep + mileageBand;
const noRows = new Int32Array(0);

export class FairPrices {
  /** The live rows of each cell, cheapest first (as of the last `settle`). */
  private readonly cells = new Map<number, Int32Array>();
  /** Rows added to each cell since the last settle. */
  private readonly addedRows = new Map<number, number[]>();
  /** Cells with rows added or gone since the last settle. */
  private readonly changedCells = new Set<number>();
  /** Each row's band; a count of 0 is no band. */
  private low = new Uint32Array(0);
  private median = new Uint32Array(0);
  private high = new Uint32Array(0);
  private count = new Uint32Array(0);
  /** Each row's deal score (see dealScore): the order of the "best deal" sort. */
  score = new Float64Array(0);

  constructor(private readonly columns: () => PricedColumns) {}

  grow(capacity: number): void {
    const grown = <T extends Uint32Array | Float64Array>(array: T, make: (size: number) => T) => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    const uint32 = (size: number) => new Uint32Array(size);
    this.low = grown(this.low, uint32);
    this.median = grown(this.median, uint32);
    this.high = grown(this.high, uint32);
    this.count = grown(this.count, uint32);
    this.score = grown(this.score, (size) => new Float64Array(size));
  }

  private keyOf(row: number): number {
    const c = this.columns();
    return keyFor(c.model[row]!, c.year[row]!, mileageBandOf(c.mileage[row]!));
  }

  /** A row that has become live. */
  add(row: number): void {
    const key = this.keyOf(row);
    const rows = this.addedRows.get(key);
    if (rows) rows.push(row);
    else this.addedRows.set(key, [row]);
    this.changedCells.add(key);
  }

  /** A row that is no longer live. */
  remove(row: number): void {
    this.changedCells.add(this.keyOf(row));
  }

  /** Every band from scratch, for the live `rows` (after a load). */
  rebuild(rows: Int32Array): void {
    this.cells.clear();
    this.addedRows.clear();
    this.changedCells.clear();
    const byKey = new Map<number, number[]>();
    for (const row of rows) {
      const key = this.keyOf(row);
      const cell = byKey.get(key);
      if (cell) cell.push(row);
      else byKey.set(key, [row]);
    }
    for (const [key, cell] of byKey) this.cells.set(key, this.byPrice(Int32Array.from(cell)));
    for (const key of this.cells.keys()) this.computeCell(key);
  }

  /**
   * Brings the cells changed since the last call up to date, and the bands of every car whose
   * comparables they hold; answers those cars' rows (their deal scores may have moved).
   */
  settle(): number[] {
    if (this.changedCells.size === 0) return [];
    const live = this.columns().live;
    const touched = new Set<number>();
    for (const key of this.changedCells) {
      const kept = [...(this.cells.get(key) ?? noRows), ...(this.addedRows.get(key) ?? [])];
      const rows = this.byPrice(Int32Array.from(kept.filter((row) => live[row] === 1)));
      if (rows.length > 0) this.cells.set(key, rows);
      else this.cells.delete(key);
      for (let years = -comparableYears; years <= comparableYears; years++) {
        touched.add(key + years * yearStep);
      }
    }
    this.changedCells.clear();
    this.addedRows.clear();
    const changed: number[] = [];
    for (const key of touched) {
      const rows = this.cells.get(key);
      if (!rows) continue;
      this.computeCell(key);
      for (const row of rows) changed.push(row);
    }
    return changed;
  }

  /** The cells and the bands of the first `rows` rows; call it settled (nothing pending). */
  writeTo(out: SnapshotWriter, rows: number): void {
    out.array(Float64Array.from(this.cells.keys()));
    out.array(Int32Array.from(this.cells.values(), (cell) => cell.length));
    out.arrays(Int32Array, [...this.cells.values()]);
    for (const array of [this.low, this.median, this.high, this.count, this.score]) {
      out.array(array.subarray(0, rows));
    }
  }

  /** Cells and bands as written; the cells share one array (settle replaces a cell whole). */
  readFrom(input: SnapshotReader, rows: number): void {
    const keys = input.array(Float64Array);
    const lengths = input.array(Int32Array);
    const cellRows = input.array(Int32Array);
    let start = 0;
    keys.forEach((key, index) => {
      this.cells.set(key, cellRows.subarray(start, (start += lengths[index]!)));
    });
    this.low = input.array(Uint32Array);
    this.median = input.array(Uint32Array);
    this.high = input.array(Uint32Array);
    this.count = input.array(Uint32Array);
    this.score = input.array(Float64Array);
    if (start !== cellRows.length || this.score.length !== rows) {
      throw new CorruptSnapshotError('fair prices of another length');
    }
  }

  /** A live row's band and where its price falls in it; null without enough comparables. */
  fairPriceOf(row: number): FairPrice | null {
    const count = this.count[row]!;
    if (count === 0) return null;
    const band = { low: this.low[row]!, median: this.median[row]!, high: this.high[row]!, count };
    return { ...band, label: fairPriceLabel(this.columns().price[row]!, band) };
  }

  /** The rows of a live row's comparables, cheapest first. */
  comparablesOf(row: number): number[] {
    return this.windowRows(this.keyOf(row)).filter((other) => other !== row);
  }

  /** The band of the cars on sale comparable to a car not (yet) among them. */
  marketFor(model: number, year: number, mileage: number): MarketBand | null {
    const prices = this.windowPrices(keyFor(model, year, mileageBandOf(mileage)));
    return marketBand(prices.length, (k) => prices[k]!);
  }

  /** The bands of the cars of one cell, from the prices of its window. */
  private computeCell(key: number): void {
    const rows = this.cells.get(key)!;
    const prices = this.windowPrices(key);
    const price = this.columns().price;
    for (const row of rows) {
      const own = price[row]!;
      // The window without this car: one of the prices equal to its own is left out.
      const at = lowerBound(prices, own);
      const band = marketBand(prices.length - 1, (k) => prices[k < at ? k : k + 1]!);
      if (band) {
        this.low[row] = band.low;
        this.median[row] = band.median;
        this.high[row] = band.high;
        this.count[row] = band.count;
      } else {
        this.count[row] = 0;
      }
      this.score[row] = dealScore(own, band);
    }
  }

  /** The rows of a cell and of the cells of its model and band a year either side. */
  private windowRows(key: number): number[] {
    const rows: number[] = [];
    for (let years = -comparableYears; years <= comparableYears; years++) {
      for (const row of this.cells.get(key + years * yearStep) ?? noRows) rows.push(row);
    }
    const price = this.columns().price;
    return rows.sort((a, b) => price[a]! - price[b]! || a - b);
  }

  /** The prices of a cell's window, ascending. */
  private windowPrices(key: number): Uint32Array {
    const price = this.columns().price;
    let size = 0;
    for (let years = -comparableYears; years <= comparableYears; years++) {
      size += this.cells.get(key + years * yearStep)?.length ?? 0;
    }
    const prices = new Uint32Array(size);
    let next = 0;
    for (let years = -comparableYears; years <= comparableYears; years++) {
      for (const row of this.cells.get(key + years * yearStep) ?? noRows) {
        prices[next++] = price[row]!;
      }
    }
    return prices.sort();
  }

  private byPrice(rows: Int32Array): Int32Array {
    const price = this.columns().price;
    return rows.sort((a, b) => price[a]! - price[b]! || a - b);
  }
}

/** The first position in ascending `values` not below `value`. */
function lowerBound(values: Uint32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
