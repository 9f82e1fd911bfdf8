import { lazy } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CarFormFrame } from './add-car';

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
    <CarFormFrame
      route="edit-car"
      title={t('carForm.editTitle')}
      description={t('carForm.editDescription')}
    >
      <EditCarScreen carId={carId} />
    </CarFormFrame>
  );
}
