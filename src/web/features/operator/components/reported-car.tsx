import { useId } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff } from 'lucide-react';
import type { CarStatus } from '#shared/schemas/car';
import type { OperatorReport } from '#shared/schemas/report';
import { textInLanguage } from '#shared/rules/dealer-names';
import { formatDate, formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { reportReasonLabels, ReportStatusBadge } from '../../../components/reports/report-labels';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import type { ReportedCar } from '../lib/review-rules';

const carStatusTones: Record<CarStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sold: 'bg-slate-800 text-white ring-slate-800',
  draft: 'bg-accent-50 text-accent-700 ring-accent-200',
  hidden: 'bg-red-50 text-red-800 ring-red-200',
};

interface ReportedCarItemProps {
  group: ReportedCar;
  /** The id of the car or report an action is on its way for: the car's buttons wait. */
  busyId: string | undefined;
  onHide: () => void;
  onRestore: () => void;
  onDismiss: (report: OperatorReport) => void;
}

/** A reported car: the listing, its dealership, what each visitor said, and the actions. */
export function ReportedCarItem({
  group,
  busyId,
  onHide,
  onRestore,
  onDismiss,
}: ReportedCarItemProps) {
  const { t, language, vehicleNames } = useLanguage();
  const headingId = useId();
  const { car, dealer } = group;
  const carStatusLabels: Record<CarStatus, string> = {
    active: t('operator.carStatus.active'),
    sold: t('operator.carStatus.sold'),
    draft: t('operator.carStatus.draft'),
    hidden: t('operator.carStatus.hidden'),
  };
  const title = car ? carTitle(car, language, vehicleNames) : t('leads.carDeleted');
  const busy =
    busyId !== undefined &&
    (busyId === car?.id || group.reports.some((report) => report.id === busyId));
  return (
    <li
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="text-base font-bold break-words text-slate-900 sm:text-lg">
            {/* The public sees only active and sold cars: a hidden car's page is not found. */}
            {car && (car.status === 'active' || car.status === 'sold') ? (
              <Link
                to={paths.carDetails.getHref(car.id)}
                className="underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {title}
              </Link>
            ) : (
              <span className={cn(!car && 'text-slate-500 italic')}>{title}</span>
            )}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {car && (
              <>
                <span className="font-semibold text-slate-800">
                  {formatPrice(car.price, language)}
                </span>
                <Badge data-status={car.status} className={carStatusTones[car.status]}>
                  {carStatusLabels[car.status]}
                </Badge>
              </>
            )}
            <Link
              to={paths.dealer.getHref(dealer.id, dealer.name)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <bdi>{textInLanguage(dealer.names, language)}</bdi>
            </Link>
          </p>
        </div>
        {car && (car.status === 'hidden' || car.status === 'active' || car.status === 'sold') && (
          <div
            role="group"
            aria-label={t('operator.actionsFor', { title })}
            className="flex w-full shrink-0 gap-2 sm:w-auto"
          >
            {car.status === 'hidden' ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={onRestore}
                className="max-sm:w-full"
              >
                <Eye aria-hidden="true" className="size-4" />
                {t('operator.restore')}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={busy}
                onClick={onHide}
                className="text-red-700! max-sm:w-full hover:bg-red-50"
              >
                <EyeOff aria-hidden="true" className="size-4" />
                {t('operator.hide')}
              </Button>
            )}
          </div>
        )}
      </div>

      <ul
        aria-label={t('operator.reportsOf', { title })}
        className="mt-4 space-y-3 border-t border-slate-100 pt-4"
      >
        {group.reports.map((report) => (
          <ReportEntry
            key={report.id}
            report={report}
            busy={busy}
            onDismiss={() => onDismiss(report)}
          />
        ))}
      </ul>
    </li>
  );
}

function ReportEntry({
  report,
  busy,
  onDismiss,
}: {
  report: OperatorReport;
  busy: boolean;
  onDismiss: () => void;
}) {
  const { t, language } = useLanguage();
  const reporter = report.reporter;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="font-bold text-slate-900">{reportReasonLabels(t)[report.reason]}</h4>
          <ReportStatusBadge status={report.status} />
        </div>
        {report.details && (
          <p
            dir="auto"
            className="text-sm break-words whitespace-pre-line text-slate-800 rtl:text-right"
          >
            {report.details}
          </p>
        )}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {reporter ? (
            <span>
              <bdi className="font-semibold text-slate-800">{reporter.name}</bdi>{' '}
              <a
                href={`mailto:${reporter.email}`}
                dir="ltr"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {reporter.email}
              </a>
            </span>
          ) : (
            <span>{t('operator.reporterGone')}</span>
          )}
          <time dateTime={report.createdAt}>{formatDate(report.createdAt, language)}</time>
        </p>
        {report.reviewNote && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t('operator.reviewNote')}</span>{' '}
            <span dir="auto" className="break-words whitespace-pre-line">
              {report.reviewNote}
            </span>
          </p>
        )}
      </div>
      {report.status === 'open' && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onDismiss}
          aria-label={t('operator.dismissLabel', {
            name: reporter?.name ?? t('operator.reporterGone'),
          })}
          className="max-sm:w-full"
        >
          {t('operator.dismiss')}
        </Button>
      )}
    </li>
  );
}
