import { GitCompareArrows, Search } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { maxComparedCars } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { PageHeader } from '../../components/layout/page-header';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { carsByIdsQueryOptions, useCarsByIds } from '../../features/cars/api/cars-by-ids';
import { CompareTable } from '../../features/compare/components/compare-table';
import { compareIdsOf, removeCompared } from '../../features/compare/lib/compared-cars';
import { definePage } from '../page';

/** /compare?ids=a,b,c: the cars are in the address, so the page is written with them. */
export const comparePage = definePage({
  load: async ({ search }, queries) => {
    const ids = compareIdsOf(search);
    if (ids.length > 0) await queries.fetchQuery(carsByIdsQueryOptions(ids));
  },
  title: ({ t }) => t('comparePage.title'),
  head: (heads, context) => heads.ownListHead(context),
});

function CompareSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={index === 2 ? 'space-y-3 max-sm:hidden' : 'space-y-3'}>
          <Skeleton className="aspect-[3/2] rounded-xl" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/**
 * /compare?ids=a,b,c: the cars side by side, from an address that can be shared. Ids of no car
 * are dropped quietly.
 */
export function CompareRoute() {
  const { t, language } = useLanguage();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ids = compareIdsOf(search);
  const { status, cars, retry } = useCarsByIds(ids);
  const found = ids.flatMap((id) => cars.get(id) ?? []);
  // Taken out here, a car leaves the visitor's own choice too (the tray's).
  const remove = (carId: string) => {
    removeCompared(carId);
    const rest = found.filter((car) => car.id !== carId).map((car) => car.id);
    void navigate(paths.compare.getHref(rest), { replace: true, preventScrollReset: true });
  };

  let content;
  if (ids.length > 0 && status === 'pending') content = <CompareSkeleton />;
  else if (status === 'error') content = <ErrorFallback onRetry={retry} />;
  else if (found.length === 0) {
    content = (
      <EmptyState
        icon={GitCompareArrows}
        title={t('comparePage.emptyTitle')}
        description={t('comparePage.emptyDescription', {
          count: maxComparedCars,
          max: formatNumber(maxComparedCars, language),
        })}
        action={
          <Link to={paths.carGrid.getHref()} className={buttonClasses('primary')}>
            <Search aria-hidden="true" className="size-4" />
            {t('comparePage.browse')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <CompareTable cars={found} onRemove={remove} />
        {found.length === 1 && (
          <p className="mt-4 text-sm text-slate-600">{t('comparePage.addMore')}</p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('comparePage.title')}
        description={t('comparePage.description')}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('nav.cars'), to: paths.carGrid.getHref() },
        ]}
        active={t('comparePage.title')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{content}</div>
    </>
  );
}
