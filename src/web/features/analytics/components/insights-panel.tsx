import { lazy, Suspense } from 'react';
import { ChartLine, Eye, MessageSquareText, Percent, type LucideIcon } from 'lucide-react';
import type { DealerInsights } from '#shared/schemas/analytics';
import { formatNumber } from '#shared/rules/format';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { IconPanel } from '../../../components/ui/icon-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { formatLeadRate } from '../../../lib/lead-rate';
import { longDay, totalViews } from '../lib/insights-data';

const ViewsChart = lazy(() =>
  import('./views-chart').then((module) => ({ default: module.ViewsChart })),
);

interface InsightsPanelProps {
  /** Shown when the user oversees more than one dealership. */
  dealerName: string | undefined;
  insights: DealerInsights | undefined;
  isError: boolean;
  onRetry: () => void;
}

/**
 * A dealership's views and leads on /my-cars (admins and managers): totals, the view-to-lead
 * rate, the 30-day chart, a table.
 */
export function InsightsPanel({ dealerName, insights, isError, onRetry }: InsightsPanelProps) {
  const { t } = useLanguage();
  return (
    <IconPanel
      icon={ChartLine}
      titleSize="lg"
      title={
        <>
          {t('insights.title')}
          {dealerName && (
            <span className="ms-2 text-base font-semibold text-slate-500">
              <bdi>{dealerName}</bdi>
            </span>
          )}
        </>
      }
    >
      {isError ? (
        <div className="mt-4">
          <ErrorFallback onRetry={onRetry} />
        </div>
      ) : !insights ? (
        <div role="status" aria-label={t('insights.loading')} className="mt-4 space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton
                key={index}
                className={cn('h-20 rounded-2xl', index === 4 && 'col-span-2 lg:col-span-1')}
              />
            ))}
          </div>
          <Skeleton className="h-[220px] rounded-2xl" />
        </div>
      ) : (
        <InsightsBody insights={insights} />
      )}
    </IconPanel>
  );
}

interface Tile {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  /** The icon's colour: the chart's, brand for views and accent for leads. */
  tone: string;
}

function InsightsBody({ insights }: { insights: DealerInsights }) {
  const { t, language } = useLanguage();
  const totals = totalViews(insights.daily);
  const count = (value: number) => formatNumber(value, language);
  const tiles: Tile[] = [
    {
      id: 'views7d',
      label: t('insights.last7Days'),
      value: count(totals.views7d),
      icon: Eye,
      tone: 'text-brand-600',
    },
    {
      id: 'views30d',
      label: t('insights.last30Days'),
      value: count(totals.views30d),
      icon: Eye,
      tone: 'text-brand-600',
    },
    {
      id: 'leads7d',
      label: t('insights.leads7Days'),
      value: count(totals.leads7d),
      icon: MessageSquareText,
      tone: 'text-accent-600',
    },
    {
      id: 'leads30d',
      label: t('insights.leads30Days'),
      value: count(totals.leads30d),
      icon: MessageSquareText,
      tone: 'text-accent-600',
    },
    {
      id: 'rate',
      label: t('insights.rate30Days'),
      value: formatLeadRate(totals.leads30d, totals.views30d, language),
      icon: Percent,
      tone: 'text-slate-500',
    },
  ];
  return (
    <>
      {/* Views, then leads, then what share of the views became leads: the rate spans the
          phone's two columns. */}
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div
            key={tile.id}
            data-tile={tile.id}
            className={cn(
              'flex flex-col justify-between rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200/70 sm:p-4',
              tile.id === 'rate' && 'col-span-2 lg:col-span-1',
            )}
          >
            <dt className="text-sm font-semibold text-slate-600">{tile.label}</dt>
            <dd className="mt-1 flex items-center gap-2 text-2xl font-extrabold text-slate-900">
              <tile.icon aria-hidden="true" className={cn('size-5 shrink-0', tile.tone)} />
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="mt-5">
        <figcaption className="mb-2 text-sm font-bold text-slate-700">
          {t('insights.dailyTitle')}
        </figcaption>
        <Suspense fallback={<Skeleton className="h-[220px] rounded-2xl" />}>
          <ViewsChart daily={insights.daily} />
        </Suspense>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">
          {t('insights.showTable')}
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-start">
            <caption className="sr-only">{t('insights.dailyTitle')}</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('insights.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('insights.views')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('insights.leads')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...insights.daily].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 text-start font-normal text-slate-700">
                    {longDay(day.date, language)}
                  </th>
                  <td className="px-3 py-1.5 text-end font-semibold text-slate-900 tabular-nums">
                    {formatNumber(day.views, language)}
                  </td>
                  <td className="px-3 py-1.5 text-end font-semibold text-slate-900 tabular-nums">
                    {formatNumber(day.leads, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
