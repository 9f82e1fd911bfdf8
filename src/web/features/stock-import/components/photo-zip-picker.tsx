import { useId, useState } from 'react';
import { FileArchive } from 'lucide-react';
import { maxPhotoZipBytes } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import type { StockImportPhotoZip } from '#shared/schemas/stock-import';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useStockImportSteps } from '../api/stock-import';
import { fileNameIn } from '../lib/file-name';
import { photosFailure } from '../lib/import-errors';

interface PhotoZipPickerProps {
  userId: string;
  importId: string;
  /** The zip added so far, if any. */
  zip: StockImportPhotoZip | null;
}

/**
 * The import's photos, beside its sheet and optional: a zip chosen here is sent at once, in place
 * of one chosen before. It says how many pictures the zip holds and, once the rows are checked,
 * how many go to a car of the sheet and how many to none, before the dealer imports.
 */
export function PhotoZipPicker({ userId, importId, zip }: PhotoZipPickerProps) {
  const { t, language } = useLanguage();
  const inputId = useId();
  const titleId = `${inputId}-title`;
  const hintId = `${inputId}-hint`;
  const { photos } = useStockImportSteps(userId);
  const [refused, setRefused] = useState<string | null>(null);
  const busy = photos.isPending;

  const send = (file: File) => {
    photos.reset();
    const refusal =
      file.size > maxPhotoZipBytes ? 'tooLarge' : /\.zip$/i.test(file.name) ? null : 'wrongKind';
    setRefused(refusal && t(`stockImport.photos.${refusal}`));
    if (!refusal) photos.mutate({ importId, file });
  };
  const counted = (key: 'pictures' | 'matched' | 'unmatched' | 'skipped', count: number) =>
    t(`stockImport.photos.${key}`, { count, formatted: formatNumber(count, language) });
  const error = refused ?? (photos.isError ? photosFailure(t, language, photos.error) : null);

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70"
    >
      <div className="flex items-start gap-3">
        <FileArchive aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold text-slate-900">
            {t('stockImport.photos.heading')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('stockImport.photos.intro')}</p>
        </div>
      </div>

      {zip && (
        <ul className="space-y-1 text-sm text-slate-700" data-photo-zip>
          <li className="font-semibold break-words">
            {t('stockImport.photos.file', {
              name: fileNameIn(zip.fileName, language),
              pictures: counted('pictures', zip.pictures),
            })}
          </li>
          {zip.matched === null || zip.unmatched === null ? (
            <li>{t('stockImport.photos.notChecked')}</li>
          ) : (
            <>
              <li>{counted('matched', zip.matched)}</li>
              {zip.unmatched > 0 && <li>{counted('unmatched', zip.unmatched)}</li>}
            </>
          )}
          {zip.skipped > 0 && <li>{counted('skipped', zip.skipped)}</li>}
        </ul>
      )}

      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        disabled={busy}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same zip again (corrected) sends it again.
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses('outline'),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        {zip ? t('stockImport.photos.replace') : t('stockImport.photos.add')}
      </label>
      <p id={hintId} className="text-xs text-slate-500">
        {t('stockImport.photos.hint')}
      </p>

      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Spinner className="size-4 border-2" />
          {t('stockImport.photos.reading', {
            name: fileNameIn(photos.variables.file.name, language),
          })}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
