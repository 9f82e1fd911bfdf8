import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PackedRows, readPackedRows, writePackedRows } from './row-lists';
import { readingFile, SnapshotWriter } from './snapshot-file';

/** Ascending rows (a row may come twice) with gaps of every packed size, up to 2^31 - 1. */
const ascendingRows = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0x7f, max: 0x4000 }),
      fc.integer({ min: 0x1f_ffff, max: 0x20_0000 }),
      fc.integer({ min: 0, max: 0x0fff_ffff }),
    ),
    { maxLength: 60 },
  )
  .map((gaps) => {
    let row = -1;
    return gaps.map((gap) => (row = Math.min(row + Math.max(gap, row < 0 ? 1 : 0), 0x7fff_ffff)));
  });

const rowsOf = (list: PackedRows) => [...list.rows()];

const packed = (rows: readonly number[], expectedBytes?: number) => {
  const list = new PackedRows(expectedBytes);
  for (const row of rows) list.add(row);
  return list;
};

describe('Rows packed as gaps', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'packed-rows-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('give back the rows added, in order, however large the gaps', () => {
    fc.assert(
      fc.property(ascendingRows, (rows) => {
        expect(rowsOf(packed(rows))).toEqual(rows);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('fill exactly the bytes their gaps are reckoned to take', () => {
    fc.assert(
      fc.property(ascendingRows, (rows) => {
        let last = -1;
        const size = rows.reduce((sum, row) => {
          const gap = row - last;
          last = row;
          return sum + PackedRows.sizeOf(gap);
        }, 0);
        const list = packed(rows, size);
        expect(list.size).toBe(size);
        expect(list.bytes.length).toBe(size);
      }),
      { numRuns: 100, seed: 4 },
    );
  });

  it('are read back from a snapshot as written, and grow from there on their own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(ascendingRows, fc.integer({ min: 0, max: 1000 })), { maxLength: 6 }),
        (cases) => {
          const file = path.join(dir, 'lists');
          const fd = openSync(file, 'w');
          const out = new SnapshotWriter(fd);
          writePackedRows(
            out,
            cases.map(([rows]) => packed(rows)),
          );
          out.end();
          closeSync(fd);
          const lists = readingFile(file, (input) => {
            const read = readPackedRows(input);
            input.end();
            return read;
          });
          lists.forEach((list, index) => {
            const [rows, more] = cases[index]!;
            const next = (rows.at(-1) ?? 0) + more;
            list.add(next);
            expect(rowsOf(list)).toEqual([...rows, next]);
          });
          lists.forEach((list, index) => {
            const [rows, more] = cases[index]!;
            expect(rowsOf(list)).toEqual([...rows, (rows.at(-1) ?? 0) + more]);
          });
        },
      ),
      { numRuns: 50, seed: 6 },
    );
  });
});
