import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { defaultPageSize } from '#shared/reference/limits';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { CarFilters } from '../../features/cars/components/car-filters';
import { CarResults, type CarsView } from '../../features/cars/components/car-results';
import { CarsProvider } from '../../features/cars/components/cars-provider';
import { FilterSheet } from '../../features/cars/components/filter-sheet';
import {
  activeFilterCount,
  clearCarFilters,
  parseCarSearchParams,
  serializeCarSearch,
  toSearchRequest,
  updateCarSearch,
  type CarSearchState,
} from '../../features/cars/lib/car-search-params';

/** The chips come only with filters in use: a first visit to the listings has none. */
const ActiveFilterChips = lazy(() =>
  import('../../features/cars/components/active-filter-chips').then((module) => ({
    default: module.ActiveFilterChips,
  })),
);

/** /car-grid and /car-list: one search, kept in the URL, shown as cards or as rows. */
export function CarListingRoute({ view }: { view: CarsView }) {
  const { t, vehicleNames } = useLanguage();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCarSearchParams(params, vehicleNames), [params, vehicleNames]);
  const request = useMemo(() => toSearchRequest(search, defaultPageSize), [search]);

  // Synchronously, so a ticked box shows ticked at once instead of flicking back until the
  // router's transition ends.
  const navigate = (next: CarSearchState) =>
    setParams(serializeCarSearch(next), { preventScrollReset: true, flushSync: true });
  const hrefFor = (page: number) => `${pathname}?${serializeCarSearch({ ...search, page })}`;
  const query = serializeCarSearch(search);
  const changeFilters = (changes: Parameters<typeof updateCarSearch>[1]) =>
    navigate(updateCarSearch(search, changes));
  const clearFilters = () => navigate(clearCarFilters(search));

  return (
    <>
      <DocumentTitle title={t('cars.pageTitle')} />
      <PageHeader
        title={t('cars.pageTitle')}
        description={t('cars.pageDescription')}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={t('nav.cars')}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 sm:px-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        {/* Below `lg` the filters open in a sheet from the toolbar instead. */}
        <aside className="max-lg:hidden">
          <CarFilters search={search} onChange={changeFilters} />
        </aside>
        <CarsProvider request={request}>
          <CarResults
            view={view}
            headingLevel={2}
            hrefFor={hrefFor}
            sort={{
              value: search.sort,
              onChange: (sort) => changeFilters({ sort }),
            }}
            viewHrefs={{ grid: paths.carGrid.getHref(query), list: paths.carList.getHref(query) }}
            filterButton={
              <div className="lg:hidden">
                <FilterSheet search={search} onApply={navigate} />
              </div>
            }
            activeFilters={
              // Buttons that change the search: they come with the script, after hydration.
              hydrated &&
              activeFilterCount(search) > 0 && (
                <Suspense fallback={null}>
                  <ActiveFilterChips
                    search={search}
                    onChange={changeFilters}
                    onClear={clearFilters}
                  />
                </Suspense>
              )
            }
            onClearFilters={clearFilters}
            emptyTitle={t('cars.emptyTitle')}
            emptyDescription={t('cars.emptyDescription')}
          />
        </CarsProvider>
      </div>
    </>
  );
}
