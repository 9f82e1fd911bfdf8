import { dealerPath } from '#shared/rules/site-paths';

/** Every route of the site, with href builders. */

const withSearch = (path: string, search?: URLSearchParams | string) => {
  const query = typeof search === 'string' ? search.replace(/^\?/, '') : search?.toString();
  return query ? `${path}?${query}` : path;
};

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  login: {
    path: '/login',
    /** `returnTo`: the local path to go back to after signing in. */
    getHref: (returnTo?: string) =>
      withSearch(
        '/login',
        returnTo && returnTo !== '/' ? new URLSearchParams({ returnTo }) : undefined,
      ),
  },
  carGrid: {
    path: '/car-grid',
    getHref: (search?: URLSearchParams | string) => withSearch('/car-grid', search),
  },
  carList: {
    path: '/car-list',
    getHref: (search?: URLSearchParams | string) => withSearch('/car-list', search),
  },
  carDetails: {
    path: '/car-details/:id',
    getHref: (id: string) => `/car-details/${encodeURIComponent(id)}`,
  },
  favourites: {
    path: '/favourites',
    getHref: () => '/favourites',
  },
  compare: {
    path: '/compare',
    /** The cars to lay side by side, in their order: an address that can be shared. */
    getHref: (ids: readonly string[]) =>
      ids.length > 0 ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare',
  },
  dealers: {
    path: '/dealers',
    getHref: (query?: string) =>
      withSearch('/dealers', query ? new URLSearchParams({ q: query }) : undefined),
  },
  dealer: {
    /** Without its name part, or with another, the server sends the page to `getHref`'s (301). */
    path: '/dealer/:id/:slug?',
    /** The page at its readable address: the id, then `dealerSlug` of the API's `name`. */
    getHref: (id: string, name: string, search?: URLSearchParams | string) =>
      withSearch(dealerPath(id, name), search),
  },
  addCar: {
    path: '/add-car',
    getHref: () => '/add-car',
  },
  editCar: {
    path: '/edit-car/:carId',
    getHref: (carId: string) => `/edit-car/${encodeURIComponent(carId)}`,
  },
  myAccount: {
    path: '/my-account',
    getHref: () => '/my-account',
  },
  myCars: {
    path: '/my-cars',
    getHref: () => '/my-cars',
  },
  stockImport: {
    path: '/my-cars/import',
    /** The screen keeps the import on it in its own address: `?import={id}`. */
    getHref: () => '/my-cars/import',
  },
  myTeam: {
    path: '/my-team',
    getHref: () => '/my-team',
  },
  myAccess: {
    path: '/my-access',
    getHref: () => '/my-access',
  },
  savedSearches: {
    path: '/saved-searches',
    getHref: () => '/saved-searches',
  },
  myLeads: {
    path: '/my-leads',
    /** The inbox's dealership, filters and section, kept in the address to share or reload. */
    getHref: (search?: URLSearchParams | string) => withSearch('/my-leads', search),
  },
  operatorReports: {
    path: '/operator/reports',
    getHref: (status: 'open' | 'closed' = 'open') =>
      status === 'open' ? '/operator/reports' : '/operator/reports?status=closed',
  },
} as const;
