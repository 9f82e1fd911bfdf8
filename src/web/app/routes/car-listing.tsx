import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { defaultPageSize } from '#shared/reference/limits';
import type { CarSort } from '#shared/reference/sorts';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { readLanding, type Landing } from '#shared/rules/landing-pages';
import { definePage, type PageAddress, type TitleContext } from '../page';
import { PageHeader } from '../../components/layout/page-header';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { CarFilters } from '../../features/cars/components/car-filters';
import { CarResults, type CarsView } from '../../features/cars/components/car-results';
import { CarsProvider } from '../../features/cars/components/cars-provider';
import { FilterSheet } from '../../features/cars/components/filter-sheet';
import { NearbySearches } from '../../features/cars/components/nearby-searches';
import { activeFilters } from '../../features/cars/lib/active-filters';
import { ListingLandingLinks } from '../../features/cars/components/landing-links';
import { carFacetsQueryOptions } from '../../features/cars/api/car-facets';
import { searchCarsQueryOptions, useSearchCars } from '../../features/cars/api/car-search';
import {
  activeFilterCount,
  clearCarFilters,
  defaultSort,
  parseCarSearchParams,
  toFacetsRequest,
  toSearchRequest,
  updateCarSearch,
  type CarSearchState,
} from '../../features/cars/lib/car-search-params';
import { landingSearch, landingWords, searchHref } from '../../features/cars/lib/landing-search';
import { structuredAddress } from '../../features/cars/lib/structured-search';

/** A landing page of a name we do not know: rarely visited, so its screen comes lazily. */
const SectionNotFoundRoute = lazy(() =>
  import('./section-not-found').then((module) => ({ default: module.SectionNotFoundRoute })),
);

/** The chips come only with filters in use: a first visit to the listings has none. */
const ActiveFilterChips = lazy(() =>
  import('../../features/cars/components/active-filter-chips').then((module) => ({
    default: module.ActiveFilterChips,
  })),
);

/** "Save this search", beside the chips: it comes with them, when filters are in use. */
const SaveSearchButton = lazy(() =>
  import('../../features/saved-searches/components/save-search-button').then((module) => ({
    default: module.SaveSearchButton,
  })),
);

/** The search of a listings address, with the filters of its landing page if it is one. */
const searchAt = (address: PageAddress, landing?: Landing) =>
  landingSearch(parseCarSearchParams(address.search, address.vehicleNames), landing);

/** The cars of a search, and the counts of its filters' choices, as the screen shows them. */
async function loadListings(search: CarSearchState, queries: QueryClient) {
  const [results] = await Promise.all([
    queries.fetchQuery(searchCarsQueryOptions(toSearchRequest(search, defaultPageSize))),
    queries.fetchQuery(carFacetsQueryOptions(toFacetsRequest(search))),
  ]);
  return results;
}

/** How each order but the usual one is named after the listings' title ("cheapest first"). */
function sortInTitle(t: TFunction, sort: Exclude<CarSort, typeof defaultSort>) {
  const phrases = {
    'price-asc': t('meta.sortedBy.priceAsc'),
    'price-desc': t('meta.sortedBy.priceDesc'),
    'mileage-asc': t('meta.sortedBy.mileageAsc'),
    'year-desc': t('meta.sortedBy.yearDesc'),
    'best-deal': t('meta.sortedBy.bestDeal'),
  } satisfies Record<Exclude<CarSort, typeof defaultSort>, string>;
  return phrases[sort];
}

/**
 * The listings, by the labels of their filters ("Cars for sale: Toyota, Alexandria"), or a
 * landing page by its heading; then the order when it is not the usual one and the page after
 * the first ("…, cheapest first, page 2"), so the pages of one search are told apart in tabs,
 * history and search results.
 */
export function listingsPageTitle(
  t: TFunction,
  language: Language,
  listing: {
    filterLabels: readonly string[];
    landingHeading?: string | undefined;
    sort: CarSort;
    page: number;
  },
) {
  const separator = t('meta.listSeparator');
  const filters = listing.filterLabels.join(separator);
  const { sort, page } = listing;
  const parts = [
    listing.landingHeading ??
      (filters ? t('meta.listingsTitle', { filters }) : t('cars.pageTitle')),
    ...(sort === defaultSort ? [] : [sortInTitle(t, sort)]),
    ...(page > 1 ? [t('meta.pageNumber', { page: formatNumber(page, language) })] : []),
  ];
  return parts.join(separator);
}

/** The listings' title: their filters, or a landing page's heading; their order and page. */
function listingsTitle(
  { t, language, vehicleNames }: TitleContext,
  search: CarSearchState,
  landing?: Landing,
) {
  return listingsPageTitle(t, language, {
    filterLabels: activeFilters(search, t, language, vehicleNames).map((filter) => filter.label),
    landingHeading: landing && landingWords(landing, t, language, vehicleNames).heading,
    sort: search.sort,
    page: search.page,
  });
}

