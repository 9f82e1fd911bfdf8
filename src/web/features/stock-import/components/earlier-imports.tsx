import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '#shared/rules/format';
import type { StockImportStatus, StockImportSummary } from '#shared/schemas/stock-import';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Badge } from '../../../components/ui/badge';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useRecentStockImports } from '../api/stock-import';
import { importHref } from '../lib/import-address';

const statusTones: Record<StockImportStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700 ring-slate-200',
  checked: 'bg-slate-100 text-slate-700 ring-slate-200',
  queued: 'bg-accent-50 text-accent-700 ring-accent-200',
  running: 'bg-accent-50 text-accent-700 ring-accent-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const countNames = ['add', 'update', 'unchanged', 'refused'] as const;

/**
 * The dealership's last imports, under the file step: each by its file, when it was uploaded,
 * where it got and what it did, and each a link to the screen at that import.
 */
export function EarlierImports({ userId, dealerId }: { userId: string; dealerId: string }) {
  const { t } = useLanguage();
  const headingId = useId();
  const query = useRecentStockImports(userId, dealerId);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-extrabold text-slate-900">
        {t('stockImport.earlier.heading')}
      </h2>
      {query.isPending ? (
        <ListSkeleton
          label={t('stockImport.earlier.loading')}
          rows={2}
          lines={['h-4 w-1/2', 'h-3 w-2/3']}
          spacing="p-3 sm:px-4"
        />
      ) : query.isError ? (
        <ErrorFallback onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('stockImport.earlier.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200/70">
          {query.data.map((entry) => (
            <EarlierImport key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EarlierImport({ entry }: { entry: StockImportSummary }) {
  const { t, language } = useLanguage();
  // An import only uploaded has counted nothing yet.
  const counted = entry.counts.rows !== undefined;
  return (
    <li className="space-y-1 p-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={importHref(entry.id)}
          className="min-w-0 flex-1 basis-40 truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <bdi>{entry.fileName}</bdi>
        </Link>
        <Badge data-status={entry.status} className={statusTones[entry.status]}>
          {t(`stockImport.earlier.status.${entry.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
      </p>
      {counted && (
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
          {countNames.map((name) => (
            <div key={name} className="flex gap-1">
              <dt>{t(`stockImport.result.${name}`)}</dt>
              <dd className="font-bold text-slate-900">
                {formatNumber(entry.counts[name] ?? 0, language)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
