import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FlagOff, ShieldAlert } from 'lucide-react';
import type { OperatorReport } from '#shared/schemas/report';
import { carTitle } from '#shared/rules/specifications';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { isolate } from '../../../components/ui/bidi';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconCircle } from '../../../components/ui/icon-circle';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useOperatorReports, useReviewActions, type ReviewStatus } from '../api/operator-reports';
import { groupByCar, type ReportedCar } from '../lib/review-rules';
import { HideListingDialog } from './hide-listing-dialog';
import { ReportedCarItem } from './reported-car';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

const tabs: readonly ReviewStatus[] = ['open', 'closed'];

/**
 * The operators' review of reported listings: the open reports by car, or the closed ones, with
 * hide (and a note to the dealer), restore and dismiss. Anyone else is told the screen is not
 * theirs: the server answers them 403.
 */
export function OperatorReports({ userId }: { userId: string }) {
  const { t, language, vehicleNames } = useLanguage();
  const [params] = useSearchParams();
  const status: ReviewStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const reports = useOperatorReports(userId, status);
  const { hide, restore, dismiss } = useReviewActions(userId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [hiding, setHiding] = useState<ReportedCar | null>(null);

  const titleOf = (car: NonNullable<ReportedCar['car']>) => carTitle(car, language, vehicleNames);

  const failure = (error: unknown) =>
    setFeedback({
      tone: 'error',
      text: serverMessage(t, language, error, t('operator.actionFailed')),
    });

  const onHide = (group: ReportedCar, note: string) => {
    if (!group.car) return;
    const title = titleOf(group.car);
    hide.mutate(
      { carId: group.car.id, note },
      {
        onSuccess: () => {
          setHiding(null);
          setFeedback({ tone: 'success', text: t('operator.hidden', { title: isolate(title) }) });
        },
      },
    );
  };

  const onRestore = (group: ReportedCar) => {
    if (!group.car) return;
    const title = titleOf(group.car);
    setFeedback(null);
    restore.mutate(group.car.id, {
      onSuccess: () =>
        setFeedback({ tone: 'success', text: t('operator.restored', { title: isolate(title) }) }),
      onError: failure,
    });
  };

  const onDismiss = (report: OperatorReport) => {
    setFeedback(null);
    dismiss.mutate(report.id, {
      onSuccess: () => setFeedback({ tone: 'success', text: t('operator.dismissed') }),
      onError: failure,
    });
  };

  const forbidden = reports.error instanceof ApiError && reports.error.status === 403;
  if (forbidden) {
    return (
      <div
        role="alert"
        data-kind="warning"
        className="flex flex-col items-center rounded-2xl border border-accent-300 bg-accent-50 px-6 py-12 text-center"
      >
        <IconCircle icon={ShieldAlert} tone="accent" className="mb-4" />
        <h2 className="text-lg font-bold text-slate-900">{t('operator.forbiddenTitle')}</h2>
        <p className="mt-1 max-w-md text-sm text-accent-700">
          {serverMessage(t, language, reports.error, t('operator.forbiddenDescription'))}
        </p>
      </div>
    );
  }

  const groups = reports.data ? groupByCar(reports.data.reports) : [];
  const busyId = hide.isPending
    ? hide.variables.carId
    : restore.isPending
      ? restore.variables
      : dismiss.isPending
        ? dismiss.variables
        : undefined;

  return (
    <div className="space-y-5">
      <nav aria-label={t('operator.tabsLabel')}>
        <ul className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={paths.operatorReports.getHref(tab)}
                aria-current={status === tab ? 'page' : undefined}
                onClick={() => setFeedback(null)}
                className={cn(
                  'grid h-11 place-items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:h-9',
                  status === tab
                    ? 'bg-white text-brand-800 shadow-sm'
                    : 'text-slate-600 hover:text-brand-800',
                )}
              >
                {t(`operator.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="review-heading" className="space-y-5">
        <h2 id="review-heading" className="text-xl font-extrabold text-slate-900">
          {t(`operator.heading.${status}`)}
        </h2>

        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}

        {reports.isPending ? (
          <ListSkeleton
            label={t('operator.loading')}
            rows={2}
            lines={['h-5 w-1/2', 'h-4 w-1/3', 'h-16 w-full']}
          />
        ) : reports.isError ? (
          <ErrorFallback onRetry={() => void reports.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={FlagOff}
            title={t(`operator.empty.${status}`)}
            description={t(`operator.emptyDescription.${status}`)}
          />
        ) : (
          <ul aria-label={t('operator.listLabel')} className="space-y-4">
            {groups.map((group) => (
              <ReportedCarItem
                key={group.key}
                group={group}
                busyId={busyId}
                onHide={() => {
                  hide.reset();
                  setFeedback(null);
                  setHiding(group);
                }}
                onRestore={() => onRestore(group)}
                onDismiss={onDismiss}
              />
            ))}
          </ul>
        )}
      </section>

      {hiding?.car && (
        <HideListingDialog
          title={titleOf(hiding.car)}
          busy={hide.isPending}
          error={
            hide.isError && (
              <Alert tone="error" className="mt-4">
                {serverMessage(t, language, hide.error, t('operator.actionFailed'))}
              </Alert>
            )
          }
          onHide={(note) => onHide(hiding, note)}
          onCancel={() => setHiding(null)}
        />
      )}
    </div>
  );
}
