import { CorruptSnapshotError, type SnapshotReader, type SnapshotWriter } from './snapshot-file';

/**
 * A growable list of row numbers, in the order they were added. Rows are never taken out: a
 * row whose car changed or left is marked dead and skipped (see CarIndex).
 */
export class RowList {
  rows: Int32Array;
  length = 0;

  /** Room for `expected` rows, so that a list of known size is allocated once. */
  constructor(expected = 4) {
    this.rows = new Int32Array(expected);
  }

  add(row: number): void {
    if (this.length === this.rows.length) {
      const rows = new Int32Array(Math.ceil(this.rows.length * 1.5) + 4);
      rows.set(this.rows);
      this.rows = rows;
    }
    this.rows[this.length++] = row;
  }

  /** The rows as one array (a view: valid until the next `add`). */
  view(): Int32Array {
    return this.rows.subarray(0, this.length);
  }
}

/**
 * Lists of rows as two chunks: their lengths, and their rows one list after another (a word's
 * or a value's rows: thousands of lists, written as one).
 */
export function writeRowLists(out: SnapshotWriter, lists: readonly RowList[]): void {
  out.array(Int32Array.from(lists, (list) => list.length));
  out.arrays(
    Int32Array,
    lists.map((list) => list.view()),
  );
}

/** Lists written by writeRowLists; they share one array until they grow. */
export function readRowLists(input: SnapshotReader): RowList[] {
  const lengths = input.array(Int32Array);
  const rows = input.array(Int32Array);
  let start = 0;
  const lists = Array.from(lengths, (length) => {
    const list = new RowList(0);
    list.rows = rows.subarray(start, (start += length));
    list.length = length;
    return list;
  });
  if (start !== rows.length) throw new CorruptSnapshotError('lists of rows of another length');
  return lists;
}

/** The rows having each value of a column, by the value's code. */
export class Postings {
  lists: RowList[] = [];

  add(code: number, row: number): void {
    let list = this.lists[code];
    if (!list) {
      list = new RowList();
      this.lists[code] = list;
    }
    list.add(row);
  }

  /** The lists of a whole column at once, each allocated at its size (after a load). */
  build(column: ArrayLike<number>, rows: Int32Array): void {
    const counts: number[] = [];
    for (const row of rows) counts[column[row]!] = (counts[column[row]!] ?? 0) + 1;
    this.lists = Array.from(counts, (count) => new RowList(count ?? 0));
    for (const row of rows) this.lists[column[row]!]!.add(row);
  }

  /** Codes without a list are written as empty lists: either has no rows to search. */
  writeTo(out: SnapshotWriter): void {
    writeRowLists(
      out,
      Array.from(this.lists, (list) => list ?? new RowList(0)),
    );
  }

  readFrom(input: SnapshotReader): void {
    this.lists = readRowLists(input);
  }
}

/**
 * Rows in the order of a sort, kept sorted as rows come and go (a binary search and one move of
 * the rows after it; at a million rows that is well under a millisecond).
 */
export class SortedRows {
  rows = new Int32Array(16);
  length = 0;

  /** `compare` orders two rows; it must never return 0 for different rows. */
  constructor(readonly compare: (a: number, b: number) => number) {}

  /** Where `row` is or would go. */
  position(row: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.rows[middle] as number, row) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(row: number): void {
    if (this.length === this.rows.length) {
      const rows = new Int32Array(Math.ceil(this.rows.length * 1.25) + 16);
      rows.set(this.rows);
      this.rows = rows;
    }
    const at = this.position(row);
    this.rows.copyWithin(at + 1, at, this.length);
    this.rows[at] = row;
    this.length++;
  }

