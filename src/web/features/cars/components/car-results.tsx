import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LayoutGrid, List, SearchX } from 'lucide-react';
import { carSorts, type CarSort } from '#shared/reference/sorts';
import { formatNumber } from '#shared/rules/format';
import type { NearbySearchAnswer } from '#shared/schemas/car';
import type { PictureLoading } from '../../../components/cars/car-picture';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { CarCard } from './car-card';
import { CarRow } from './car-row';
import { CarCardSkeleton, CarRowSkeleton } from './car-skeletons';
import { useCars } from './cars-provider';

export type CarsView = 'grid' | 'list';

/** The first car's picture first, the next ones of the first screen at once, the rest lazily. */
const pictureLoadingAt = (index: number, firstScreen: number): PictureLoading =>
  index === 0 ? 'first' : index < firstScreen ? 'eager' : 'lazy';

interface CarResultsProps {
  view: CarsView;
  /** Of each car's title: one below the heading the results sit under. */
  headingLevel: 2 | 3;
  hrefFor: (page: number) => string;
  /** Sorting, when the screen offers it. */
  sort?: { value: CarSort; onChange: (sort: CarSort) => void };
  /** Links to the same search in the other view, when the screen offers the toggle. */
  viewHrefs?: Record<CarsView, string>;
  /** What opens the filters, when they are not beside the results (phones). */
  filterButton?: ReactNode;
  /** What acts on the whole search ("Save this search"), on the line of the count. */
  searchAction?: ReactNode;
  /** The search's filters as removable chips, between the toolbar and the cars. */
  activeFilters?: ReactNode;
  /** The empty state's action; without it the empty state only explains. */
  onClearFilters?: () => void;
  /** The searches near one that found nothing, offered in the empty state. */
  nearbySearches?: (nearby: NearbySearchAnswer[]) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  skeletonCount?: number;
}

export function useSortLabels(): Record<CarSort, string> {
  const { t } = useLanguage();
  return {
    newest: t('sort.newest'),
    'price-asc': t('sort.priceAsc'),
    'price-desc': t('sort.priceDesc'),
    'mileage-asc': t('sort.mileageAsc'),
    'year-desc': t('sort.yearDesc'),
    'best-deal': t('sort.bestDeal'),
  };
}

/** The cars of the surrounding CarsProvider: toolbar, grid or list, and paging. */
export function CarResults({
  view,
  headingLevel,
  hrefFor,
  sort,
  viewHrefs,
  filterButton,
  searchAction,
  activeFilters,
  onClearFilters,
  nearbySearches,
  emptyTitle,
  emptyDescription,
  skeletonCount = 6,
}: CarResultsProps) {
  const { t, language } = useLanguage();
  const cars = useCars();
  const sortLabels = useSortLabels();
  // Phones get one compact row per car in either view (decision 121), so the gaps are small.
  // The one column is declared: an implicit one is as wide as the longest line it holds (a
  // finance offer's), wider than a phone, where a declared one cuts that line short.
  const listClasses =
    view === 'grid'
      ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3'
      : 'flex flex-col gap-3 sm:gap-4';

  return (
    <div className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 sm:mb-5">
        {/* On a phone the action shares the count's line: one line less above the cars. */}
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 max-sm:w-full">
          <div aria-live="polite" className="text-sm font-semibold text-slate-700">
            {cars.status === 'success' ? (
              t('cars.resultCount', {
                count: cars.total,
                formatted: `${formatNumber(cars.total, language)}${cars.totalIsCapped ? '+' : ''}`,
              })
            ) : cars.status === 'fetching' ? (
              <Skeleton className="h-5 w-28" />
            ) : null}
          </div>
          {searchAction}
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          {filterButton}
          {sort && (
            <SelectField
              label={t('sort.label')}
              hideLabel
              className="min-w-0 flex-1 sm:w-56 sm:flex-none"
              options={carSorts.map((value) => ({ value, label: sortLabels[value] }))}
              value={sort.value}
              onChange={(event) => {
                const next = carSorts.find((value) => value === event.target.value);
                if (next) sort.onChange(next);
              }}
            />
          )}
          {viewHrefs && (
            <div
              role="group"
              aria-label={t('cars.view')}
              // Phones show the compact rows in both views: nothing to switch there.
              className="hidden rounded-xl sm:flex border border-slate-300 bg-white p-0.5"
            >
              {(['grid', 'list'] as const).map((option) => {
                const Icon = option === 'grid' ? LayoutGrid : List;
                const label = option === 'grid' ? t('cars.gridView') : t('cars.listView');
                return (
                  <Link
                    key={option}
                    to={viewHrefs[option]}
                    preventScrollReset
                    aria-label={label}
                    title={label}
                    aria-current={option === view ? 'page' : undefined}
                    className={cn(
                      'grid size-11 place-items-center rounded-[0.6rem] transition-colors sm:size-9',
                      option === view
                        ? 'bg-brand-700 text-white'
                        : 'text-slate-500 hover:bg-slate-100 hover:text-brand-800',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </Link>
                );
              })}
            </div>
          )}
        </div>
      </div>

      {activeFilters}

      {cars.status === 'fetching' && (
        <div aria-busy="true" aria-label={t('common.loading')} className={listClasses}>
          {Array.from({ length: skeletonCount }, (_, index) =>
            view === 'grid' ? <CarCardSkeleton key={index} /> : <CarRowSkeleton key={index} />,
          )}
        </div>
      )}

      {cars.status === 'error' && <ErrorFallback onRetry={cars.retry} />}

      {cars.status === 'success' && cars.filteredCars.length === 0 && cars.total > 0 && (
        <EmptyState
          icon={SearchX}
          title={t('cars.pageEmptyTitle')}
          action={
            <Link to={hrefFor(1)} className={buttonClasses('outline')}>
              {t('cars.firstPage')}
            </Link>
          }
        />
      )}

      {cars.status === 'success' && cars.total === 0 && (
        <EmptyState
          icon={SearchX}
          title={emptyTitle}
          description={emptyDescription}
          action={
            <div className="flex flex-col items-center gap-5 self-stretch">
              {nearbySearches?.(cars.nearby)}
              {onClearFilters && (
                <Button variant="primary" onClick={onClearFilters}>
                  {t('filters.clear')}
                </Button>
              )}
            </div>
          }
        />
      )}

      {cars.status === 'success' && cars.filteredCars.length > 0 && (
        <>
          <ul className={listClasses}>
            {cars.filteredCars.map((car, index) => (
              <li key={car.id} className="flex flex-col [&>article]:flex-1">
                {view === 'grid' ? (
                  <CarCard
                    car={car}
                    headingLevel={headingLevel}
                    pictureLoading={pictureLoadingAt(index, 3)}
                  />
                ) : (
                  <CarRow
                    car={car}
                    headingLevel={headingLevel}
                    pictureLoading={pictureLoadingAt(index, 2)}
                  />
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={cars.page}
            pageCount={Math.ceil(cars.total / cars.pageSize)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  );
}
