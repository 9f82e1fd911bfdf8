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

/**
 * A cell's live rows, cheapest first, and their prices beside them: a window's prices are read
 * at every search, for a page's bands, and the rows' prices in the price column lie far apart.
 */
interface Cell {
  rows: Int32Array;
  prices: Uint32Array;
}

export class FairPrices {
  /** The cells (as of the last `settle`). */
  private readonly cells = new Map<number, Cell>();
  /** Rows added to each cell since the last settle. */
  private readonly addedRows = new Map<number, number[]>();
  /** Cells with rows added or gone since the last settle. */
  private readonly changedCells = new Set<number>();
  /**
   * Each row's deal score (see dealScore): the order of the "best deal" sort. The bands it comes
   * from are not kept (16 bytes a row): a page's few are worked out again from their cells.
   */
  score = new Float64Array(0);

  constructor(private readonly columns: () => PricedColumns) {}

  grow(capacity: number): void {
    const score = new Float64Array(capacity);
    score.set(this.score);
    this.score = score;
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
    for (const [key, cell] of byKey) this.cells.set(key, this.cellOf(Int32Array.from(cell)));
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
      const kept = [...(this.cells.get(key)?.rows ?? noRows), ...(this.addedRows.get(key) ?? [])];
      const rows = Int32Array.from(kept.filter((row) => live[row] === 1));
      if (rows.length > 0) this.cells.set(key, this.cellOf(rows));
      else this.cells.delete(key);
      for (let years = -comparableYears; years <= comparableYears; years++) {
        touched.add(key + years * yearStep);
      }
    }
    this.changedCells.clear();
    this.addedRows.clear();
    const changed: number[] = [];
    for (const key of touched) {
      const cell = this.cells.get(key);
      if (!cell) continue;
      this.computeCell(key);
      for (const row of cell.rows) changed.push(row);
    }
    return changed;
  }

  /** The cells and the deal scores of the first `rows` rows; call it settled (nothing pending). */
  writeTo(out: SnapshotWriter, rows: number): void {
    out.array(Float64Array.from(this.cells.keys()));
    out.array(Int32Array.from(this.cells.values(), (cell) => cell.rows.length));
    out.arrays(
      Int32Array,
      Array.from(this.cells.values(), (cell) => cell.rows),
    );
    out.arrays(
      Uint32Array,
      Array.from(this.cells.values(), (cell) => cell.prices),
    );
    out.array(this.score.subarray(0, rows));
  }

  /**
   * Cells and deal scores as written; the cells share one array of rows and one of prices
   * (settle replaces a cell whole).
   */
  readFrom(input: SnapshotReader, rows: number): void {
    const keys = input.array(Float64Array);
    const lengths = input.array(Int32Array);
    const cellRows = input.array(Int32Array);
    const cellPrices = input.array(Uint32Array);
    let start = 0;
    keys.forEach((key, index) => {
      const end = start + lengths[index]!;
      this.cells.set(key, {
        rows: cellRows.subarray(start, end),
        prices: cellPrices.subarray(start, end),
      });
      start = end;
    });
    this.score = input.array(Float64Array);
    if (
      start !== cellRows.length ||
      cellPrices.length !== cellRows.length ||
      this.score.length !== rows
    ) {
      throw new CorruptSnapshotError('fair prices of another length');
    }
  }

  /**
   * A live row's band and where its price falls in it; null without enough comparables. Called
   * settled: the row is among its cell's.
   */
  fairPriceOf(row: number): FairPrice | null {
    const own = this.columns().price[row]!;
    const band = bandWithout(this.windowPrices(this.keyOf(row)), own);
    return band && { ...band, label: fairPriceLabel(own, band) };
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

  /** The deal scores of the cars of one cell, from the prices of its window. */
  private computeCell(key: number): void {
    const prices = this.windowPrices(key);
    const price = this.columns().price;
    for (const row of this.cells.get(key)!.rows) {
      const own = price[row]!;
      this.score[row] = dealScore(own, bandWithout(prices, own));
    }
  }

  /** The rows of a cell and of the cells of its model and band a year either side. */
  private windowRows(key: number): number[] {
    const rows: number[] = [];
    for (let years = -comparableYears; years <= comparableYears; years++) {
      for (const row of this.cells.get(key + years * yearStep)?.rows ?? noRows) rows.push(row);
    }
    const price = this.columns().price;
    return rows.sort((a, b) => price[a]! - price[b]! || a - b);
  }

  /**
   * The prices of a cell's window, ascending: its cells' prices are each ascending, so they are
   * merged rather than sorted (a page's bands are worked out this way at each search). Not to be
   * changed: it may be a cell's own prices.
   */
  private windowPrices(key: number): Uint32Array {
    const parts: Uint32Array[] = [];
    let size = 0;
    for (let years = -comparableYears; years <= comparableYears; years++) {
      const cell = this.cells.get(key + years * yearStep);
      if (cell) {
        parts.push(cell.prices);
        size += cell.prices.length;
      }
    }
    if (parts.length === 1) return parts[0]!;
    const prices = new Uint32Array(size);
    const next = parts.map(() => 0);
    for (let at = 0; at < size; at++) {
      let cheapest = -1;
      for (let index = 0; index < parts.length; index++) {
        const part = parts[index]!;
        if (next[index] === part.length) continue;
        if (cheapest === -1 || part[next[index]!]! < prices[at]!) {
          cheapest = index;
          prices[at] = part[next[index]!]!;
        }
      }
      next[cheapest]!++;
    }
    return prices;
  }

  /** A cell of `rows`, sorted cheapest first. */
  private cellOf(rows: Int32Array): Cell {
    const price = this.columns().price;
    rows.sort((a, b) => price[a]! - price[b]! || a - b);
    return { rows, prices: Uint32Array.from(rows, (row) => price[row]!) };
  }
}

/** The band of a window's prices without a car's own (one of the prices equal to it). */
function bandWithout(prices: Uint32Array, own: number): MarketBand | null {
  const at = lowerBound(prices, own);
  return marketBand(prices.length - 1, (k) => prices[k < at ? k : k + 1]!);
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
