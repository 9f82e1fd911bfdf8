import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { FullPageLoader } from '../components/layout/full-page-loader';
import { AuthProvider } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { RemoteConfigStart } from '../lib/remote-config';

/**
 * Everything the app runs inside: translations, server-data cache, remote configuration, session,
 * root error boundary.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary fallback={() => <MainErrorFallback />}>
        <QueryClientProvider client={queryClient}>
          <RemoteConfigStart />
          <AuthProvider>
            <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
          </AuthProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
