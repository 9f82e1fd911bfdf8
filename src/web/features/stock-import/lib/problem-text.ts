import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import type { RowProblem, StockField, StockImportState } from '#shared/schemas/stock-import';
import { isolate } from '../../../components/ui/bidi';
import { columnName, stockFieldLabel } from './stock-fields';

/** How much of a refused value a reason quotes; the report's value column has it whole. */
const quotedLength = 60;

const quoted = (value: string) =>
  value.length > quotedLength ? `${value.slice(0, quotedLength - 1)}…` : value;

/**
 * Why a row's value was refused, in the dealer's language, with the value as written and the
 * limit passed. On screen the value is isolated, so "Trabant" or "-5" keeps its direction inside
 * an Arabic sentence; a report's text goes without the isolating marks.
 */
export function problemText(
  t: TFunction,
  language: Language,
  problem: RowProblem,
  options: { isolated: boolean } = { isolated: true },
): string {
  const value = options.isolated ? isolate(quoted(problem.value)) : quoted(problem.value);
  const limit = problem.limit ?? 0;
  // A year is written as it is (2027), every other limit as a number of the page (5,000).
  const shownLimit =
    problem.field === 'firstRegistration' ? String(limit) : formatNumber(limit, language);
  switch (problem.reason) {
    case 'required':
      return t('stockImport.problems.required');
    case 'unknownMake':
      return t('stockImport.problems.unknownMake', { value });
    case 'unknownCity':
      return t('stockImport.problems.unknownCity', { value });
    case 'unknownChoice':
      return t('stockImport.problems.unknownChoice', { value });
    case 'notANumber':
      return problem.field === 'firstRegistration'
        ? t('stockImport.problems.notAYear', { value })
        : t('stockImport.problems.notANumber', { value });
    case 'tooSmall':
      return t('stockImport.problems.tooSmall', { value, limit: shownLimit });
    case 'tooLarge':
      return t('stockImport.problems.tooLarge', { value, limit: shownLimit });
    case 'tooLong':
      return t('stockImport.problems.tooLong', { count: limit, limit: shownLimit });
    case 'repeatedInFile':
      return t('stockImport.problems.repeatedInFile', { value });
    case 'badPhotoAddress':
      return t('stockImport.problems.badPhotoAddress');
    case 'tooManyPhotos':
      return t('stockImport.problems.tooManyPhotos', { count: limit, limit: shownLimit });
    case 'carLimit':
      return t('stockImport.problems.carLimit', { count: limit, limit: shownLimit });
    case 'carGone':
      return t('stockImport.problems.carGone');
    case 'unknownCar':
      return t('stockImport.problems.unknownCar', { value });
    case 'numberTaken':
      return t('stockImport.problems.numberTaken', { value });
  }
}

/** One refused problem as the screen's table and the report list it. */
export interface RefusalLine {
  line: number;
  stockNumber: string | null;
  /** The header of the column that held the value ("The whole row" for a row's problem). */
  column: string;
  value: string;
  problem: RowProblem;
}

type RefusedRow = StockImportState['refused'][number];

/** Refused rows, one line per problem, each problem's column named by `columnOf`. */
const linesOf = (
  t: TFunction,
  refused: readonly RefusedRow[],
  columnOf: (field: StockField) => string,
): RefusalLine[] =>
  refused.flatMap((row) =>
    row.problems.map((problem) => ({
      line: row.line,
      stockNumber: row.stockNumber,
      column: problem.field === null ? t('stockImport.result.wholeRow') : columnOf(problem.field),
      value: problem.value,
      problem,
    })),
  );

/** The refused rows of an import, one line per problem, each named by its column's header. */
export function refusalLines(t: TFunction, state: StockImportState): RefusalLine[] {
  const mapping = state.mapping ?? [];
  return linesOf(t, state.refused, (field) => {
    const at = mapping.indexOf(field);
    return at === -1 ? t('stockImport.result.wholeRow') : columnName(t, state.headers, at);
  });
}

/**
 * The refused rows of a feed's run, one line per problem. A feed's columns are read from their
 * names each run and a JSON feed has none, so each problem is named by its field.
 */
export const feedRefusalLines = (t: TFunction, refused: readonly RefusedRow[]) =>
  linesOf(t, refused, (field) => stockFieldLabel(t, field));
