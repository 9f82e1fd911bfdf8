// The server's entry into the web app (built by `vite build --ssr` into dist/ssr): each public
// page's first HTML (its head, status and content, with the data it shows for the browser to
// hydrate), from the same routes, strings and API calls as the browser's app (decision 130).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { languages, type Language } from '#shared/reference/types';
import { inLanguage } from '#shared/rules/site-paths';
import { landingRoutes, readLanding, type Landing } from '#shared/rules/landing-pages';
import { ApiError } from './lib/api-error';
import { i18n, initI18n, loadAllLanguages, vehicleNamesIn } from './lib/i18n';
import { appRoutes, routes } from './app/router';
import { AppProvider } from './app/provider';
import { pageDataElementId, scriptJson } from './app/page-data';
import { latestRequest } from './app/routes/home';
import { queryConfig } from './lib/query-client';
import { paths } from './config/paths';
import {
  carHead,
  dealerHead,
  dealersHead,
  headTags,
  homeHead,
  listingsHead,
  notFoundHead,
  ownListHead,
  privateHead,
  type HeadContext,
  type PageHead,
} from './app/page-head';
import { carQueryOptions } from './features/cars/api/get-car';
import { carsByIdsQueryOptions } from './features/cars/api/get-cars-by-ids';
import { compareIdsOf } from './features/compare/lib/compared-cars';
import { carFacetsQueryOptions } from './features/cars/api/get-car-facets';
import { popularMakesQueryOptions } from './features/cars/api/get-popular-makes';
import { dealersQueryOptions } from './features/dealers/api/get-dealers';
import { searchCarsQueryOptions } from './features/cars/api/search-cars';
import { activeFilters } from './features/cars/lib/active-filters';
import {
  parseCarSearchParams,
  toFacetsRequest,
  toSearchRequest,
} from './features/cars/lib/car-search-params';
import {
  canonicalSearchHref,
  landingSearch,
  landingWords,
} from './features/cars/lib/landing-search';
import { dealerQueryOptions } from './features/dealers/api/get-dealer';
import { priceHistoryQueryOptions } from './features/price-history/api/get-price-history';
import { defaultPageSize } from '#shared/reference/limits';
import type { PageRequest, RenderedPage } from '#shared/page-rendering';

export { setApiFetch } from './lib/api-client';

type Params = Record<string, string | undefined>;

/** A public page: its head, once the data it shows is in `queries`. */
type PublicPage = (
  context: HeadContext,
  request: PageRequest,
  params: Params,
  queries: QueryClient,
) => Promise<PageHead>;

const started = initI18n('en').then(loadAllLanguages);

/** One i18next per language, fixed to it: pages of both are written at the same time. */
const instances = started.then(async () => {
  const byLanguage = new Map<Language, typeof i18n>();
  for (const language of languages) {
    const instance = i18n.cloneInstance({ lng: language });
    await instance.changeLanguage(language);
    byLanguage.set(language, instance);
  }
  return byLanguage;
});

