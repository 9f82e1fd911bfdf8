import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/*
 * The bytes of a search index snapshot (docs/decisions/185): a run of chunks, each a kind, a
 * byte length and its bytes, then a CRC-32 of everything before it. Typed arrays go as their raw
 * bytes, and are read straight into new arrays of their size, with no second copy in memory: a
 * million cars' index (170 MB) is written in about a second and read in two or three. Each part
 * of the index writes its own chunks and reads them back in the same order (CarIndex.writeTo,
 * CarIndex.readFrom).
 */

export type IndexArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
type ArrayType<T extends IndexArray> = { new (length: number): T; BYTES_PER_ELEMENT: number };
/** The typed arrays the index keeps; a chunk's kind is the place of its type here. */
const arrayTypes: readonly ArrayType<IndexArray>[] = [
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Int32Array,
  Float64Array,
];
const jsonKind = arrayTypes.length;
const chunkHeaderBytes = 8;
/** Small chunks are gathered into writes of this size, not written one by one. */
const bufferBytes = 1 << 22;

/** Raised for a snapshot that is not as written: cut short, changed, or of another layout. */
export class CorruptSnapshotError extends Error {}

const bytesOf = (array: IndexArray) =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** Writes chunks to an open file, synchronously: the index must not change while it is written. */
export class SnapshotWriter {
  private readonly buffer = Buffer.allocUnsafe(bufferBytes);
  private buffered = 0;
  private crc = 0;

  constructor(private readonly fd: number) {}

  /** A value as JSON holds it (an array's holes come back: see SnapshotReader.json). */
  json(value: unknown): void {
    const bytes = Buffer.from(JSON.stringify(value));
    this.header(jsonKind, bytes.byteLength);
    this.put(bytes);
  }

  /** An array's elements, as one chunk. */
  array(array: IndexArray): void {
    this.arrays(array.constructor as ArrayType<IndexArray>, [array]);
  }

  /** Arrays of one type as one chunk of their elements one after another (lists of rows). */
  arrays<T extends IndexArray>(type: ArrayType<T>, arrays: readonly T[]): void {
    this.header(
      arrayTypes.indexOf(type),
      arrays.reduce((sum, array) => sum + array.byteLength, 0),
    );
    for (const array of arrays) this.put(bytesOf(array));
  }

  /** Writes what is buffered and the checksum. */
  end(): void {
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32LE(this.crc);
    this.flush();
    writeSync(this.fd, trailer);
  }

  private header(kind: number, byteLength: number): void {
    const header = Buffer.alloc(chunkHeaderBytes);
    header.writeUInt16LE(kind, 0);
    header.writeUIntLE(byteLength, 2, 6);
    this.put(header);
  }

  private put(bytes: Uint8Array): void {
    this.crc = crc32(bytes, this.crc);
    if (this.buffered + bytes.byteLength > bufferBytes) this.flush();
    if (bytes.byteLength >= bufferBytes) {
      writeSync(this.fd, bytes);
      return;
    }
    this.buffer.set(bytes, this.buffered);
    this.buffered += bytes.byteLength;
  }

  private flush(): void {
    if (this.buffered > 0) writeSync(this.fd, this.buffer, 0, this.buffered);
    this.buffered = 0;
  }
}

/**
 * Reads the chunks of a snapshot in the order they were written. Each is checked against what
 * is asked for (kind, length within the file), so a damaged file fails rather than allocating
 * or reading past its end; only `end` proves the bytes whole (the checksum): nothing read may
 * be used before it.
 */
export class SnapshotReader {
  private readonly size: number;
  private position = 0;
  private crc = 0;

  constructor(private readonly fd: number) {
    this.size = fstatSync(fd).size;
  }

  json(): unknown {
    const bytes = Buffer.allocUnsafe(this.header(jsonKind));
    this.read(bytes);
    try {
      // null stands for a hole in an array (JSON has none): made a hole again.
      return JSON.parse(bytes.toString(), (_key, value: unknown) => value ?? undefined);
    } catch {
      throw new CorruptSnapshotError('a chunk is not JSON');
    }
  }

  /** An array chunk, as a new array of its length. */
  array<T extends IndexArray>(type: ArrayType<T>): T {
    const byteLength = this.header(arrayTypes.indexOf(type));
    if (byteLength % type.BYTES_PER_ELEMENT !== 0) {
      throw new CorruptSnapshotError('an array chunk has a partial element');
    }
    const array = new type(byteLength / type.BYTES_PER_ELEMENT);
    this.read(bytesOf(array));
    return array;
  }

  /** Checks that the file ends here with the checksum of what was read. */
  end(): void {
    const trailer = Buffer.alloc(4);
    const expected = this.crc;
    this.read(trailer);
    if (this.position !== this.size || trailer.readUInt32LE() !== expected) {
      throw new CorruptSnapshotError('the checksum does not match');
    }
  }

  private header(kind: number): number {
    const header = Buffer.alloc(chunkHeaderBytes);
    this.read(header);
    const byteLength = header.readUIntLE(2, 6);
    if (header.readUInt16LE(0) !== kind)
      throw new CorruptSnapshotError('a chunk is of another kind');
    if (byteLength > this.size - this.position) {
      throw new CorruptSnapshotError('a chunk runs past the end of the file');
    }
    return byteLength;
  }

  private read(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.byteLength) {
      const read = readSync(this.fd, bytes, done, bytes.byteLength - done, this.position + done);
      if (read === 0) throw new CorruptSnapshotError('the file ends early');
      done += read;
    }
    this.position += done;
    this.crc = crc32(bytes, this.crc);
  }
}

/** Opens `file` for reading, hands it to `read`, and closes it whatever happens. */
export function readingFile<T>(file: string, read: (reader: SnapshotReader) => T): T {
  const fd = openSync(file, 'r');
  try {
    return read(new SnapshotReader(fd));
  } finally {
    closeSync(fd);
  }
}
