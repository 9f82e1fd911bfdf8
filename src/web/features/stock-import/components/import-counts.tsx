import { CircleSlash, FilePlus2, RefreshCw, TriangleAlert } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportCounts } from '#shared/schemas/stock-import';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';

const tiles = [
  { id: 'add', icon: FilePlus2, tone: 'text-brand-600' },
  { id: 'update', icon: RefreshCw, tone: 'text-brand-600' },
  { id: 'unchanged', icon: CircleSlash, tone: 'text-slate-500' },
  { id: 'refused', icon: TriangleAlert, tone: 'text-accent-600' },
] as const;

/** What the import does (or did) with its rows: new cars, updated ones, unchanged, refused. */
export function ImportCounts({ counts }: { counts: Partial<StockImportCounts> }) {
  const { t, language } = useLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.id}
          data-count={tile.id}
          className="flex flex-col justify-between rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200/70 sm:p-4"
        >
          <dt className="text-sm font-semibold text-slate-600">
            {t(`stockImport.result.${tile.id}`)}
          </dt>
          <dd className="mt-1 flex items-center gap-2 text-2xl font-extrabold text-slate-900">
            <tile.icon aria-hidden="true" className={cn('size-5 shrink-0', tile.tone)} />
            {formatNumber(counts[tile.id] ?? 0, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
