import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { EyeOff, Save } from 'lucide-react';
import { extraGroups, extras } from '#shared/reference/extras';
import { makes } from '#shared/reference/makes';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { Named } from '#shared/reference/types';
import { formatPrice } from '#shared/rules/format';
import { priceDoubt, type PriceDoubt } from '#shared/rules/price-sense';
import {
  carFormSchema,
  maxDescriptionLength,
  type CarFormInput,
  type CarFormValues,
} from '#shared/schemas/car-write';
import type { PriceGuide } from '#shared/schemas/car';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { Field, FieldError, fieldClasses } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorText } from '../lib/field-errors';
import { priceGuideQuery } from '../api/price-guide';
import { amountInWords } from '../lib/amount-in-words';
import { capacityValue, moneyValue, storedValues, wholeNumberValue } from '../lib/form-values';
import { CityField } from './city-field';
import { LeaveGuard } from './leave-guard';
import { MarketBand } from './market-band';
import { PriceCheckDialog } from './price-check-dialog';

type FieldName = keyof CarFormInput;
type DealerStatus = CarFormValues['status'];

/** The order of the fields on the screen: the first invalid one gets the focus. */
const fieldOrder: FieldName[] = [
  'make',
  'model',
  'firstRegistration',
  'condition',
  'bodyStyle',
  'transmission',
  'fuelType',
  'capacity',
  'mileage',
  'totalOwners',
  'price',
  'city',
  'description',
  'extras',
  'status',
];

/** Optional numbers (mileage, capacity) are null when left empty. */
const orNull = (read: (text: unknown) => number | string | undefined) => (text: unknown) =>
  read(text) ?? null;

/** A price the dealer is asked to confirm before the car is saved at it. */
interface PriceCheck {
  values: CarFormValues;
  doubt: PriceDoubt;
  guide: PriceGuide | undefined;
}

export interface CarFormProps {
  mode: 'add' | 'edit';
  defaultValues: Partial<CarFormInput>;
  /** The dealership the car is listed for: a select or its name. */
  dealership: ReactNode;
  /**
   * The city of the dealership's profile: the car's city until the dealer chooses another
   * (it follows a change of dealership until then).
   */
  dealershipCity?: string | undefined;
  /** The pictures section. */
  pictures: ReactNode;
  /** Pictures that leaving would lose (waiting files, uploads in flight). */
  picturesUnsaved: boolean;
  /** What the form is doing while `onSubmit` runs, when more than saving ("Uploading…"). */
  busyNote?: string | undefined;
  /**
   * An operator hid the car pending review (decision 138): its status is theirs to change, so
   * the form says so instead of offering one.
   */
  hidden?: boolean;
  onSubmit: (values: CarFormValues) => Promise<void>;
}

