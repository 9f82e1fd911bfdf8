import { useId } from 'react';
import { Flag } from 'lucide-react';
import type { Report } from '#shared/schemas/report';
import { formatDate } from '#shared/rules/format';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { reportReasonLabels, ReportStatusBadge } from '../../../components/reports/report-labels';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useDealerReports } from '../api/dealer-reports';
import { LeadCarLink } from './lead-item';

/** The reports visitors made of the dealership's listings, newest first, and what became of them. */
export function DealerReports({ userId, dealerId }: { userId: string; dealerId: string }) {
  const { t } = useLanguage();
  const reports = useDealerReports(userId, dealerId);
  const list = reports.data?.reports;

  if (reports.isPending) {
    return (
      <ListSkeleton
        label={t('leads.reports.loading')}
        rows={2}
        lines={['h-5 w-1/3', 'h-4 w-2/3', 'h-4 w-1/4']}
        spacing="p-4"
      />
    );
  }
  if (reports.isError) return <ErrorFallback onRetry={() => void reports.refetch()} />;
  if (!list || list.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title={t('leads.reports.emptyTitle')}
        description={t('leads.reports.emptyDescription')}
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('leads.reports.intro')}</p>
      <ul aria-label={t('leads.reports.listLabel')} className="space-y-3">
        {list.map((report) => (
          <DealerReportItem key={report.id} report={report} />
        ))}
      </ul>
    </div>
  );
}

function DealerReportItem({ report }: { report: Report }) {
  const { t, language } = useLanguage();
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="font-bold text-slate-900">
          {reportReasonLabels(t)[report.reason]}
        </h3>
        <ReportStatusBadge status={report.status} />
      </div>
      <p className="text-sm">
        <LeadCarLink car={report.car} />
      </p>
      {report.details && (
        <p
          dir="auto"
          className="text-sm break-words whitespace-pre-line text-slate-700 rtl:text-right"
        >
          {report.details}
        </p>
      )}
      <p className="text-xs text-slate-500">
        <time dateTime={report.createdAt}>
          {t('leads.reports.reportedOn', { date: formatDate(report.createdAt, language) })}
        </time>
      </p>
    </li>
  );
}