/** The app's routes under each language's prefix, compiled once. */
const staticHandlers = Object.fromEntries(
  languages.map((language) => [
    language,
    createStaticHandler(appRoutes, { basename: inLanguage(language, '/') }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/** A car or dealer the API does not know: the page is the not-found one. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

async function listings(
  context: HeadContext,
  request: PageRequest,
  queries: QueryClient,
  landing?: Landing,
) {
  const { t, language, vehicleNames } = context;
  const search = landingSearch(
    parseCarSearchParams(new URLSearchParams(request.search), vehicleNames),
    landing,
  );
  const [results] = await Promise.all([
    queries.fetchQuery(searchCarsQueryOptions(toSearchRequest(search, defaultPageSize))),
    queries.fetchQuery(carFacetsQueryOptions(toFacetsRequest(search))),
  ]);
  const filters = activeFilters(search, t, language, vehicleNames);
  // A visitor's words are theirs, not a page of the site: the canonical leaves them out.
  const { q, ...withoutText } = search;
  return listingsHead(context, {
    filters: filters.map((filter) => filter.label),
    sort: search.sort,
    page: search.page,
    canonical: canonicalSearchHref(withoutText, vehicleNames),
    results,
    landing: landing && landingWords(landing, t, language, vehicleNames),
    freeText: q !== undefined,
  });
}

/** The public pages by their route's path: each fetches what it shows, then writes its head. */
const publicPages = new Map<string | undefined, PublicPage>([
  [
    undefined, // The index route: home.
    async (context, _request, _params, queries) => {
      await Promise.all([
        queries.fetchQuery(searchCarsQueryOptions(latestRequest)),
        queries.fetchQuery(popularMakesQueryOptions()),
        queries.fetchQuery(dealersQueryOptions()),
      ]);
      return homeHead(context);
    },
  ],
  [paths.carGrid.path, (context, request, _params, queries) => listings(context, request, queries)],
  [paths.carList.path, (context, request, _params, queries) => listings(context, request, queries)],
  ...Object.values(landingRoutes).map((path): [string, PublicPage] => [
    path,
    async (context, request, params, queries) => {
      const landing = readLanding(params, context.vehicleNames);
      return landing ? listings(context, request, queries, landing) : notFoundHead(context);
    },
  ]),
  [
    paths.carDetails.path,
    async (context, _request, params, queries) => {
      const car = await queries.fetchQuery(carQueryOptions(params.id ?? ''));
      // The price history is written into the page too; without it the browser asks for it.
      const [dealer] = await Promise.all([
        queries.fetchQuery(dealerQueryOptions(car.sellerId)),
        queries.prefetchQuery(priceHistoryQueryOptions(car.id)),
      ]);
      return carHead(context, car, dealer);
    },
  ],
  [
    paths.dealers.path,
    async (context, request, _params, queries) => {
      const query = new URLSearchParams(request.search).get('q') ?? '';
      await queries.fetchQuery(dealersQueryOptions(query));
      return dealersHead(context, query.trim() !== '');
    },
  ],
  [
    paths.dealer.path,
    async (context, _request, params, queries) =>
      dealerHead(context, await queries.fetchQuery(dealerQueryOptions(params.id ?? ''))),
  ],
  // This browser's list: the page is written loading, the browser fills it in.
  [
    paths.favourites.path,
    async (context) => ownListHead(context, context.t('favouritesPage.title')),
  ],
  [
    paths.compare.path,
    async (context, request, _params, queries) => {
      // The cars are in the address, so the page is written with them.
      const ids = compareIdsOf(new URLSearchParams(request.search));
      if (ids.length > 0) await queries.fetchQuery(carsByIdsQueryOptions(ids));
      return ownListHead(context, context.t('comparePage.title'));
    },
  ],
]);

/** The page's HTML from the app's own routes, with the data in `queries` (no effects run). */
async function renderBody(request: PageRequest, queries: QueryClient) {
  const handler = staticHandlers[request.language];
  const url = new URL(inLanguage(request.language, request.path) + request.search, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const instance = (await instances).get(request.language);
  // Every lazy part of the page is waited for, so the browser hydrates the whole of it.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queries} i18n={instance} origin={request.origin}>
        {/* No loaders, so no router data to hand over: the query cache below is the data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const root = await new Response(prelude).text();
  const data = scriptJson(dehydrate(queries));
  return {
    root,
    after: `<script type="application/json" id="${pageDataElementId}">${data}</script>`,
  };
}

/**
 * The page's head and status, and for a public page found its HTML: from its route, and for a
 * car or dealer from the API. Unknown pages and the signed-in screens are left to the browser.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await started;
  const context: HeadContext = {
    language: request.language,
    t: i18n.getFixedT(request.language),
    vehicleNames: vehicleNamesIn(request.language),
    origin: request.origin,
  };
  const match = matchRoutes(routes, request.path)?.at(-1);
  if (!match || match.route.path?.endsWith('*')) {
    return { status: 404, head: headTags(notFoundHead(context), context) };
  }
  const page = publicPages.get(match.route.index ? undefined : match.route.path);
  if (!page) return { status: 200, head: headTags(privateHead(context), context) };
  // Per request, and never collected on a timer: it goes with the request.
  const queries = new QueryClient({
    defaultOptions: { queries: { ...queryConfig.queries, retry: false, gcTime: Infinity } },
  });
  let head: PageHead;
  try {
    head = await page(context, request, match.params, queries);
  } catch (error) {
    if (!isMissing(error)) throw error;
    return { status: 404, head: headTags(notFoundHead(context), context) };
  }
  return {
    status: head.status,
    head: headTags(head, context),
    body: await renderBody(request, queries),
  };
}
