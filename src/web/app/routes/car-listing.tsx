import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { defaultPageSize } from '#shared/reference/limits';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { CarFilters } from '../../features/cars/components/car-filters';
import { CarResults, type CarsView } from '../../features/cars/components/car-results';
import { CarsProvider } from '../../features/cars/components/cars-provider';
import {
  clearCarFilters,
  parseCarSearchParams,
  serializeCarSearch,
  toSearchRequest,
  updateCarSearch,
  type CarSearchState,
} from '../../features/cars/lib/car-search-params';

/** /car-grid and /car-list: one search, kept in the URL, shown as cards or as rows. */
export function CarListingRoute({ view }: { view: CarsView }) {
  const { t, vehicleNames } = useLanguage();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCarSearchParams(params, vehicleNames), [params, vehicleNames]);
  const request = useMemo(() => toSearchRequest(search, defaultPageSize), [search]);

  const navigate = (next: CarSearchState) =>
    setParams(serializeCarSearch(next), { preventScrollReset: true });
  const hrefFor = (page: number) => `${pathname}?${serializeCarSearch({ ...search, page })}`;
  const query = serializeCarSearch(search);

  return (
    <>
      <DocumentTitle title={t('cars.pageTitle')} />
      <PageHeader
        title={t('cars.pageTitle')}
        description={t('cars.pageDescription')}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={t('nav.cars')}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <aside>
          <CarFilters
            search={search}
            onChange={(changes) => navigate(updateCarSearch(search, changes))}
            onClear={() => navigate(clearCarFilters(search))}
          />
        </aside>
        <CarsProvider request={request}>
          <CarResults
            view={view}
            headingLevel={2}
            hrefFor={hrefFor}
            sort={{
              value: search.sort,
              onChange: (sort) => navigate(updateCarSearch(search, { sort })),
            }}
            viewHrefs={{ grid: paths.carGrid.getHref(query), list: paths.carList.getHref(query) }}
            onClearFilters={() => navigate(clearCarFilters(search))}
            emptyTitle={t('cars.emptyTitle')}
            emptyDescription={t('cars.emptyDescription')}
          />
        </CarsProvider>
      </div>
    </>
  );
}
