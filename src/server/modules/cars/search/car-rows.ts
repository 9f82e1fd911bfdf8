import { IdTable } from './id-table';
import type { Columns } from './row-test';
import { CorruptSnapshotError, type SnapshotReader, type SnapshotWriter } from './snapshot-file';

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

/** The columns holding codes of text values. */
export type CodedColumn =
  'make' | 'model' | 'bodyStyle' | 'fuelType' | 'transmission' | 'condition' | 'city' | 'dealer';

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

  /** The codes of a snapshot: `values` in the order they were given. */
  restore(values: readonly string[]): void {
    for (const value of values) this.code(value);
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

/** A longer copy of a per-row array, for rows below `capacity`. */
export function grown<T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(
  array: T,
  capacity: number,
): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/**
 * The cars of the index, one row each, column by column: text values as codes, the id of each
 * row, and which rows are live. Rows are only ever added: a car that changes gets a new row and
 * its old row is marked dead (see CarIndex).
 */
export class CarRows {
  private rowCount = 0;
  private liveCount = 0;
  private readonly ids = new IdTable();
  private columnsByRow: Columns = {
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
  private createdAtByRow = new Float64Array(0);
  /** 0, 1, 2...: every row, for reading them all as a list. */
  private allRows = new Int32Array(0);
  private readonly codes: Record<CodedColumn, Codes> = {
    make: new Codes(),
    /**
     * Make and model together (`make\nmodel`): a model's words and its comparables depend on its
     * make.
     */
    model: new Codes(),
    bodyStyle: new Codes(),
    fuelType: new Codes(),
    transmission: new Codes(),
    condition: new Codes(),
    city: new Codes(),
    dealer: new Codes(),
  };
  /** The model name of each model code. */
  private modelNames: string[] = [];

  /** The columns as of now: growing the rows replaces them, so they are read afresh per pass. */
  get columns(): Readonly<Columns> {
    return this.columnsByRow;
  }

  /** When each row's car was created, in milliseconds (the newest order's column). */
  get createdAt(): Float64Array {
    return this.createdAtByRow;
  }

  /** Rows, live and dead. */
  get count(): number {
    return this.rowCount;
  }

  /** Rows holding a car. */
  get live(): number {
    return this.liveCount;
  }

  /** Room for rows below `capacity`. */
  reserve(capacity: number): void {
    this.ids.grow(capacity);
    const c = this.columnsByRow;
    this.columnsByRow = {
      live: grown(c.live, capacity),
      make: grown(c.make, capacity),
      model: grown(c.model, capacity),
      year: grown(c.year, capacity),
      price: grown(c.price, capacity),
      mileage: grown(c.mileage, capacity),
      bodyStyle: grown(c.bodyStyle, capacity),
      fuelType: grown(c.fuelType, capacity),
      transmission: grown(c.transmission, capacity),
      condition: grown(c.condition, capacity),
      city: grown(c.city, capacity),
      dealer: grown(c.dealer, capacity),
    };
    this.createdAtByRow = grown(this.createdAtByRow, capacity);
    this.allRows = Int32Array.from({ length: capacity }, (_, row) => row);
  }

  /** Writes a car into a new live row (there must be room: see reserve) and answers its row. */
  add(car: IndexedCar): number {
    const row = this.rowCount++;
    const c = this.columnsByRow;
    const codes = this.codes;
    this.liveCount++;
    c.live[row] = 1;
    this.ids.add(car.id, row);
    c.make[row] = codes.make.code(car.make);
    c.model[row] = this.modelCodeFor(car.make, car.model);
    c.year[row] = car.year;
    c.price[row] = car.price;
    c.mileage[row] = car.mileage ?? 0;
    c.bodyStyle[row] = codes.bodyStyle.code(car.bodyStyle);
    c.fuelType[row] = codes.fuelType.code(car.fuelType);
    c.transmission[row] = codes.transmission.code(car.transmission);
    c.condition[row] = codes.condition.code(car.condition);
    c.city[row] = codes.city.code(car.city);
    c.dealer[row] = codes.dealer.code(car.dealerId);
    this.createdAtByRow[row] = car.createdAt.getTime();
    return row;
  }

  /** Marks a car's row dead; an id no live row has is ignored. */
  kill(id: string): void {
    const row = this.ids.rowOf(id);
    if (row === undefined) return;
    this.ids.delete(id);
    this.columnsByRow.live[row] = 0;
    this.liveCount--;
  }

  rowOf(id: string): number | undefined {
    return this.ids.rowOf(id);
  }

  idOf(row: number): string {
    return this.ids.idOf(row);
  }

  /** Orders two rows by their cars' ids, as JavaScript compares strings. */
  compareIds(a: number, b: number): number {
    return this.ids.compare(a, b);
  }

  /** Every row in row order, dead ones too. */
  everyRow(): Int32Array {
    return this.allRows.subarray(0, this.rowCount);
  }

  /**
   * The rows' columns, ids and codes, trimmed to the rows there are (the room to grow left at a
   * reload is not written).
   */
  writeTo(out: SnapshotWriter): void {
    const rows = this.rowCount;
    const codes = Object.fromEntries(
      Object.entries(this.codes).map(([column, codes]) => [column, codes.values]),
    );
    out.json({ rows, live: this.liveCount, codes, modelNames: this.modelNames });
    this.ids.writeTo(out, rows);
    const c = this.columnsByRow;
    // In the order readFrom reads them.
    for (const column of [
      c.live,
      c.make,
      c.model,
      c.year,
      c.price,
      c.mileage,
      c.bodyStyle,
      c.fuelType,
      c.transmission,
      c.condition,
      c.city,
      c.dealer,
      this.createdAtByRow,
    ]) {
      out.array(column.subarray(0, rows));
    }
  }

  /** Rows as written, with room for them only (CarIndex grows them at the next car). */
  readFrom(input: SnapshotReader): void {
    const saved = input.json() as {
      rows: number;
      live: number;
      codes: Record<CodedColumn, string[]>;
      modelNames: string[];
    };
    this.rowCount = saved.rows;
    this.liveCount = saved.live;
    for (const [column, codes] of Object.entries(this.codes)) {
      codes.restore(saved.codes[column as CodedColumn]);
    }
    this.modelNames = saved.modelNames;
    this.ids.readFrom(input, saved.rows);
    this.columnsByRow = {
      live: input.array(Uint8Array),
      make: input.array(Uint16Array),
      model: input.array(Uint32Array),
      year: input.array(Uint16Array),
      price: input.array(Uint32Array),
      mileage: input.array(Uint32Array),
      bodyStyle: input.array(Uint8Array),
      fuelType: input.array(Uint8Array),
      transmission: input.array(Uint8Array),
      condition: input.array(Uint8Array),
      city: input.array(Uint16Array),
      dealer: input.array(Uint32Array),
    };
    this.createdAtByRow = input.array(Float64Array);
    if (Object.values(this.columnsByRow).some((column) => column.length !== saved.rows)) {
      throw new CorruptSnapshotError('columns of another length');
    }
    this.allRows = Int32Array.from({ length: saved.rows }, (_, row) => row);
  }

  /** The live rows in row order, as a new list. */
  liveRows(): Int32Array {
    const live = this.columnsByRow.live;
    const rows = new Int32Array(this.liveCount);
    let next = 0;
    for (let row = 0; row < this.rowCount; row++) if (live[row]) rows[next++] = row;
    return rows;
  }

  /** How many codes a column has given so far. */
  codeCount(column: CodedColumn): number {
    return this.codes[column].values.length;
  }

  /** The value a code stands for; a model code's is the model's name (of one make). */
  valueOf(column: CodedColumn, code: number): string {
    return column === 'model' ? this.modelNames[code]! : this.codes[column].values[code]!;
  }

  codeOf(column: Exclude<CodedColumn, 'model'>, value: string): number | undefined {
    return this.codes[column].find(value);
  }

  /** A model's code, which is its make's model only. */
  modelCode(make: string, model: string): number | undefined {
    return this.codes.model.find(`${make}\n${model}`);
  }

  /** A table of the codes of `values` (see Codes.allowed). */
  allowed(column: Exclude<CodedColumn, 'model'>, values: readonly string[]): Uint8Array {
    return this.codes[column].allowed(values);
  }

  private modelCodeFor(make: string, model: string): number {
    const codes = this.codes.model;
    const before = codes.values.length;
    const code = codes.code(`${make}\n${model}`);
    if (code === before) this.modelNames[code] = model;
    return code;
  }
}
