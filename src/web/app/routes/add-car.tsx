import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AccountScreen } from '../account-screen';

const AddCarScreen = lazy(() =>
  import('./car-form-screen').then((module) => ({
    default: module.AddCarScreen,
  })),
);

/** /add-car: a new car for one of the user's dealerships, with its pictures. */
export function AddCarRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="add-car"
      title={t('carForm.addTitle')}
      description={t('carForm.addDescription')}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('carForm.myCars'), to: paths.myCars.getHref() },
      ]}
    >
      <div className="max-w-5xl">
        <Suspense fallback={<ScreenLoading />}>
          <AddCarScreen />
        </Suspense>
      </div>
    </AccountScreen>
  );
}

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[40dvh] place-items-center">
      <Spinner className="size-10 border-4" label={t('carForm.loading')} />
    </div>
  );
}
