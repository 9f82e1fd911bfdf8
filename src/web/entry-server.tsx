// The server's entry into the web app (built by `vite build --ssr` into dist/ssr): each public
// page's first HTML (its head, status and content, with the data it shows for the browser to
// hydrate), from the same routes, strings and API calls as the browser's app (decision 130).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { languages, type Language } from '#shared/reference/types';
import { inLanguage } from '#shared/rules/site-paths';
import { i18n, initI18n, loadAllLanguages, vehicleNamesIn } from './lib/i18n';
import { appRoutes } from './app/router';
import { AppProvider } from './app/provider';
import { Page } from './app/page';
import { pageDataElementId, scriptJson } from './app/page-data';
import * as pageHeads from './app/page-head';
import { headTags, privateHead, type HeadContext } from './app/page-head';
import { queryConfig } from './lib/query-client';
import type { PageRequest, RenderedPage } from '#shared/page-rendering';

export { setApiFetch } from './lib/api-client';

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
) as Record<Language, StaticHandler>;

/** The page's HTML from the app's routes `routed`, with the data in `queries` (no effects run). */
async function renderBody(
  request: PageRequest,
  queries: QueryClient,
  handler: StaticHandler,
  routed: StaticHandlerContext,
) {
  const router = createStaticRouter(handler.dataRoutes, routed);
  const instance = (await instances).get(request.language);
  // Every lazy part of the page is waited for, so the browser hydrates the whole of it.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queries} i18n={instance} origin={request.origin}>
        {/* No loaders, so no router data to hand over: the query cache below is the data. */}
        <StaticRouterProvider router={router} context={routed} hydrate={false} />
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
 * The page's head and status, and for a public page its HTML: all from the declaration of the
 * page its route carries (page.ts), with the API's data. A route without one is a signed-in
 * screen: its private head only, and the browser renders it.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await started;
  const context: HeadContext = {
    language: request.language,
    t: i18n.getFixedT(request.language),
    vehicleNames: vehicleNamesIn(request.language),
    origin: request.origin,
  };
  const handler = staticHandlers[request.language];
  const url = new URL(inLanguage(request.language, request.path) + request.search, request.origin);
  // The matched routes, with their lazy parts (a screen and its page's declaration) loaded.
  const routed = await handler.query(new Request(url));
  if (routed instanceof Response) throw new Error(`${url.pathname} answered a redirect`);
  const match = routed.matches.at(-1);
  if (!match || !(match.route.handle instanceof Page)) {
    return { status: 200, head: headTags(privateHead(context), context) };
  }
  // Per request, and never collected on a timer: it goes with the request.
  const queries = new QueryClient({
    defaultOptions: { queries: { ...queryConfig.queries, retry: false, gcTime: Infinity } },
  });
  const address = {
    params: match.params,
    search: new URLSearchParams(request.search),
    vehicleNames: context.vehicleNames,
  };
  const written = await match.route.handle.write(pageHeads, context, address, queries);
  if ('movedTo' in written) {
    const location = inLanguage(request.language, written.movedTo);
    return { status: written.status, head: '', location };
  }
  const { head, body } = written;
  return {
    status: head.status,
    head: headTags(head, context),
    body: body ? await renderBody(request, queries, handler, routed) : undefined,
  };
}
