import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
// The DOM build's provider: it can flush a navigation synchronously (`flushSync`).
import { RouterProvider } from 'react-router/dom';
import { chunkLoadTimeoutMs } from '#shared/reference/limits';
import type { Language } from '#shared/reference/types';
import { landingRoutes } from '#shared/rules/landing-pages';
import { inLanguage } from '#shared/rules/site-paths';
import { RouteError } from '../components/errors/route-error';
import { FullPageLoader } from '../components/layout/full-page-loader';
import type { AccountWidgets } from '../components/layout/account-widgets';
import { buyerTools } from './buyer-tools';
import { MainLayout } from '../components/layout/main-layout';
import { paths } from '../config/paths';
import { TrackingProvider } from '../features/tracking/components/tracking-provider';
import { loadTranslations, type TranslationBundle } from '../lib/i18n';
import type { Page } from './page';
import { DeclaredPage } from './declared-page';
import { CarListingRoute, LandingRoute, landingPage, listingsPages } from './routes/car-listing';
import type { Section } from './routes/section-not-found';

/** A screen's code, or an error once it has taken longer than `chunkLoadTimeoutMs`. */
function loadScreen<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Loading the page took too long')),
      chunkLoadTimeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A screen's chunk and the strings it needs, together. */
const withStrings = <T,>(bundle: TranslationBundle, load: () => Promise<T>) =>
  Promise.all([loadScreen(load), loadTranslations(bundle)]).then(([module]) => module);

/** A public screen other than the listings: its chunk and the "pages" strings. */
const pageScreen = <T,>(load: () => Promise<T>) => withStrings('pages', load);

/** The signed-in part: its screens, widgets and strings come together, in one chunk. */
const accountScreens = () => withStrings('account', () => import('./routes/account-screens'));

type AccountScreens = Awaited<ReturnType<typeof accountScreens>>;

declare const screenRouteBrand: unique symbol;

/**
 * A screen's route, made by `publicRoute` (with its page's declaration) or `accountRoute`: the
 * router's list takes no other, so a public page cannot go without its head and status.
 */
type ScreenRoute = RouteObject & { readonly [screenRouteBrand]: true };

/** Only the two makers below call this. */
const screenRoute = (route: RouteObject) => route as ScreenRoute;

/** A public page's screen, with its page's declaration from the same module. */
type PublicScreen = { page: Page } & ({ element: ReactNode } | { Component: ComponentType });

/**
 * A public page's route: its screen, and its page's declaration as the route's `handle`, from
 * which the server writes the page and the browser its title (page.ts). A lazy screen brings its
 * declaration along.
 */
function publicRoute(
  route: { path: string } | { index: true },
  screen: PublicScreen | (() => Promise<PublicScreen>),
): ScreenRoute {
  if (typeof screen !== 'function') {
    const { page, ...shown } = screen;
    return screenRoute({ ...route, ...shown, handle: page });
  }
  return screenRoute({
    ...route,
    lazy: async () => {
      const { page, ...shown } = await screen();
      return { ...shown, handle: page };
    },
  });
}

/** A signed-in screen: the server writes only the private head (rendered in the browser). */
const accountRoute = (path: string, screen: keyof AccountScreens & `${string}Route`) =>
  screenRoute({ path, lazy: async () => ({ Component: (await accountScreens())[screen] }) });

/** A deeper unknown path under a known section: rarely visited, so its screen comes lazily. */
const sectionNotFoundRoute = (path: string, section: Section) =>
  publicRoute({ path }, async () => {
    const { sectionNotFoundPage, SectionNotFoundRoute } = await loadScreen(
      () => import('./routes/section-not-found'),
    );
    return { page: sectionNotFoundPage, element: <SectionNotFoundRoute section={section} /> };
  });

const accountWidgets: AccountWidgets = {
  UserMenu: lazy(() => accountScreens().then((module) => ({ default: module.UserMenu }))),
  PhoneUserMenu: lazy(() => accountScreens().then((module) => ({ default: module.PhoneUserMenu }))),
  MenuButtonNews: lazy(() =>
    accountScreens().then((module) => ({ default: module.MenuButtonNews })),
  ),
  NoticeBanner: lazy(() => accountScreens().then((module) => ({ default: module.NoticeBanner }))),
  InvitationBanner: lazy(() =>
    accountScreens().then((module) => ({ default: module.InvitationBanner })),
  ),
};

/**
 * Every screen's route. The car listings, where most visits go, come with the app; every other
 * screen is loaded lazily.
 */
