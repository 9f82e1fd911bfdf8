// First: it sets how Zod parses before any schema is made.
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { pageLanguage, startI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { beginHydration } from './lib/use-hydrated';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { pageDataElementId } from './app/page-data';

/**
 * Starts the app (main.tsx imports this module once the page has painted). Not at the module's
 * top level: a lazy screen's chunk imports from this one, so awaiting it there, before this
 * module has finished, would wait forever.
 */
export async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const language = pageLanguage();
  await startI18n(language);
  const { router, screensLoaded } = await createAppRouter(language);
  const queryClient = createQueryClient();
  // A public page comes written by the server with the data it shows (decision 130); the
  // signed-in screens, and every page in development, are rendered here.
  const pageData = document.getElementById(pageDataElementId);
  if (pageData?.textContent) {
    hydrate(queryClient, JSON.parse(pageData.textContent) as DehydratedState);
  }

  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (pageData && screensLoaded) {
    beginHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a tap or a paint gets in on a slow phone.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
