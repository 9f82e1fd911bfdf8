import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { FullPageLoader } from '../components/layout/full-page-loader';
import { AuthProvider } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { RemoteConfigStart } from '../lib/remote-config';
import { SiteOriginContext } from '../lib/site-origin';

/**
 * Everything the app runs inside: translations, server-data cache, remote configuration, session,
 * root error boundary.
 */
export function AppProvider({
  children,
  queryClient: givenClient,
  i18n: instance = i18n,
  origin,
}: {
  children: ReactNode;
  /** The server's, per request, or the browser's with the page's data in it. */
  queryClient?: QueryClient;
  /** The server's, fixed to the page's language. */
  i18n?: typeof i18n;
  /** The server's public URL; the browser knows its own. */
  origin?: string;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={instance}>
      <SiteOriginContext value={origin}>
        <AppErrorBoundary fallback={() => <MainErrorFallback />}>
          <QueryClientProvider client={queryClient}>
            <RemoteConfigStart />
            <AuthProvider>
              <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
            </AuthProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </SiteOriginContext>
    </I18nextProvider>
  );
}
