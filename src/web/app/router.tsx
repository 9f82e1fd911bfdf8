import { lazy } from 'react';
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
import { TrackingProvider } from '../features/tracking/tracking-provider';
import { loadTranslations } from '../lib/i18n';
import { CarListingRoute, LandingRoute } from './routes/car-listing';
import { SectionNotFoundRoute } from './routes/section-not-found';

/** A screen's code, or an error once it has taken longer than the spec allows (section 9). */
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

/** A public screen other than the listings: its chunk and the "pages" strings, together. */
const pageScreen = <T,>(load: () => Promise<T>) =>
  Promise.all([loadScreen(load), loadTranslations('pages')]).then(([module]) => module);

/** The signed-in part: its screens, widgets and strings come together, in one chunk. */
const accountScreens = () =>
  Promise.all([
    loadScreen(() => import('./routes/account-screens')),
    loadTranslations('account'),
  ]).then(([module]) => module);

type AccountScreens = Awaited<ReturnType<typeof accountScreens>>;

const accountRoute = (path: string, screen: keyof AccountScreens & `${string}Route`) => ({
  path,
  lazy: async () => ({ Component: (await accountScreens())[screen] }),
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
 * Every route (spec section 2) under the shared layout. The car listings, where most visits go,
 * come with the app; every other screen is loaded lazily.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout widgets={accountWidgets} tools={buyerTools} />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Errors of a screen keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/home'))).HomeRoute,
            }),
          },
          accountRoute(paths.login.path, 'LoginRoute'),
          // Sign-in-required screens (spec section 2); each guards itself (RequireAccess).
          accountRoute(paths.myAccount.path, 'MyAccountRoute'),
          accountRoute(paths.myTeam.path, 'MyTeamRoute'),
          accountRoute(paths.myAccess.path, 'MyAccessRoute'),
          accountRoute(paths.addCar.path, 'AddCarRoute'),
          accountRoute(paths.editCar.path, 'EditCarRoute'),
          accountRoute(paths.myCars.path, 'MyCarsRoute'),
          accountRoute(paths.savedSearches.path, 'SavedSearchesRoute'),
          accountRoute(paths.myLeads.path, 'MyLeadsRoute'),
          accountRoute(paths.operatorReports.path, 'OperatorReportsRoute'),
          {
            path: paths.carGrid.path,
            element: <CarListingRoute view="grid" />,
          },
          {
            path: paths.carList.path,
            element: <CarListingRoute view="list" />,
          },
          ...Object.values(landingRoutes).map((path) => ({ path, element: <LandingRoute /> })),
          {
            path: paths.carDetails.path,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/car-details'))).CarDetailsRoute,
            }),
          },
          {
            path: paths.dealers.path,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/dealers'))).DealersRoute,
            }),
          },
          {
            path: paths.favourites.path,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/favourites'))).FavouritesRoute,
            }),
          },
          {
            path: paths.compare.path,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/compare'))).CompareRoute,
            }),
          },
          {
            path: paths.dealer.path,
            lazy: async () => ({
              Component: (await pageScreen(() => import('./routes/dealer'))).DealerRoute,
            }),
          },
          // The second catch-all: deeper unknown paths under a known section.
          ...(['/car-details/*', '/car-grid/*', '/car-list/*'] as const).map((path) => ({
            path,
            element: <SectionNotFoundRoute section="cars" />,
          })),
          ...(['/dealer/*', '/dealers/*'] as const).map((path) => ({
            path,
            element: <SectionNotFoundRoute section="dealers" />,
          })),
          {
            path: '*',
            lazy: async () => ({
              Component: (await loadScreen(() => import('./routes/not-found'))).NotFoundRoute,
            }),
          },
        ],
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