/** /car-grid or /car-list; an address with typed text moves to its structured one. */
const listingsPageIn = (view: CarsView) =>
  definePage({
    load: (address, queries) => loadListings(searchAt(address), queries),
    movedTo: ({ address, data: results }) =>
      structuredAddress(searchAt(address), results, view, address.vehicleNames),
    title: (context, { address }) => listingsTitle(context, searchAt(address)),
    head: (heads, context, { address, data: results, title }) =>
      heads.listingsHead(context, { search: searchAt(address), results, title }),
  });
export const listingsPages = { grid: listingsPageIn('grid'), list: listingsPageIn('list') };

const landingAt = (address: PageAddress) => readLanding(address.params, address.vehicleNames);

/** A landing page; one of a name we do not know is the moved page, 404 (still written). */
export const landingPage = definePage({
  load: async (address, queries) => {
    const landing = landingAt(address);
    return landing && loadListings(searchAt(address, landing), queries);
  },
  movedTo: ({ address, data: results }) => {
    const landing = landingAt(address);
    return landing && results
      ? structuredAddress(searchAt(address, landing), results, 'grid', address.vehicleNames)
      : undefined;
  },
  title: (context, { address }) => {
    const landing = landingAt(address);
    return landing
      ? listingsTitle(context, searchAt(address, landing), landing)
      : context.t('moved.title');
  },
  head: (heads, context, { address, data: results, title }) => {
    const landing = landingAt(address);
    return landing && results
      ? heads.listingsHead(context, { search: searchAt(address, landing), results, title, landing })
      : heads.notFoundHead(context.t('notFound.description'));
  },
});

/**
 * /car-grid and /car-list: one search, kept in the URL, shown as cards or as rows. On a landing
 * page (`landing`) the address holds some of the filters, and the page has its own heading.
 */
export function CarListingRoute({ view, landing }: { view: CarsView; landing?: Landing }) {
  const { t, language, vehicleNames } = useLanguage();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const routerNavigate = useNavigate();
  const search = useMemo(
    () => landingSearch(parseCarSearchParams(params, vehicleNames), landing),
    [params, vehicleNames, landing],
  );
  const request = useMemo(() => toSearchRequest(search, defaultPageSize), [search]);
  // The same query as the results': once its answer says what the typed text named, the
  // address becomes the structured one, as the server's redirect does on a first visit.
  const { data: answer } = useSearchCars(request);
  const movedTo = answer && structuredAddress(search, answer, view, vehicleNames);
  useEffect(() => {
    if (movedTo !== undefined) void routerNavigate(movedTo, { replace: true });
  }, [movedTo, routerNavigate]);

  // Synchronously, so a ticked box shows ticked at once instead of flicking back until the
  // router's transition ends.
  const navigate = (next: CarSearchState) =>
    void routerNavigate(searchHref(next, view, landing), {
      preventScrollReset: true,
      flushSync: true,
    });
  const hrefFor = (page: number) => searchHref({ ...search, page }, view, landing);
  const changeFilters = (changes: Parameters<typeof updateCarSearch>[1]) =>
    navigate(updateCarSearch(search, changes));
  const clearFilters = () => navigate(clearCarFilters(search));
  const words = landing && landingWords(landing, t, language, vehicleNames);
  const title = words?.heading ?? t('cars.pageTitle');
  const filters = activeFilters(search, t, language, vehicleNames);

  return (
    <>
      <PageHeader
        title={title}
        description={words?.text ?? t('cars.pageDescription')}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          ...(words
            ? [
                { label: t('nav.cars'), to: paths.carGrid.getHref() },
                ...words.trail.slice(0, -1).map((crumb) => ({ label: crumb.name, to: crumb.path })),
              ]
            : []),
        ]}
        active={words?.trail.at(-1)?.name ?? t('nav.cars')}
        slimOnPhones
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
            viewHrefs={{
              grid: searchHref(search, 'grid', landing),
              list: searchHref(search, 'list', landing),
            }}
            filterButton={
              <div className="lg:hidden">
                <FilterSheet search={search} onApply={navigate} />
              </div>
            }
            // Buttons that change or keep the search: they come with the script, after hydration.
            searchAction={
              hydrated &&
              activeFilterCount(search) > 0 && (
                <Suspense fallback={null}>
                  <SaveSearchButton query={toFacetsRequest(search)} filterNames={filters} />
                </Suspense>
              )
            }
            activeFilters={
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
            // In the page the server writes, without waiting for a script: a link each.
            nearbySearches={(nearby) => (
              <NearbySearches nearby={nearby} search={search} view={view} />
            )}
            emptyTitle={t('cars.emptyTitle')}
            emptyDescription={t('cars.emptyDescription')}
          />
        </CarsProvider>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <ListingLandingLinks search={search} current={landing} />
      </div>
    </>
  );
}

/** A landing page (`/cars/toyota/corolla`, `/cars/in/alexandria`…): the grid of what it names. */
export function LandingRoute() {
  const { vehicleNames } = useLanguage();
  const landing = readLanding(useParams(), vehicleNames);
  // A name we do not know under /cars: the screen of a deeper path under a known section.
  if (!landing) {
    return (
      <Suspense fallback={null}>
        <SectionNotFoundRoute section="cars" />
      </Suspense>
    );
  }
  return <CarListingRoute view="grid" landing={landing} />;
}
