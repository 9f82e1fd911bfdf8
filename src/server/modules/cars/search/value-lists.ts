import { Postings } from './row-lists';
import type { Columns } from './row-test';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * The columns with lists of rows by value: the dealer's, and those of the facets whose options
 * are one column's values, but for condition, which has two values: the rows of either are read
 * from every row.
 */
const listedColumns = [
  'make',
  'model',
  'bodyStyle',
  'city',
  'fuelType',
  'transmission',
  'dealer',
] as const satisfies readonly (keyof Columns)[];
export type ListedColumn = (typeof listedColumns)[number];

/** The rows holding each value of the listed columns, dead rows included. */
export class ValueLists {
  private readonly lists: Record<ListedColumn, Postings> = {
    make: new Postings(),
    model: new Postings(),
    bodyStyle: new Postings(),
    city: new Postings(),
    fuelType: new Postings(),
    transmission: new Postings(),
    dealer: new Postings(),
  };

  add(columns: Readonly<Columns>, row: number): void {
    for (const name of listedColumns) this.lists[name].add(columns[name][row] as number, row);
  }

  /**
   * Every list made afresh from the live `rows`, each at its size: growing them row by row
   * leaves freed memory behind that the process keeps (a quarter of a gigabyte at a million
   * cars).
   */
  build(columns: Readonly<Columns>, rows: Int32Array): void {
    for (const name of listedColumns) this.lists[name].build(columns[name], rows);
  }

  writeTo(out: SnapshotWriter): void {
    for (const name of listedColumns) this.lists[name].writeTo(out);
  }

  readFrom(input: SnapshotReader): void {
    for (const name of listedColumns) this.lists[name].readFrom(input);
  }

  /** The rows holding one code of a column (a view: valid until the next `add`). */
  rows(column: ListedColumn, code: number): Int32Array | undefined {
    return this.lists[column].lists[code]?.view();
  }
}