/** The car form of /add-car and /edit-car/{carId} (decision 112), checked by the shared schema. */
export function CarForm({
  mode,
  defaultValues,
  dealership,
  dealershipCity,
  pictures,
  picturesUnsaved,
  busyNote,
  hidden = false,
  onSubmit,
}: CarFormProps) {
  const { t, language } = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const saving = useRef(false);
  const queryClient = useQueryClient();
  const [priceCheck, setPriceCheck] = useState<PriceCheck | null>(null);
  const [savingChecked, setSavingChecked] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    getFieldState,
    resetField,
    formState: { errors, isDirty, isSubmitting, submitCount },
  } = useForm<CarFormInput, unknown, CarFormValues>({
    resolver: zodResolver(carFormSchema),
    defaultValues,
    shouldFocusError: false,
  });

  // As a default, not an edit: the form is not dirty for it, and leaving does not ask.
  useEffect(() => {
    if (dealershipCity && !getFieldState('city').isDirty) {
      resetField('city', { defaultValue: dealershipCity });
    }
  }, [dealershipCity, getFieldState, resetField]);

  const make = useWatch({ control, name: 'make' });
  const fuelType = useWatch({ control, name: 'fuelType' });
  const price = useWatch({ control, name: 'price' });
  const model = useWatch({ control, name: 'model' });
  const year = useWatch({ control, name: 'firstRegistration' });
  const mileage = useWatch({ control, name: 'mileage' });

  const options = (list: readonly Named[]): SelectOption[] =>
    list.map((entry) => ({ value: entry.key, label: entry[language] }));
  const makeOptions = useMemo(
    () =>
      makes
        .map((entry) => ({ value: entry.key, label: entry[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const modelNames = makes.find((entry) => entry.key === make)?.models.map((m) => m[language]);
  // The statuses a dealer sets (`dealerCarStatuses`): an operator hides and restores a car.
  const statuses: DealerStatus[] =
    mode === 'add' ? ['active', 'draft'] : ['active', 'draft', 'sold'];
  const statusLabels: Record<DealerStatus, string> = {
    active: t('carForm.statusActive'),
    draft: t('carForm.statusDraft'),
    sold: t('carForm.statusSold'),
  };

  const errorOf = (field: FieldName) =>
    fieldErrorText(t, language, field, errors[field], getValues(field));

  const capacityLabel =
    fuelType === undefined
      ? t('carForm.capacity')
      : fuelType === 'petrol'
        ? t('carForm.capacityCc')
        : t('carForm.capacityKwh');

  const focusFirstError = (found: FieldErrors<CarFormInput>) => {
    const first = fieldOrder.find((field) => found[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (values: CarFormValues) => {
    saving.current = true;
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error);
      saving.current = false;
    }
  };

  /** The guide for the car as it will be stored; none when it cannot be had (still checked). */
  const guideFor = async (values: CarFormValues) => {
    const input = {
      make: values.make,
      model: storedValues(values).model,
      year: values.firstRegistration,
    };
    try {
      return await queryClient.fetchQuery(priceGuideQuery(input));
    } catch {
      return undefined;
    }
  };

  // A new price is checked against the guide; an edit that keeps the stored price is not asked
  // about again (docs/decisions/119).
  const save = async (values: CarFormValues) => {
    if (mode === 'add' || values.price !== defaultValues.price) {
      setFailure(null);
      const guide = await guideFor(values);
      const doubt = priceDoubt(values.price, guide);
      if (doubt) {
        setPriceCheck({ values, doubt, guide });
        return;
      }
    }
    await submit(values);
  };

  const confirmPrice = async (values: CarFormValues) => {
    setPriceCheck(null);
    setSavingChecked(true);
    await submit(values);
    setSavingChecked(false);
  };

  const backToPrice = () => {
    setPriceCheck(null);
    formRef.current?.querySelector<HTMLElement>('[name="price"]')?.focus();
  };

  const choice = (field: FieldName & keyof CarFormValues, label: string, list: SelectOption[]) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange, onBlur, name } }) => (
        <SelectField
          name={name}
          label={label}
          placeholder={t('carForm.choose')}
          options={list}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onBlur}
          error={errorOf(field)}
        />
      )}
    />
  );

  const datalistId = useId();
  const descriptionId = useId();
  const descriptionError = errorOf('description');
  const invalid = submitCount > 0 && Object.keys(errors).length > 0;
  const busy = isSubmitting || savingChecked;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(save, focusFirstError)(event)}
      className="space-y-6"
    >
      <LeaveGuard when={() => !saving.current && (isDirty || picturesUnsaved)} />
      {invalid && <Alert tone="error">{t('carForm.invalid')}</Alert>}

      {/* Pictures first: on a phone the dealer starts from the photos just taken. */}
      <Card>{pictures}</Card>

      <Card title={t('carForm.dealership')}>{dealership}</Card>

      <Card title={t('carForm.carSection')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {choice('make', t('carForm.make'), makeOptions)}
          <TextField
            label={t('carForm.model')}
            list={datalistId}
            autoComplete="off"
            maxLength={120}
            error={errorOf('model')}
            {...register('model')}
          />
          <datalist id={datalistId}>
            {modelNames?.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField
            label={t('carForm.year')}
            inputMode="numeric"
            dir="ltr"
            error={errorOf('firstRegistration')}
            {...register('firstRegistration', { setValueAs: wholeNumberValue })}
          />
          {choice('condition', t('carForm.condition'), options(conditions))}
          {choice('bodyStyle', t('carForm.bodyStyle'), options(bodyStyles))}
          {choice('transmission', t('carForm.transmission'), options(transmissions))}
          {choice('fuelType', t('carForm.fuelType'), options(fuelTypes))}
          <TextField
            label={capacityLabel}
            inputMode="decimal"
            dir="ltr"
            hint={t('carForm.capacityHint')}
            error={errorOf('capacity')}
            {...register('capacity', { setValueAs: orNull(capacityValue) })}
          />
          <TextField
            label={t('carForm.mileage')}
            inputMode="decimal"
            dir="ltr"
            error={errorOf('mileage')}
            {...register('mileage', { setValueAs: orNull(wholeNumberValue) })}
          />
          <TextField
            label={t('carForm.totalOwners')}
            inputMode="numeric"
            dir="ltr"
            error={errorOf('totalOwners')}
            {...register('totalOwners', { setValueAs: wholeNumberValue })}
          />
        </div>
      </Card>

      <Card title={t('carForm.priceSection')}>
        <MarketBand make={make} model={model} year={year} mileage={mileage} price={price} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t('carForm.price')}
            inputMode="decimal"
            dir="ltr"
            hint={
              Number.isSafeInteger(price) && price > 0
                ? t('carForm.priceInWords', {
                    amount: formatPrice(price, language),
                    words: amountInWords(price, language),
                  })
                : t('carForm.priceHint')
            }
            error={errorOf('price')}
            {...register('price', { setValueAs: moneyValue })}
          />
          <Controller
            control={control}
            name="city"
            render={({ field: { value, onChange, onBlur, name } }) => (
              <CityField
                name={name}
                label={t('carForm.city')}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                error={errorOf('city')}
              />
            )}
          />
          <Field
            id={descriptionId}
            label={t('carForm.description')}
            error={descriptionError}
            className="sm:col-span-2 lg:col-span-3"
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                dir="auto"
                rows={5}
                maxLength={maxDescriptionLength}
                className={cn(fieldClasses(Boolean(descriptionError)), 'h-auto py-2')}
                {...register('description')}
              />
            )}
          </Field>
        </div>
      </Card>

      <Card title={t('carForm.extras')} intro={t('carForm.extrasIntro')}>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {extraGroups.map((group) => (
            <fieldset key={group.key} className="min-w-0">
              <legend className="mb-2 text-sm font-bold text-brand-800">{group[language]}</legend>
              <div>
                {extras
                  .filter((extra) => extra.group === group.key)
                  .map((extra) => (
                    <CheckboxField
                      key={extra.key}
                      value={extra.key}
                      label={extra[language]}
                      {...register('extras')}
                    />
                  ))}
              </div>
            </fieldset>
          ))}
        </div>
        {errors.extras && <FieldError className="mt-3">{errorOf('extras')}</FieldError>}
      </Card>

      <div className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:flex-row sm:items-end sm:p-6">
        {hidden ? (
          <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200 sm:max-w-sm">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            {t('carForm.hiddenStatus')}
          </p>
        ) : (
          <div className="sm:w-64">
            {choice(
              'status',
              t('carForm.status'),
              statuses.map((status) => ({ value: status, label: statusLabels[status] })),
            )}
          </div>
        )}
        <div className="flex flex-1 flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Link to={paths.myCars.getHref()} className={buttonClasses('ghost', 'lg')}>
            {t('carForm.cancel')}
          </Link>
          <Button type="submit" size="lg" disabled={busy}>
            <Save aria-hidden="true" className="size-4" />
            {busy ? (busyNote ?? t('carForm.saving')) : t('carForm.save')}
          </Button>
        </div>
      </div>
      {priceCheck && (
        <PriceCheckDialog
          price={priceCheck.values.price}
          doubt={priceCheck.doubt}
          guide={priceCheck.guide}
          onConfirm={() => void confirmPrice(priceCheck.values)}
          onBack={backToPrice}
        />
      )}
      {failure !== null && (
        <Alert tone="error">
          {serverMessage(
            t,
            language,
            failure,
            mode === 'add' ? t('carForm.createFailed') : t('carForm.saveFailed'),
          )}
        </Alert>
      )}
    </form>
  );
}

function Card({ title, intro, children }: { title?: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6">
      {title && <h2 className="text-lg font-extrabold text-slate-900">{title}</h2>}
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className={cn(title && 'mt-4')}>{children}</div>
    </section>
  );
}
