import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CarFront, Plus, SearchX } from 'lucide-react';
import type { MyCar } from '#shared/schemas/car-write';
import type { User } from '#shared/schemas/user';
import { formatNumber } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { textInLanguage } from '#shared/rules/dealer-names';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useMyCarChanges, useMyCars } from '../api/my-cars';
import { useCarSelection } from '../hooks/use-car-selection';
import { bulkDealership, isChosen, overseesAny } from '../lib/car-selection';
import {
  myCarsPageSize,
  parseMyCarsSearch,
  serializeMyCarsSearch,
  toMyCarsQuery,
  type MyCarsSearch,
} from '../lib/my-cars-search';
import { BulkChanges } from './bulk-changes';
import { MyCarItem, type CarViewCounts, type StatusChange } from './my-car-item';
import { SelectionToolbar } from './selection-toolbar';
import { StockSheetDownload } from './stock-sheet-download';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

interface MyCarsListProps {
  user: User;
  /** Each car's views, for the dealerships whose insights the user sees. */
  views: ReadonlyMap<string, CarViewCounts>;
  /** More queries a change makes stale (the public car queries, the insights). */
  invalidateAlso: readonly (readonly unknown[])[];
}

const statusFilters = [undefined, 'active', 'sold', 'draft'] as const;

/**
 * The user's cars with status filter, paging (in the URL) and, where allowed, the actions; for
 * a dealership's admins and managers, its cars chosen for bulk changes and its stock to download.
 */
