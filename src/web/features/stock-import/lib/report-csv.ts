import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { saveFile } from '../../../lib/save-file';
import { problemText, type RefusalLine } from './problem-text';

/*
 * The dry run's report of refused rows, made in the browser from what the screen shows: a CSV
 * that Excel opens in Arabic as in English (UTF-8 with a byte order mark), and in which no cell
 * a dealer's sheet gave can run as a formula.
 */

/** The byte order mark: without it Excel reads UTF-8 as the system's code page. */
const byteOrderMark = '\uFEFF';

/**
 * A cell as the report writes it: one starting with `=`, `+`, `-`, `@` (or a tab or carriage
 * return, which Excel skips before them) is prefixed with `'`, so that Excel and its kin show
 * it as text and never run it as a formula (CSV injection).
 */
export const inertCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A field of the CSV: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** Rows of cells as CSV text, each cell made inert, with the byte order mark and CRLF lines. */
export const csvText = (rows: readonly (readonly string[])[]) =>
  byteOrderMark +
  rows.map((row) => row.map((cell) => csvField(inertCell(cell))).join(',')).join('\r\n') +
  '\r\n';

/** The report of refused rows: headings in the dealer's language, one line per problem. */
export function refusalReport(t: TFunction, language: Language, lines: readonly RefusalLine[]) {
  return csvText([
    [
      t('stockImport.result.line'),
      t('stockImport.result.stockNumber'),
      t('stockImport.result.column'),
      t('stockImport.result.value'),
      t('stockImport.result.problem'),
    ],
    ...lines.map((line) => [
      String(line.line),
      line.stockNumber ?? '',
      line.column,
      line.value,
      problemText(t, language, line.problem, { isolated: false }),
    ]),
  ]);
}

/** The report's file name: the sheet's name without its extension, then the word "report". */
export const reportFileName = (t: TFunction, sheetName: string) =>
  `${sheetName.replace(/\.(xlsx|csv)$/i, '') || 'stock'}-${t('stockImport.result.reportFile')}.csv`;

/** Hands `text` to the browser as a CSV file to save, named `fileName`. */
export const saveCsv = (text: string, fileName: string) =>
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
