// The server's entry into the web app (built by `vite build --ssr` into dist/ssr): what each
// public page says of itself in its first HTML, from the same routes, strings and API calls as
// the browser's app (docs/decisions/130).
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Language } from '#shared/reference/types';
import { ApiError } from './lib/api-error';
import { i18n, initI18n, loadAllLanguages, vehicleNamesIn } from './lib/i18n';
import { routes } from './app/router';
import { paths } from './config/paths';
import {
  carHead,
  dealerHead,
  dealersHead,
  headTags,
  homeHead,
  listingsHead,
  notFoundHead,
  privateHead,
  type HeadContext,
  type PageHead,
} from './app/page-head';
import { carQueryOptions } from './features/cars/api/get-car';
import { searchCarsQueryOptions } from './features/cars/api/search-cars';
import { activeFilters } from './features/cars/lib/active-filters';
import {
  parseCarSearchParams,
  serializeCarSearch,
  toSearchRequest,
} from './features/cars/lib/car-search-params';
import { dealerQueryOptions } from './features/dealers/api/get-dealer';
import { defaultPageSize } from '#shared/reference/limits';

export { setApiFetch } from './lib/api-client';

export interface PageRequest {
  /** The page's path without its language prefix, and its query (`?make=toyota` or ''). */
  path: string;
  search: string;
  language: Language;
  origin: string;
}

export interface RenderedPage {
  status: number;
  /** The tags that replace the template's default title and description. */
  head: string;
}

const started = initI18n('en').then(loadAllLanguages);

/** A car or dealer the API does not know: the page is the not-found one. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The routes' pages the server writes a head of its own for, by their path patterns. */
const publicPages = new Map<
  string,
  (
    context: HeadContext,
    request: PageRequest,
    params: Record<string, string | undefined>,
    queries: QueryClient,
  ) => Promise<PageHead>
>([
  [paths.carGrid.path, (context, request, _params, queries) => listings(context, request, queries)],
  [paths.carList.path, (context, request, _params, queries) => listings(context, request, queries)],
  [
    paths.carDetails.path,
    async (context, _request, params, queries) => {
      const car = await queries.fetchQuery(carQueryOptions(params.id ?? ''));
      const dealer = await queries.fetchQuery(dealerQueryOptions(car.sellerId));
      return carHead(context, car, dealer);
    },
  ],
  [paths.dealers.path, async (context) => dealersHead(context)],
  [
    paths.dealer.path,
    async (context, _request, params, queries) =>
      dealerHead(context, await queries.fetchQuery(dealerQueryOptions(params.id ?? ''))),
  ],
]);

async function listings(context: HeadContext, request: PageRequest, queries: QueryClient) {
  const search = parseCarSearchParams(new URLSearchParams(request.search), context.vehicleNames);
  const results = await queries.fetchQuery(
    searchCarsQueryOptions(toSearchRequest(search, defaultPageSize)),
  );
  const filters = activeFilters(search, context.t, context.language, context.vehicleNames);
  return listingsHead(context, {
    filters: filters.map((filter) => filter.label),
    query: serializeCarSearch(search).toString(),
    results,
  });
}

/** The page's head and status: from its route, and for a car or dealer from the API. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await started;
  const context: HeadContext = {
    language: request.language,
    t: i18n.getFixedT(request.language),
    vehicleNames: vehicleNamesIn(request.language),
    origin: request.origin,
  };
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const match = matchRoutes(routes, request.path)?.at(-1);
  let head: PageHead;
  if (!match || match.route.path?.endsWith('*')) {
    head = notFoundHead(context);
  } else if (match.route.index) {
    head = homeHead(context);
  } else {
    const page = publicPages.get(match.route.path ?? '');
    try {
      head = page ? await page(context, request, match.params, queries) : privateHead(context);
    } catch (error) {
      if (!isMissing(error)) throw error;
      head = notFoundHead(context);
    }
  }
  return { status: head.status, head: headTags(head, context) };
}
