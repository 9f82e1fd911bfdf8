// The car form's screens, loaded on demand by /add-car and /edit-car/{carId}: react-hook-form,
// zod and dnd-kit stay out of the account chunk every signed-in page loads (decision 112).
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, CarFront, CheckCircle2, Plus } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import type { Car } from '#shared/schemas/car';
import type { CarEditResponse, CarFormValues } from '#shared/schemas/car-write';
import { textInLanguage } from '#shared/rules/dealer-names';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { ApiError, isNotFound } from '../../lib/api-error';
import { accountQueryKey, useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { PicturesSection } from '../../features/car-pictures/components/pictures-section';
import {
  useCarPictures,
  type FailedUpload,
} from '../../features/car-pictures/hooks/use-car-pictures';
import { createCar, updateCar, useCarForEdit } from '../../features/car-form/api/car';
import {
  changedFields,
  formValuesOf,
  newCarDefaults,
  storedValues,
} from '../../features/car-form/lib/form-values';
import { rememberChoices, rememberedChoices } from '../../features/car-form/lib/remembered-choices';
import { CarForm } from '../../features/car-form/components/car-form';
import { dealerQueryOptions } from '../../features/dealers/api/dealer';
import { IconCircle } from '../../components/ui/icon-circle';
import { IconTile } from '../../components/ui/icon-tile';

/** What /add-car hands to /edit-car when some pictures did not upload (history state). */
interface EditCarState {
  failedUploads?: FailedUpload[];
}

/** What /add-car shows once a new car and all its pictures are saved (history state). */
interface AddCarState {
  savedCar?: Car;
}

function DealershipName({ name }: { name: string }) {
  return (
    <p className="flex items-center gap-3 font-bold text-slate-900">
      <IconTile icon={Building2} />
      <bdi>{name}</bdi>
    </p>
  );
}

/**
 * /add-car: the form, or, right after a car was saved, the confirmation. "Add another car" opens
 * /add-car again, a new history entry, so the form starts empty (keyed by the location).
 */
export function AddCarScreen() {
  const location = useLocation();
  const savedCar = (location.state as AddCarState | null)?.savedCar;
  return savedCar ? <CarSaved car={savedCar} /> : <AddCarForm key={location.key} />;
}

/**
 * The car is created first, then its waiting pictures are uploaded in order, then the chosen
 * showcase is set. All went well: the confirmation. Some pictures failed: the form becomes the
 * new car's edit form, which names them.
 */
function AddCarForm() {
  const { t, language } = useLanguage();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pictures = useCarPictures(null);
  const dealerships = (user?.dealer_access ?? []).filter((access) => access.status === 'approved');
  const [dealerId, setDealerId] = useState(dealerships[0]?.dealerId ?? '');
  const [uploading, setUploading] = useState(false);
  const userId = user?.uid ?? '';
  // The choices of the dealer's last car, read once: the form starts from them.
  const [defaultValues] = useState(() => ({ ...newCarDefaults, ...rememberedChoices(userId) }));
  const profile = useQuery({ ...dealerQueryOptions(dealerId), enabled: dealerId !== '' });
  const profileCity = profile.data?.city;
  const dealershipCity = cities.some((city) => city.key === profileCity) ? profileCity : undefined;

  if (dealerships.length === 0) {
    return <EmptyState icon={Building2} title={t('carForm.noDealership')} />;
  }

  const submit = async (values: CarFormValues) => {
    const car = await createCar({ ...storedValues(values), dealerId });
    rememberChoices(userId, values);
    void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    setUploading(pictures.pendingCount > 0 || pictures.preparing);
    const failedUploads = await pictures.uploadPending(car.id);
    if (failedUploads.length > 0) {
      const state: EditCarState = { failedUploads };
      await navigate(paths.editCar.getHref(car.id), { replace: true, state });
    } else {
      const state: AddCarState = { savedCar: car };
      await navigate(paths.addCar.getHref(), { replace: true, state });
    }
  };

  return (
    <CarForm
      mode="add"
      defaultValues={defaultValues}
      dealershipCity={dealershipCity}
      dealership={
        dealerships.length > 1 ? (
          <SelectField
            label={t('carForm.dealership')}
            hideLabel
            value={dealerId}
            onChange={(event) => setDealerId(event.target.value)}
            options={dealerships.map((access) => ({
              value: access.dealerId,
              label: textInLanguage(access.dealerNames, language),
            }))}
          />
        ) : (
          <DealershipName
            name={dealerships[0] ? textInLanguage(dealerships[0].dealerNames, language) : ''}
          />
        )
      }
      pictures={<PicturesSection pictures={pictures} disabled={uploading} />}
      picturesUnsaved={pictures.pendingCount > 0 || pictures.uploading || pictures.preparing}
      busyNote={uploading ? t('carForm.uploading') : undefined}
      onSubmit={submit}
    />
  );
}

/** "Car saved", with the way to the car (or its draft), to another new car and to My Cars. */
function CarSaved({ car }: { car: Car }) {
  const { t, language, vehicleNames } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the dealer was on is gone: the focus goes to the news, read out by screen readers.
  useEffect(() => heading.current?.focus(), []);
  const details = {
    title: carTitle(car, language, vehicleNames),
    price: formatPrice(car.price, language),
  };
  const draft = car.status === 'draft';
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-4 py-10 text-center shadow-card ring-1 ring-slate-200/70 sm:px-8">
      <IconCircle icon={CheckCircle2} tone="brand" size="lg" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold text-slate-900 outline-none"
      >
        {t('carForm.saved.title')}
      </h2>
      <p className="max-w-prose text-slate-600">
        {draft ? t('carForm.saved.draft', details) : t('carForm.saved.listed', details)}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <Link
          to={draft ? paths.editCar.getHref(car.id) : paths.carDetails.getHref(car.id)}
          className={buttonClasses('outline', 'lg')}
        >
          {draft ? t('carForm.saved.editDraft') : t('carForm.saved.view')}
        </Link>
        <Link to={paths.addCar.getHref()} className={buttonClasses('primary', 'lg')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('carForm.saved.addAnother')}
        </Link>
        <Link to={paths.myCars.getHref()} className={buttonClasses('ghost', 'lg')}>
          {t('carForm.saved.toMyCars')}
        </Link>
      </div>
    </section>
  );
}

