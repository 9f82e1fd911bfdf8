// The least page of the whole stack every public page loads: React, React Router, react-i18next
// and TanStack Query, each used once, hydrated (two of the app's strings, as its keys are typed).
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

function Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cars = useQuery({
    queryKey: ['cars', params.toString()],
    queryFn: async () => (await fetch(`/api/v1/car/search?${params}`)).json() as Promise<unknown>,
  });
  return <Link to="/cars">{cars.isSuccess ? t('sort.newest') : t('sort.label')}</Link>;
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { sort: { label: 'Sort', newest: 'Newest' } } } },
});
const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
hydrateRoot(
  document.getElementById('root')!,
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
