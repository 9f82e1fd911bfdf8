import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { endHydration, useHydrated } from '../../lib/use-hydrated';
import type { AccountWidgets } from './account-widgets';
import type { BuyerTools } from './buyer-tools';
import { CarToolsContext } from '../cars/car-tools';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

const noticeOf = (state: unknown): unknown =>
  state && typeof state === 'object' && 'notice' in state ? state.notice : undefined;

/** The shared layout of every route: header, the screen, footer. */
export function MainLayout({ widgets, tools }: { widgets?: AccountWidgets; tools?: BuyerTools }) {
  const { t } = useTranslation();
  // A notice rides in the history entry, which the server never sees: shown once hydrated.
  const state: unknown = useLocation().state;
  const notice = useHydrated() ? noticeOf(state) : undefined;
  // The page's content has hydrated, and answers clicks from here on: what waited for it may
  // render, and `html[data-hydrated]` says so to the browser tests.
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:absolute focus:inline-flex focus:min-h-11 focus:items-center focus:start-4 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <Header widgets={widgets} favouritesLink={tools?.FavouritesLink} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {user && widgets && (
          <Suspense fallback={null}>
            <widgets.InvitationBanner user={user} />
          </Suspense>
        )}
        {notice !== undefined && widgets && (
          <Suspense fallback={null}>
            <widgets.NoticeBanner notice={notice} />
          </Suspense>
        )}
        <CarToolsContext value={tools?.car ?? null}>
          <Outlet />
        </CarToolsContext>
      </main>
      <Footer />
      {tools && <tools.PageTools />}
      <ScrollRestoration />
    </div>
  );
}
