import type { Ref } from 'react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportState } from '#shared/schemas/stock-import';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';

/** The cars a confirmed import writes: those it adds and those it updates. */
export const carsToWrite = (state: StockImportState) =>
  (state.counts.add ?? 0) + (state.counts.update ?? 0);

interface ImportProgressProps {
  state: StockImportState;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A confirmed import while a worker writes it: the cars written of those to write. */
export function ImportProgress({ state, headingRef }: ImportProgressProps) {
  const { t, language } = useLanguage();
  const total = carsToWrite(state);
  const written = Math.min(state.counts.written ?? 0, total);
  const percent = total === 0 ? 0 : Math.round((written / total) * 100);
  const label =
    state.status === 'queued'
      ? t('stockImport.progress.queued')
      : t('stockImport.progress.written', {
          written: formatNumber(written, language),
          total: formatNumber(total, language),
        });
  return (
    <section aria-labelledby="stock-import-progress" className="space-y-4">
      <h2
        id="stock-import-progress"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-xl font-extrabold text-slate-900 outline-none"
      >
        <Spinner />
        {t('stockImport.progress.heading')}
      </h2>
      <div
        role="progressbar"
        aria-label={t('stockImport.progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={written}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="text-sm font-semibold text-slate-700 tabular-nums">
        {label}
      </p>
      <p className="text-sm text-slate-600">{t('stockImport.progress.leave')}</p>
    </section>
  );
}
