/** Every route of the public site, with href builders (spec section 2). */

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
    getHref: () => '/login',
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
  dealers: {
    path: '/dealers',
    getHref: (query?: string) =>
      withSearch('/dealers', query ? new URLSearchParams({ q: query }) : undefined),
  },
  dealer: {
    path: '/dealer/:id',
    getHref: (id: string, search?: URLSearchParams | string) =>
      withSearch(`/dealer/${encodeURIComponent(id)}`, search),
  },
} as const;
