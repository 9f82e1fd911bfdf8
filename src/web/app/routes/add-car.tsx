import { lazy, Suspense, type ReactNode } from 'react';
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
    <CarFormFrame
      route="add-car"
      title={t('carForm.addTitle')}
      description={t('carForm.addDescription')}
    >
      <AddCarScreen />
    </CarFormFrame>
  );
}

interface CarFormFrameProps {
  route: 'add-car' | 'edit-car';
  title: string;
  description: string;
  /** The lazily loaded form screen. */
  children: ReactNode;
}

/** The frame /add-car and /edit-car share: under My Cars, a spinner while the form loads. */
export function CarFormFrame({ route, title, description, children }: CarFormFrameProps) {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route={route}
      title={title}
      description={description}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('carForm.myCars'), to: paths.myCars.getHref() },
      ]}
    >
      <div className="max-w-5xl">
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </div>
    </AccountScreen>
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[40dvh] place-items-center">
      <Spinner className="size-10 border-4" label={t('carForm.loading')} />
    </div>
  );
}
