import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, SheetRefused, sheetKindOf, sheetLimits, type SheetRow } from './sheet-file';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-sheet-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let written = 0;
async function file(content: Buffer | string): Promise<string> {
  written += 1;
  const at = path.join(folder, `sheet-${written}`);
  await writeFile(at, content);
  return at;
}

async function rows(at: string): Promise<SheetRow[]> {
  const all: SheetRow[] = [];
  for await (const row of readSheet(at, await sheetKindOf(at))) all.push(row);
  return all;
}

/** Text as Windows-1256 bytes, the way Arabic Excel saves a CSV. */
function windows1256(text: string): Buffer {
  const decoder = new TextDecoder('windows-1256');
  const byteOf = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) byteOf.set(decoder.decode(Buffer.from([byte])), byte);
  return Buffer.from([...text].map((char) => byteOf.get(char) ?? 0x3f));
}

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<string> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Stock'));
  book.addWorksheet('Notes').addRow(['not read']);
  return file(Buffer.from(await book.xlsx.writeBuffer()));
}

describe('reading a stock sheet', () => {
  const arabic = 'الماركة,السعر\nتويوتا,"875.000"\n';

  it('reads UTF-8 CSV with and without a BOM, and Windows-1256 as Arabic Excel saves it', async () => {
    const expected = [
      { line: 1, cells: ['الماركة', 'السعر'] },
      { line: 2, cells: ['تويوتا', '875.000'] },
    ];
    expect(await rows(await file(arabic))).toEqual(expected);
    expect(await rows(await file(`\uFEFF${arabic}`))).toEqual(expected);
    expect(await rows(await file(windows1256(arabic)))).toEqual(expected);
  });

  it('takes the separator the header uses: comma, semicolon or tab', async () => {
    for (const mark of [';', '\t']) {
      const at = await file(`Make${mark}Price\nKia${mark}"1,250,000"\n`);
      expect(await rows(at)).toEqual([
        { line: 1, cells: ['Make', 'Price'] },
        { line: 2, cells: ['Kia', '1,250,000'] },
      ]);
    }
  });

  it('reads the first sheet of a workbook, formulas as their last value and empty rows as empty', async () => {
    const at = await workbook((sheet) => {
      sheet.addRow(['Make', 'Price', 'Link']);
      sheet.addRow([
        'Toyota',
        875000,
        { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' },
      ]);
      sheet.getRow(4).values = ['Kia', 'مليون'];
    });
    expect(await rows(at)).toEqual([
      { line: 1, cells: ['Make', 'Price', 'Link'] },
      { line: 2, cells: ['Toyota', '875000', 'x'] },
      { line: 3, cells: [] },
      { line: 4, cells: ['Kia', 'مليون'] },
    ]);
  });

  it('refuses what is not a sheet, an old Excel file, and a file over the limits', async () => {
    const refusal = async (content: Buffer | string) => {
      const at = await file(content);
      try {
        await rows(at);
      } catch (error) {
        if (error instanceof SheetRefused) return error.reason;
        throw error;
      }
      return 'read';
    };
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBe('notASheet');
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'oldExcel',
    );
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('notASheet');
    expect(await refusal(`${'a,'.repeat(100_000)}a\n`)).toBe('tooManyColumns');
    expect(await refusal(`Make\n${'Kia\n'.repeat(sheetLimits.rows + 1)}`)).toBe('tooManyRows');
    expect(await refusal(Buffer.alloc(sheetLimits.bytes + 1, 0x61))).toBe('tooLarge');
  });

  it('refuses a workbook that would unpack past its limit', async () => {
    const at = await file(await zipOfZeros('xl/sharedStrings.xml', sheetLimits.unzippedBytes + 1));
    await expect(rows(at)).rejects.toMatchObject({ reason: 'tooLarge' });
  }, 60_000);
});

/** A zip of one entry of `size` zero bytes: a few hundred kilobytes that unpack to `size`. */
async function zipOfZeros(name: string, size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, left));
    crc = zlib.crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(compressed);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
