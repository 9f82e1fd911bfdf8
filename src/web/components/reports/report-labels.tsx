import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportReason, ReportStatus } from '#shared/schemas/report';
import { Badge } from '../ui/badge';

// How a report of a listing is named: the same in the buyer's dialog, a dealership's
// inbox and the operators' review (the reasons are main strings: the car page has no account ones).

export const reportReasonLabels = (t: TFunction): Record<ReportReason, string> => ({
  sold: t('reportReasons.sold'),
  'wrong-price': t('reportReasons.wrongPrice'),
  'wrong-pictures': t('reportReasons.wrongPictures'),
  scam: t('reportReasons.scam'),
  other: t('reportReasons.other'),
});

const statusTones: Record<ReportStatus, string> = {
  open: 'bg-accent-50 text-accent-700 ring-accent-200',
  hidden: 'bg-red-50 text-red-800 ring-red-200',
  dismissed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Open, Listing hidden or Dismissed: what became of a report. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const labels: Record<ReportStatus, string> = {
    open: t('leads.reportStatus.open'),
    hidden: t('leads.reportStatus.hidden'),
    dismissed: t('leads.reportStatus.dismissed'),
  };
  return (
    <Badge data-status={status} className={statusTones[status]}>
      {labels[status]}
    </Badge>
  );
}