export function MyCarsList({ user, views, invalidateAlso }: MyCarsListProps) {
  const { t, language, vehicleNames } = useLanguage();
  const [params] = useSearchParams();
  const search = useMemo(() => parseMyCarsSearch(params), [params]);
  const cars = useMyCars(user.uid, toMyCarsQuery(search));
  const { changeStatus, remove } = useMyCarChanges(user.uid, invalidateAlso);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [deleting, setDeleting] = useState<MyCar | null>(null);
  const bulkDealerId = bulkDealership(user, search.dealerId);
  const choice = useCarSelection(`${search.status ?? ''}/${search.dealerId ?? ''}`);

  const dealerships = user.dealer_access.filter((access) => access.status === 'approved');
  const hrefFor = (changes: Partial<MyCarsSearch>) => {
    const query = serializeMyCarsSearch({ ...search, page: 1, ...changes });
    return query ? `${paths.myCars.getHref()}?${query}` : paths.myCars.getHref();
  };
  const failure = (error: unknown) =>
    setFeedback({
      tone: 'error',
      text: serverMessage(t, language, error, t('myCars.actionFailed')),
    });

  const onChangeStatus = (car: MyCar, status: StatusChange) => {
    setFeedback(null);
    changeStatus.mutate(
      { carId: car.id, status },
      {
        onSuccess: () =>
          setFeedback({
            tone: 'success',
            text: t(`myCars.changed.${status}`, { title: carTitle(car, language, vehicleNames) }),
          }),
        onError: failure,
      },
    );
  };

  const onConfirmDelete = (car: MyCar) =>
    remove.mutate(car.id, {
      onSuccess: () => {
        setDeleting(null);
        choice.forget(car.id);
        setFeedback({
          tone: 'success',
          text: t('myCars.deleted', { title: carTitle(car, language, vehicleNames) }),
        });
      },
    });

  const data = cars.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / myCarsPageSize)) : 1;
  // After deleting the last car of the last page, the page before it.
  if (data && data.cars.length === 0 && data.total > 0 && search.page > pageCount) {
    return <Navigate to={hrefFor({ page: pageCount })} replace />;
  }
  const pageIds = bulkDealerId
    ? (data?.cars ?? []).filter((car) => car.canManage).map((car) => car.id)
    : [];
  const busyCarId = changeStatus.isPending
    ? changeStatus.variables.carId
    : remove.isPending
      ? remove.variables
      : undefined;

  return (
    <section aria-labelledby="my-cars-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id="my-cars-heading" className="text-xl font-extrabold text-slate-900">
            {t('myCars.listTitle')}
          </h2>
          {data && (
            <p role="status" className="text-sm text-slate-600">
              {t('myCars.total', { total: formatNumber(data.total, language) })}
            </p>
          )}
        </div>
        {bulkDealerId && <StockSheetDownload dealerId={bulkDealerId} />}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('myCars.filterLabel')} className="min-w-0">
          <ul className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
            {statusFilters.map((status) => (
              <li key={status ?? 'all'}>
                <Link
                  to={hrefFor({ status })}
                  aria-current={search.status === status ? 'page' : undefined}
                  className={cn(
                    'grid h-11 place-items-center rounded-lg px-3 sm:h-9 text-sm font-semibold whitespace-nowrap transition-colors',
                    search.status === status
                      ? 'bg-white text-brand-800 shadow-sm'
                      : 'text-slate-600 hover:text-brand-800',
                  )}
                >
                  {status ? t(`myCars.status.${status}`) : t('myCars.all')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {dealerships.length > 1 && (
          <DealershipFilter
            value={search.dealerId}
            options={dealerships.map((access) => ({
              value: access.dealerId,
              label: textInLanguage(access.dealerNames, language),
            }))}
            hrefFor={(dealerId) => hrefFor({ dealerId })}
          />
        )}
      </div>

      {!bulkDealerId && dealerships.length > 1 && overseesAny(user) && (
        <p className="text-sm text-slate-600">{t('myCars.bulk.chooseDealership')}</p>
      )}

      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}

      {data && pageIds.length > 0 && (
        <SelectionToolbar
          selection={choice.selection}
          pageIds={pageIds}
          total={data.total}
          onTogglePage={(on) => choice.togglePage(pageIds, on)}
          onChooseAllMatching={choice.chooseAllMatching}
          onClear={choice.clear}
        />
      )}

      {cars.isPending ? (
        <ListSkeleton
          label={t('myCars.loading')}
          rows={3}
          media="aspect-[3/2] w-28 rounded-xl sm:w-44"
          lines={['h-5 w-2/3', 'h-4 w-1/3', 'h-6 w-1/4']}
          spacing="p-3 sm:gap-4 sm:p-4"
        />
      ) : cars.isError ? (
        <ErrorFallback onRetry={() => void cars.refetch()} />
      ) : data && data.cars.length === 0 ? (
        search.status || search.dealerId ? (
          <EmptyState
            icon={SearchX}
            title={t('myCars.noMatchTitle')}
            description={t('myCars.noMatchDescription')}
            action={
              <Link to={paths.myCars.getHref()} className={buttonClasses('outline')}>
                {t('myCars.showAll')}
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon={CarFront}
            title={t('myCars.emptyTitle')}
            description={t('myCars.emptyDescription')}
            action={
              <Link to={paths.addCar.getHref()} className={buttonClasses('primary')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('myCars.addCar')}
              </Link>
            }
          />
        )
      ) : (
        <ul className={cn('space-y-3', cars.isPlaceholderData && 'opacity-60')}>
          {data?.cars.map((car) => (
            <MyCarItem
              key={car.id}
              car={car}
              dealerName={
                dealerships.length > 1
                  ? textInLanguage(
                      dealerships.find((access) => access.dealerId === car.dealerId)
                        ?.dealerNames ?? { en: car.dealerName, ar: null },
                      language,
                    )
                  : undefined
              }
              views={views.get(car.id)}
              busy={busyCarId === car.id}
              choice={
                pageIds.includes(car.id)
                  ? {
                      chosen: isChosen(choice.selection, car.id),
                      onToggle: () => choice.toggleCar(car.id, pageIds),
                    }
                  : undefined
              }
              onChangeStatus={(status) => onChangeStatus(car, status)}
              onDelete={() => {
                remove.reset();
                setDeleting(car);
              }}
            />
          ))}
        </ul>
      )}

      <Pagination page={search.page} pageCount={pageCount} hrefFor={(page) => hrefFor({ page })} />

      {bulkDealerId && data && (
        <BulkChanges
          userId={user.uid}
          invalidateAlso={invalidateAlso}
          dealerId={bulkDealerId}
          status={search.status}
          total={data.total}
          selection={choice.selection}
          pageCars={data.cars}
          onClear={choice.clear}
          onOutcome={setFeedback}
        />
      )}

      {deleting && (
        <ConfirmDeleteDialog
          title={t('myCars.deleteTitle')}
          description={t('myCars.deleteDescription', {
            title: carTitle(deleting, language, vehicleNames),
          })}
          confirmLabel={t('myCars.deleteConfirm')}
          busy={remove.isPending}
          error={
            remove.isError && (
              <Alert tone="error" className="mt-4">
                {serverMessage(t, language, remove.error, t('myCars.actionFailed'))}
              </Alert>
            )
          }
          onConfirm={() => onConfirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

interface DealershipFilterProps {
  value: string | undefined;
  options: { value: string; label: string }[];
  hrefFor: (dealerId: string | undefined) => string;
}

/** Which dealership's cars, for people on more than one team. */
function DealershipFilter({ value, options, hrefFor }: DealershipFilterProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  return (
    <SelectField
      label={t('myCars.dealership')}
      hideLabel
      className="sm:w-64"
      value={value ?? ''}
      placeholder={t('myCars.allDealerships')}
      options={options}
      onChange={(event) => void navigate(hrefFor(event.target.value || undefined))}
    />
  );
}