const screenRoutes: ScreenRoute[] = [
  publicRoute({ index: true }, async () => {
    const { homePage, HomeRoute } = await pageScreen(() => import('./routes/home'));
    return { page: homePage, Component: HomeRoute };
  }),
  // Sign-in is visited signed out: its own chunk, without the account screens' forms.
  screenRoute({
    path: paths.login.path,
    lazy: async () => ({
      Component: (await withStrings('account', () => import('./routes/login'))).LoginRoute,
    }),
  }),
  // Screens that need a signed-in user; each guards itself (RequireAccess).
  accountRoute(paths.myAccount.path, 'MyAccountRoute'),
  accountRoute(paths.myTeam.path, 'MyTeamRoute'),
  accountRoute(paths.myAccess.path, 'MyAccessRoute'),
  accountRoute(paths.addCar.path, 'AddCarRoute'),
  accountRoute(paths.editCar.path, 'EditCarRoute'),
  accountRoute(paths.myCars.path, 'MyCarsRoute'),
  accountRoute(paths.stockImport.path, 'StockImportRoute'),
  accountRoute(paths.savedSearches.path, 'SavedSearchesRoute'),
  accountRoute(paths.myLeads.path, 'MyLeadsRoute'),
  accountRoute(paths.operatorReports.path, 'OperatorReportsRoute'),
  publicRoute(
    { path: paths.carGrid.path },
    { page: listingsPages.grid, element: <CarListingRoute view="grid" /> },
  ),
  publicRoute(
    { path: paths.carList.path },
    { page: listingsPages.list, element: <CarListingRoute view="list" /> },
  ),
  ...Object.values(landingRoutes).map((path) =>
    publicRoute({ path }, { page: landingPage, element: <LandingRoute /> }),
  ),
  publicRoute({ path: paths.carDetails.path }, async () => {
    const { carDetailsPage, CarDetailsRoute } = await pageScreen(
      () => import('./routes/car-details'),
    );
    return { page: carDetailsPage, Component: CarDetailsRoute };
  }),
  publicRoute({ path: paths.dealers.path }, async () => {
    const { dealersPage, DealersRoute } = await pageScreen(() => import('./routes/dealers'));
    return { page: dealersPage, Component: DealersRoute };
  }),
  publicRoute({ path: paths.favourites.path }, async () => {
    const { favouritesPage, FavouritesRoute } = await pageScreen(
      () => import('./routes/favourites'),
    );
    return { page: favouritesPage, Component: FavouritesRoute };
  }),
  publicRoute({ path: paths.compare.path }, async () => {
    const { comparePage, CompareRoute } = await pageScreen(() => import('./routes/compare'));
    return { page: comparePage, Component: CompareRoute };
  }),
  publicRoute({ path: paths.dealer.path }, async () => {
    const { dealerPage, DealerRoute } = await pageScreen(() => import('./routes/dealer'));
    return { page: dealerPage, Component: DealerRoute };
  }),
  // The second catch-all: deeper unknown paths under a known section.
  ...(['/car-details/*', '/car-grid/*', '/car-list/*'] as const).map((path) =>
    sectionNotFoundRoute(path, 'cars'),
  ),
  ...(['/dealer/*', '/dealers/*'] as const).map((path) => sectionNotFoundRoute(path, 'dealers')),
  publicRoute({ path: '*' }, async () => {
    const { notFoundPage, NotFoundRoute } = await loadScreen(() => import('./routes/not-found'));
    return { page: notFoundPage, Component: NotFoundRoute };
  }),
];

/** Every route under the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout widgets={accountWidgets} tools={buyerTools} />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Errors of a screen keep the header and footer around them.
        errorElement: <RouteError />,
        element: <DeclaredPage />,
        children: screenRoutes,
      },
    ],
  },
];

/** The app's routes, reporting page views (the route tests render `routes` without). */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <TrackingProvider>
        <Outlet />
      </TrackingProvider>
    ),
    children: routes,
  },
];

/**
 * The browser's router, under the language's prefix so every link of an Arabic page stays in
 * Arabic. The first page's lazy screens are loaded before it starts, so a page the server wrote
 * hydrates with the same screen; `screensLoaded` is false when one could not be, and the router
 * then shows its error screen in place of the server's page.
 */
export async function createAppRouter(language: Language) {
  const basename = inLanguage(language, '/');
  const matches = matchRoutes(appRoutes, window.location, basename) ?? [];
  let screensLoaded = true;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        screensLoaded = false; // The router tries again, and shows the error it gets.
      }
    }),
  );
  return { router: createBrowserRouter(appRoutes, { basename }), screensLoaded };
}

export function AppRouter({
  router,
}: {
  router: Awaited<ReturnType<typeof createAppRouter>>['router'];
}) {
  return <RouterProvider router={router} />;
}
