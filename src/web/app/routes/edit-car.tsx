import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { paths } from '../../config/paths';
import { RequireAccess } from '../../features/auth/components/require-access';
import { ScreenLoading } from './add-car';

const EditCarScreen = lazy(() =>
  import('../../features/car-form/components/car-form-screen').then((module) => ({
    default: module.EditCarScreen,
  })),
);

/** /edit-car/{carId}: the same form as /add-car, for a car the user may manage. */
export function EditCarRoute() {
  const { t } = useTranslation();
  const { carId = '' } = useParams();
  return (
    <RequireAccess route="edit-car">
      <DocumentTitle title={t('carForm.editTitle')} />
      <PageHeader
        title={t('carForm.editTitle')}
        description={t('carForm.editDescription')}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('carForm.myCars'), to: paths.myCars.getHref() },
        ]}
        active={t('carForm.editTitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="max-w-5xl">
          <Suspense fallback={<ScreenLoading />}>
            <EditCarScreen carId={carId} />
          </Suspense>
        </div>
      </div>
    </RequireAccess>
  );
}
