import { CorruptSnapshotError, type SnapshotReader, type SnapshotWriter } from './snapshot-file';

/*
 * Car ids by row and rows by id, for a million rows in a few tens of megabytes: an id made by
 * newId('car') is 20 ASCII characters, kept as 20 bytes a row, and found through an
 * open-addressing hash table of row numbers. Other ids (none are made, but the column is text)
 * are kept in ordinary maps.
 */

const width = 20;
const empty = 0;
const removed = -1;

function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const isCompact = (id: string) => id.length === width && /^[\x21-\x7e]+$/.test(id);

export class IdTable {
  private bytes = new Uint8Array(0);
  /** Row + 1 per slot; `empty` or `removed` otherwise. */
  private slots = new Int32Array(16);
  private used = 0;
  private readonly oddIds = new Map<number, string>();
  private readonly oddRows = new Map<string, number>();

  /** Room for rows below `capacity`. */
  grow(capacity: number): void {
    const bytes = new Uint8Array(capacity * width);
    bytes.set(this.bytes);
    this.bytes = bytes;
    if (capacity > this.slots.length / 2) this.rehash(capacity);
  }

  idOf(row: number): string {
    const odd = this.oddIds.get(row);
    if (odd !== undefined) return odd;
    return String.fromCharCode(...this.bytes.subarray(row * width, (row + 1) * width));
  }

  rowOf(id: string): number | undefined {
    if (!isCompact(id)) return this.oddRows.get(id);
    const slot = this.find(id);
    return slot === undefined ? undefined : (this.slots[slot] as number) - 1;
  }

  add(id: string, row: number): void {
    if (!isCompact(id)) {
      this.oddIds.set(row, id);
      this.oddRows.set(id, row);
      return;
    }
    for (let i = 0; i < width; i++) this.bytes[row * width + i] = id.charCodeAt(i);
    const mask = this.slots.length - 1;
    let slot = hashOf(id) & mask;
    while ((this.slots[slot] as number) > 0) slot = (slot + 1) & mask;
    this.slots[slot] = row + 1;
    this.used++;
    if (this.used * 4 > this.slots.length * 3) this.rehash(this.used);
  }

  delete(id: string): void {
    if (!isCompact(id)) {
      const row = this.oddRows.get(id);
      this.oddRows.delete(id);
      if (row !== undefined) this.oddIds.delete(row);
      return;
    }
    const slot = this.find(id);
    if (slot !== undefined) this.slots[slot] = removed;
  }

  /** Compares the ids of two rows in code-unit order, as JavaScript compares strings. */
  compare(a: number, b: number): number {
    if (this.oddIds.size > 0 && (this.oddIds.has(a) || this.oddIds.has(b))) {
      const x = this.idOf(a);
      const y = this.idOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    const bytes = this.bytes;
    for (let i = 0; i < width; i++) {
      const d = (bytes[a * width + i] as number) - (bytes[b * width + i] as number);
      if (d !== 0) return d;
    }
    return 0;
  }

  /** The ids of the first `rows` rows, and the hash table as it is (cheaper read than rebuilt). */
  writeTo(out: SnapshotWriter, rows: number): void {
    out.json({ used: this.used, oddIds: [...this.oddIds] });
    out.array(this.bytes.subarray(0, rows * width));
    out.array(this.slots);
  }

  /** The table as written, with room for its rows only. */
  readFrom(input: SnapshotReader, rows: number): void {
    const { used, oddIds } = input.json() as { used: number; oddIds: [number, string][] };
    this.used = used;
    for (const [row, id] of oddIds) {
      this.oddIds.set(row, id);
      this.oddRows.set(id, row);
    }
    this.bytes = input.array(Uint8Array);
    this.slots = input.array(Int32Array);
    if (this.bytes.length !== rows * width) throw new CorruptSnapshotError('ids of another length');
  }

  private find(id: string): number | undefined {
    const mask = this.slots.length - 1;
    let slot = hashOf(id) & mask;
    for (;;) {
      const entry = this.slots[slot] as number;
      if (entry === empty) return undefined;
      if (entry > 0 && this.matches(entry - 1, id)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private matches(row: number, id: string): boolean {
    for (let i = 0; i < width; i++) {
      if (this.bytes[row * width + i] !== id.charCodeAt(i)) return false;
    }
    return true;
  }

  /** A table at most half full again, without the removed slots. */
  private rehash(rows: number): void {
    let size = 16;
    while (size < rows * 2) size *= 2;
    const old = this.slots;
    this.slots = new Int32Array(size);
    this.used = 0;
    const mask = size - 1;
    for (const entry of old) {
      if (entry <= 0) continue;
      const row = entry - 1;
      let slot = hashOf(this.idOf(row)) & mask;
      while ((this.slots[slot] as number) > 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry;
      this.used++;
    }
  }
}