  /** Removes `row`, which must still hold the values it was inserted with. */
  remove(row: number): void {
    const at = this.position(row);
    if (this.rows[at] !== row) return;
    this.rows.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** Replaces the rows with `rows`, sorted; far faster than inserting a million one by one. */
  rebuild(rows: Int32Array): void {
    this.rows = rows.slice().sort(this.compare);
    this.length = rows.length;
  }

  writeTo(out: SnapshotWriter): void {
    out.array(this.view());
  }

  /** The rows as written, already in order. */
  readFrom(input: SnapshotReader): void {
    this.rows = input.array(Int32Array);
    this.length = this.rows.length;
  }

  /**
   * Takes out the rows marked in `out` and puts `added` (rows not in the list) in their places:
   * for many rows whose values changed at once, far cheaper than removing and inserting them
   * one by one (each of which moves the rows after it). The rows kept are copied in runs
   * between the places of the added ones, each found by a binary search.
   */
  merge(out: Uint8Array, added: Int32Array): void {
    added.sort(this.compare);
    const kept = this.rows;
    let keptLength = 0;
    for (let at = 0; at < this.length; at++) {
      const row = kept[at] as number;
      if (out[row] !== 1) kept[keptLength++] = row;
    }
    const rows = new Int32Array(keptLength + added.length + 16);
    let from = 0;
    let length = 0;
    for (const row of added) {
      let low = from;
      let high = keptLength;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compare(kept[middle] as number, row) < 0) low = middle + 1;
        else high = middle;
      }
      rows.set(kept.subarray(from, low), length);
      length += low - from;
      from = low;
      rows[length++] = row;
    }
    rows.set(kept.subarray(from, keptLength), length);
    this.rows = rows;
    this.length = length + keptLength - from;
  }

  view(from = 0, to = this.length): Int32Array {
    return this.rows.subarray(from, to);
  }

  /** The first position whose row is not `before` a bound (`before` holds for a prefix). */
  lowerBound(before: (row: number) => boolean): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.rows[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Ascending rows packed as the gaps between them, seven bits a byte, the high bit set on every
 * byte but a gap's last: about a quarter of the bytes of an Int32Array for the long lists of
 * common words. For lists only ever read whole, front to back (a word's rows); a row may come
 * twice, never before the last one added.
 */
export class PackedRows {
  bytes: Uint8Array;
  /** Bytes used. */
  size = 0;
  /** The last row added; -1 when none. */
  last = -1;

  /** Room for `expectedBytes`, so that a list of known size is allocated once. */
  constructor(expectedBytes = 4) {
    this.bytes = new Uint8Array(expectedBytes);
  }

  /** How many bytes a gap between two rows takes. */
  static sizeOf(gap: number): number {
    let size = 1;
    while (gap >= 0x80) {
      gap >>>= 7;
      size++;
    }
    return size;
  }

  add(row: number): void {
    let gap = row - this.last;
    this.last = row;
    if (this.size + PackedRows.sizeOf(gap) > this.bytes.length) {
      const bytes = new Uint8Array(Math.ceil(this.bytes.length * 1.5) + 8);
      bytes.set(this.bytes);
      this.bytes = bytes;
    }
    while (gap >= 0x80) {
      this.bytes[this.size++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    this.bytes[this.size++] = gap;
  }

  /** The rows, in order. */
  rows(): Int32Array {
    // Every row takes a byte at least: the bytes used bound how many there are.
    const rows = new Int32Array(this.size);
    const bytes = this.bytes;
    let count = 0;
    let row = -1;
    let at = 0;
    while (at < this.size) {
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++] as number;
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      row += gap;
      rows[count++] = row;
    }
    return rows.subarray(0, count);
  }
}

/** Packed lists as three chunks: their sizes, their last rows, and their bytes as one. */
export function writePackedRows(out: SnapshotWriter, lists: readonly PackedRows[]): void {
  out.array(Int32Array.from(lists, (list) => list.size));
  out.array(Int32Array.from(lists, (list) => list.last));
  out.arrays(
    Uint8Array,
    lists.map((list) => list.bytes.subarray(0, list.size)),
  );
}

/** Lists written by writePackedRows; they share one array until they grow. */
export function readPackedRows(input: SnapshotReader): PackedRows[] {
  const sizes = input.array(Int32Array);
  const lasts = input.array(Int32Array);
  const bytes = input.array(Uint8Array);
  let start = 0;
  const lists = Array.from(sizes, (size, index) => {
    const list = new PackedRows(0);
    list.bytes = bytes.subarray(start, (start += size));
    list.size = size;
    list.last = lasts[index]!;
    return list;
  });
  if (start !== bytes.length || lasts.length !== sizes.length) {
    throw new CorruptSnapshotError('packed lists of rows of another length');
  }
  return lists;
}
