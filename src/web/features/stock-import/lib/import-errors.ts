import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';

/** The largest sheet the server takes (its `sheetLimits.bytes`): a larger one is refused here. */
export const maxSheetBytes = 20 * 1024 * 1024;

/**
 * The server's refusals of a sheet or a step, in its fixed English words (the stock module's
 * service, routes and sheet reader), each with the dealer's text.
 */
const knownMessages = (t: TFunction): Record<string, string> => ({
  'Choose a spreadsheet file (.xlsx or .csv) to import': t('stockImport.file.wrongKind'),
  'This is an old Excel file (.xls); save it as .xlsx or .csv and try again': t(
    'stockImport.file.oldExcel',
  ),
  'The file is not an Excel workbook (.xlsx) or a CSV file': t('stockImport.errors.notASheet'),
  'The file is not a readable Excel workbook': t('stockImport.errors.notASheet'),
  'The workbook holds too much once unpacked': t('stockImport.errors.unpacked'),
  'The file is larger than 20 MB': t('stockImport.file.tooLarge'),
  'The sheet has more than 20,000 rows; split it into smaller files': t(
    'stockImport.errors.tooManyRows',
  ),
  "The sheet has more than 200 columns; keep only the cars' columns": t(
    'stockImport.errors.tooManyColumns',
  ),
  'The first row of the sheet should name its columns': t('stockImport.errors.noHeader'),
  "Only the dealership's admins and managers can import its stock": t(
    'stockImport.errors.notManager',
  ),
  'This import is confirmed already; start a new one to change it': t(
    'stockImport.errors.confirmed',
  ),
  'This import is confirmed already': t('stockImport.errors.confirmed'),
  'Check the import (the dry run) before confirming it': t('stockImport.errors.notChecked'),
  'Another import of the dealership is still being written; wait for it to finish':
    t('stockImport.errors.busy'),
  'Import not found': t('stockImport.notFound'),
  'Choose a .zip file of the photos to add': t('stockImport.photos.wrongKind'),
  'The file is not a zip that can be read': t('stockImport.photos.notAZip'),
  'The zip has a file whose name leads out of its folder': t('stockImport.photos.unsafeName'),
  'The zip has more than 5,000 files': t('stockImport.photos.tooManyFiles'),
  'The zip holds more than 500 MB once unpacked': t('stockImport.photos.unpacked'),
  'The zip is damaged: a file in it cannot be unpacked': t('stockImport.photos.damaged'),
  'The zip holds no pictures: JPEG, PNG, WebP, HEIC, AVIF or GIF files of at most 4 MB': t(
    'stockImport.photos.noPictures',
  ),
});

/** Why a zip of photos was not taken: as a step's failure, but too large for a zip's limit. */
export function photosFailure(t: TFunction, language: Language, error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return t('stockImport.photos.tooLarge');
  return importFailure(t, language, error);
}

/** Why an upload or a step failed, in the page's language, near the action that failed. */
export function importFailure(t: TFunction, language: Language, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return t('stockImport.file.tooLarge');
    const known = knownMessages(t);
    if (Object.hasOwn(known, error.message)) return known[error.message] ?? '';
  }
  return serverMessage(t, language, error, t('stockImport.errors.failed'));
}
