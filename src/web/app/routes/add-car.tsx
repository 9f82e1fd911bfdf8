import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { LoadingRing } from '../../components/ui/loading-ring';
import { paths } from '../../config/paths';
import { RequireAccess } from '../../features/auth/components/require-access';

const AddCarScreen = lazy(() =>
  import('../../features/car-form/components/car-form-screen').then((module) => ({
    default: module.AddCarScreen,
  })),
);

/** /add-car: a new car for one of the user's dealerships, with its pictures. */
export function AddCarRoute() {
  const { t } = useTranslation();
  return (
    <RequireAccess route="add-car">
      <DocumentTitle title={t('carForm.addTitle')} />
      <PageHeader
        title={t('carForm.addTitle')}
        description={t('carForm.addDescription')}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('carForm.myCars'), to: paths.myCars.getHref() },
        ]}
        active={t('carForm.addTitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="max-w-5xl">
          <Suspense fallback={<ScreenLoading />}>
            <AddCarScreen />
          </Suspense>
        </div>
      </div>
    </RequireAccess>
  );
}

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[40dvh] place-items-center">
      <LoadingRing className="size-10 border-4" label={t('carForm.loading')} />
    </div>
  );
}
