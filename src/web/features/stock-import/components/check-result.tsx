import { useId, type ReactNode, type Ref } from 'react';
import { Upload } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportState } from '#shared/schemas/stock-import';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { fileNameIn } from '../lib/file-name';
import { ImportCounts } from './import-counts';
import { carsToWrite } from './import-progress';
import { ImportRefusedRows } from './refused-rows';

interface CheckResultProps {
  state: StockImportState;
  confirming: boolean;
  /** Why the import could not start, shown by its button. */
  error: string | null;
  onConfirm: () => void;
  onChangeMapping: () => void;
  /** The import's photos, still to be added or changed before the import. */
  photos?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The third step: what the dry run found (cars to add, to update, unchanged, refused rows), the
 * import of those it can write, or back to the columns; then the refused rows and their report.
 */
export function CheckResult({
  state,
  confirming,
  error,
  onConfirm,
  onChangeMapping,
  photos,
  headingRef,
}: CheckResultProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const toWrite = carsToWrite(state);
  const withoutNumber = state.counts.withoutNumber ?? 0;
  const rows = state.counts.rows ?? 0;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-extrabold text-slate-900 outline-none"
        >
          {t('stockImport.result.heading')}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-600">
          {t('stockImport.result.intro', { name: fileNameIn(state.fileName, language) })}{' '}
          {t('stockImport.result.rows', { count: rows, formatted: formatNumber(rows, language) })}
        </p>
      </div>
      <ImportCounts counts={state.counts} />
      {withoutNumber > 0 && (
        <Alert tone="info">
          {t('stockImport.result.withoutNumber', {
            count: withoutNumber,
            formatted: formatNumber(withoutNumber, language),
          })}
        </Alert>
      )}
      {photos}

      {error && <Alert tone="error">{error}</Alert>}
      {toWrite === 0 && (
        <p className="text-sm font-semibold text-slate-700">{t('stockImport.result.nothing')}</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button size="lg" onClick={onConfirm} disabled={confirming || toWrite === 0}>
          {confirming ? (
            <Spinner className="size-4 border-2" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
          {confirming
            ? t('stockImport.result.starting')
            : t('stockImport.result.import', {
                count: toWrite,
                formatted: formatNumber(toWrite, language),
              })}
        </Button>
        <Button variant="outline" size="lg" onClick={onChangeMapping} disabled={confirming}>
          {t('stockImport.result.changeMapping')}
        </Button>
      </div>

      <ImportRefusedRows state={state} />
    </section>
  );
}
