import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { CellValue } from 'exceljs';
import yauzl from 'yauzl';
import { loadExcel } from './excel';

/*
 * A dealer's stock sheet read row by row (docs/decisions/169): an Excel workbook's first sheet, or
 * a CSV in UTF-8 (with or without a BOM) or Windows-1256 as Egyptian Excel saves it, separated by
 * commas, semicolons or tabs. Nothing holds the whole sheet: rows come one at a time, and the
 * limits stop a file before it costs more than they allow.
 */

export const sheetLimits = {
  bytes: 20 * 1024 * 1024,
  rows: 20_000,
  columns: 200,
  /** What a workbook may hold once unzipped: a zip bomb stops here, not in memory. */
  unzippedBytes: 200 * 1024 * 1024,
} as const;

export type SheetKind = 'xlsx' | 'csv';

/** One row as written: its number in the sheet (the header row is 1) and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** Why a file cannot be read as a stock sheet, in words a dealer can act on. */
export class SheetRefused extends Error {
  constructor(
    readonly reason: 'notASheet' | 'oldExcel' | 'tooLarge' | 'tooManyRows' | 'tooManyColumns',
    message: string,
  ) {
    super(message);
  }
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
export const tooManyRowsMessage = `The sheet has more than ${sheetLimits.rows.toLocaleString('en-US')} rows; split it into smaller files`;

/** What the file is, by its first bytes (the name may say anything). */
export async function sheetKindOf(path: string): Promise<SheetKind> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    if (size > sheetLimits.bytes) {
      throw new SheetRefused('tooLarge', `The file is larger than ${mb(sheetLimits.bytes)}`);
    }
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
      throw new SheetRefused(
        'oldExcel',
        'This is an old Excel file (.xls); save it as .xlsx or .csv and try again',
      );
    }
    // A text file has no NUL bytes in its first kilobytes (UTF-16 is not offered by Excel's CSV).
    const sample = Buffer.alloc(Math.min(size, 8192));
    await file.read(sample, 0, sample.length, 0);
    if (size === 0 || sample.includes(0)) {
      throw new SheetRefused(
        'notASheet',
        'The file is not an Excel workbook (.xlsx) or a CSV file',
      );
    }
    return 'csv';
  } finally {
    await file.close();
  }
}

/** The rows of the sheet, the header first; stops with `SheetRefused` past a limit. */
export async function* readSheet(path: string, kind: SheetKind): AsyncGenerator<SheetRow> {
  const rows = kind === 'xlsx' ? workbookRows(path) : csvRows(path);
  for await (const row of rows) {
    if (row.line > sheetLimits.rows + 1) throw new SheetRefused('tooManyRows', tooManyRowsMessage);
    if (row.cells.length > sheetLimits.columns) {
      throw new SheetRefused(
        'tooManyColumns',
        `The sheet has more than ${sheetLimits.columns} columns; keep only the cars' columns`,
      );
    }
    yield row;
  }
}

/** UTF-8 unless the first 64 KB are not valid UTF-8: then Windows-1256 (Arabic Windows). */
async function csvEncoding(path: string): Promise<string> {
  const file = await open(path);
  try {
    const sample = Buffer.alloc(65_536);
    const { bytesRead } = await file.read(sample, 0, sample.length, 0);
    try {
      // `stream: true` lets a character cut at the end of the sample pass.
      new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, bytesRead), {
        stream: true,
      });
      return 'utf-8';
    } catch {
      return 'windows-1256';
    }
  } finally {
    await file.close();
  }
}

/** The separator the header line uses most: comma, semicolon or tab. */
function csvDelimiter(firstLine: string): string {
  const counts = [',', ';', '\t'].map((mark) => ({ mark, count: firstLine.split(mark).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).mark;
}

function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* csvRows(path: string): AsyncGenerator<SheetRow> {
  const encoding = await csvEncoding(path);
  let firstLine = '';
  for await (const text of createReadStream(path, { end: 65_535 }).pipe(decoding(encoding))) {
    firstLine += String(text);
    if (firstLine.includes('\n')) break;
  }
  const parser = createReadStream(path)
    .pipe(decoding(encoding))
    .pipe(
      parse({
        delimiter: csvDelimiter(firstLine.split(/\r?\n/)[0] ?? ''),
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        // One record may not grow past what a row of the biggest sheet could hold.
        max_record_size: 1_000_000,
      }),
    );
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line += 1;
    yield { line, cells: record.map((cell) => cell.trim()) };
  }
}

/**
 * Reads every entry of the zip to its end, counting the bytes it inflates to, and refuses it past
 * `sheetLimits.unzippedBytes`: the declared sizes of a crafted zip may lie, the inflated bytes
 * cannot.
 */
async function checkUnzippedSize(path: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (error, opened) => {
      if (error) reject(new SheetRefused('notASheet', 'The file is not a readable Excel workbook'));
      else resolve(opened);
    });
  });
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const refuse = (error: unknown) =>
        reject(
          error instanceof SheetRefused
            ? error
            : new SheetRefused('notASheet', 'The file is not a readable Excel workbook'),
        );
      zip.on('error', refuse);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error) return refuse(error);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > sheetLimits.unzippedBytes) {
              stream.destroy();
              refuse(new SheetRefused('tooLarge', 'The workbook holds too much once unpacked'));
            }
          });
          stream.on('error', refuse);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** A cell as the dealer sees it: a formula's last computed value (never evaluated here). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    return 'result' in value && value.result !== undefined
      ? cellText(value.result as CellValue)
      : '';
  }
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text.trim() : value.hyperlink;
  if ('error' in value) return '';
  return '';
}

async function* workbookRows(path: string): AsyncGenerator<SheetRow> {
  await checkUnzippedSize(path);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'cache',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of workbook) {
    let last = 0;
    for await (const row of sheet) {
      // Empty rows are skipped by the reader: the numbers say where each row was.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      for (let empty = last + 1; empty < row.number; empty += 1) yield { line: empty, cells: [] };
      last = row.number;
      // The reader leaves holes for empty cells: each becomes an empty text.
      yield { line: row.number, cells: Array.from(values, (value) => cellText(value ?? null)) };
    }
    // The first sheet is the stock; others (notes, lists) are not read.
    return;
  }
}
