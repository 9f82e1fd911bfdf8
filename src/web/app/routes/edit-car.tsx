import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AccountScreen } from '../account-screen';
import { ScreenLoading } from './add-car';

const EditCarScreen = lazy(() =>
  import('./car-form-screen').then((module) => ({
    default: module.EditCarScreen,
  })),
);

/** /edit-car/{carId}: the same form as /add-car, for a car the user may manage. */
export function EditCarRoute() {
  const { t } = useTranslation();
  const { carId = '' } = useParams();
  return (
    <AccountScreen
      route="edit-car"
      title={t('carForm.editTitle')}
      description={t('carForm.editDescription')}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('carForm.myCars'), to: paths.myCars.getHref() },
      ]}
    >
      <div className="max-w-5xl">
        <Suspense fallback={<ScreenLoading />}>
          <EditCarScreen carId={carId} />
        </Suspense>
      </div>
    </AccountScreen>
  );
}
