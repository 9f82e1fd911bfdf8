import type { CarRows } from './car-rows';
import { SortedRows } from './row-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/** The orders kept of the live rows, each with its ties broken by id. */
export type OrderName = 'newest' | 'price' | 'mileage' | 'year';

/**
 * The live rows in the order of each sort but best deal (see DealOrder), kept as cars come and
 * go; a range of years, prices or mileages is a slice of its order.
 */
export class SortOrders {
  private readonly orders: Record<OrderName, SortedRows>;

  constructor(private readonly rows: CarRows) {
    const byId = (a: number, b: number) => rows.compareIds(a, b);
    this.orders = {
      newest: new SortedRows(
        (a, b) => (rows.createdAt[b] as number) - (rows.createdAt[a] as number) || byId(a, b),
      ),
      price: new SortedRows(
        (a, b) =>
          (rows.columns.price[a] as number) - (rows.columns.price[b] as number) || byId(a, b),
      ),
      mileage: new SortedRows(
        (a, b) =>
          (rows.columns.mileage[a] as number) - (rows.columns.mileage[b] as number) || byId(a, b),
      ),
      year: new SortedRows(
        (a, b) => (rows.columns.year[b] as number) - (rows.columns.year[a] as number) || byId(a, b),
      ),
    };
  }

  order(name: OrderName): SortedRows {
    return this.orders[name];
  }

  insert(row: number): void {
    for (const order of Object.values(this.orders)) order.insert(row);
  }

  remove(row: number): void {
    for (const order of Object.values(this.orders)) order.remove(row);
  }

  /** Every order made afresh from the live `rows`. */
  rebuild(rows: Int32Array): void {
    for (const order of Object.values(this.orders)) order.rebuild(rows);
  }

  writeTo(out: SnapshotWriter): void {
    for (const order of Object.values(this.orders)) order.writeTo(out);
  }

  readFrom(input: SnapshotReader): void {
    for (const order of Object.values(this.orders)) order.readFrom(input);
  }

  /** The rows registered from `low` to `high`, from the year order. */
  yearRows(low: number, high: number): Int32Array {
    const order = this.orders.year;
    const year = this.rows.columns.year;
    const from = order.lowerBound((row) => (year[row] as number) > high);
    const to = order.lowerBound((row) => (year[row] as number) >= low);
    return order.view(from, Math.max(from, to));
  }

  /** The rows priced from `low` to `high`, from the price order. */
  priceRows(low: number, high: number): Int32Array {
    const order = this.orders.price;
    const price = this.rows.columns.price;
    const from = order.lowerBound((row) => (price[row] as number) < low);
    const to = order.lowerBound((row) => (price[row] as number) <= high);
    return order.view(from, Math.max(from, to));
  }

  /** The rows of `high` kilometres or fewer, from the mileage order. */
  mileageRows(high: number): Int32Array {
    const order = this.orders.mileage;
    const mileage = this.rows.columns.mileage;
    return order.view(
      0,
      order.lowerBound((row) => (mileage[row] as number) <= high),
    );
  }
}
