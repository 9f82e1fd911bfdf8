import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportState } from '#shared/schemas/stock-import';
import { buttonClasses } from '../../../components/ui/button';
import { IconCircle } from '../../../components/ui/icon-circle';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { ImportCounts } from './import-counts';
import { carsToWrite } from './import-progress';
import { ImportRefusedRows } from './refused-rows';

/** An import written (`done`) or stopped (`failed`): what it did, the rows it refused, what next. */
export function ImportFinished({
  state,
  headingRef,
}: {
  state: StockImportState;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const done = state.status === 'done';
  const written = state.counts.written ?? 0;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex items-start gap-4">
        <IconCircle
          icon={done ? CircleCheck : CircleAlert}
          tone={done ? 'brand' : 'danger'}
          size="sm"
          className="shrink-0"
        />
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-extrabold text-slate-900 outline-none"
          >
            {done ? t('stockImport.done.heading') : t('stockImport.failed.heading')}
          </h2>
          <p role={done ? 'status' : 'alert'} className="mt-1 text-sm text-slate-700">
            {done
              ? t('stockImport.done.written', {
                  count: written,
                  formatted: formatNumber(written, language),
                })
              : t('stockImport.failed.text', {
                  written: formatNumber(written, language),
                  total: formatNumber(carsToWrite(state), language),
                })}
          </p>
        </div>
      </div>
      <ImportCounts counts={state.counts} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Link to={paths.myCars.getHref()} className={buttonClasses('primary', 'lg')}>
          {t('stockImport.done.toMyCars')}
        </Link>
        <Link to={paths.stockImport.getHref()} className={buttonClasses('outline', 'lg')}>
          {t('stockImport.done.another')}
        </Link>
      </div>
      <ImportRefusedRows state={state} />
    </section>
  );
}