/** /edit-car/{carId}: the car as stored; 403 and 404 say so instead of showing a form. */
export function EditCarScreen({ carId }: { carId: string }) {
  const { t } = useLanguage();
  const { user } = useAuth();
  const query = useCarForEdit(user?.uid ?? '', carId);
  if (query.isPending) {
    return (
      <div className="grid min-h-[40dvh] place-items-center">
        <Spinner className="size-10 border-4" label={t('carForm.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    if (!forbidden && !isNotFound(query.error)) {
      return <ErrorFallback onRetry={() => void query.refetch()} />;
    }
    return (
      <EmptyState
        icon={CarFront}
        title={forbidden ? t('carForm.forbidden') : t('carForm.notFound')}
        description={forbidden ? t('carForm.forbiddenHint') : t('carForm.notFoundHint')}
        action={
          <Link to={paths.myCars.getHref()} className={buttonClasses('outline')}>
            {t('carForm.backToMyCars')}
          </Link>
        }
      />
    );
  }
  return <EditCarForm key={carId} carId={carId} loaded={query.data} />;
}

function EditCarForm({ carId, loaded }: { carId: string; loaded: CarEditResponse }) {
  const { t, language } = useLanguage();
  const { user } = useAuth();
  // The user's own dealership is named in the page's language; another's (an operator's view)
  // as the API names it.
  const access = user?.dealer_access.find((each) => each.dealerId === loaded.car.sellerId);
  const dealerName = access ? textInLanguage(access.dealerNames, language) : loaded.dealerName;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const failedUploads = (location.state as EditCarState | null)?.failedUploads ?? [];
  const pictures = useCarPictures(carId, loaded.pictures);
  const [initial] = useState(() => formValuesOf(loaded.car, language));
  const [finishingUploads, setFinishingUploads] = useState(false);

  const submit = async (values: CarFormValues) => {
    const changes = changedFields(storedValues(initial), storedValues(values));
    if (Object.keys(changes).length > 0) await updateCar(carId, changes);
    void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    // Leaving would cancel the uploads still running: they finish first.
    setFinishingUploads(pictures.uploading || pictures.preparing);
    await pictures.settled();
    await navigate(paths.myCars.getHref());
  };

  return (
    <div className="space-y-6">
      {failedUploads.length > 0 && (
        <Alert tone="error">
          <p className="font-semibold">{t('carForm.someUploadsFailed')}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {failedUploads.map((file, index) => (
              <li key={index} className="break-words">
                {language === 'en' && file.message ? file.message : <bdi>{file.name}</bdi>}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <CarForm
        mode="edit"
        defaultValues={initial}
        hidden={loaded.car.status === 'hidden'}
        dealership={<DealershipName name={dealerName} />}
        pictures={<PicturesSection pictures={pictures} />}
        picturesUnsaved={pictures.uploading || pictures.preparing}
        busyNote={finishingUploads ? t('carForm.uploading') : undefined}
        onSubmit={submit}
      />
    </div>
  );
}
