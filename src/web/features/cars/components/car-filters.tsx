import { useId } from 'react';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { formatPrice } from '#shared/rules/format';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import type { CarFilterField, CarSearchState } from '../lib/car-search-params';
import { priceStepsWith } from '../lib/price-ranges';
import {
  vehicleOptions,
  modelOptions,
  referenceOptions,
  yearOptions,
} from '../lib/reference-options';
import { PlacesPicker } from './places-picker';

export type FilterChanges = Partial<Pick<CarSearchState, CarFilterField>>;

interface CarFiltersProps {
  search: CarSearchState;
  onChange: (changes: FilterChanges) => void;
}

/** Keeps a value from the URL selectable when it is not one of the offered options. */
const withCurrent = (options: SelectOption[], value: string | number | undefined) =>
  value === undefined || options.some((option) => option.value === String(value))
    ? options
    : [...options, { value: String(value), label: String(value) }];

const toNumber = (value: string) => (value === '' ? undefined : Number(value));
const toText = (value: string) => (value === '' ? undefined : value);

interface CarFilterFieldsProps {
  search: Pick<CarSearchState, CarFilterField>;
  onChange: (changes: FilterChanges) => void;
}

/** The fields of the filters, shared by the desktop panel and the phone's sheet. */
export function CarFilterFields({ search, onChange }: CarFilterFieldsProps) {
  const { t, language, vehicleNames } = useLanguage();
  const priceOptions = (value: number | undefined) =>
    priceStepsWith(value).map((step) => ({
      value: String(step),
      label: formatPrice(step, language),
    }));
  const models = modelOptions(vehicleNames, search.make, language);

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <SelectField
        label={t('filters.make')}
        placeholder={t('filters.anyMake')}
        options={withCurrent(vehicleOptions(vehicleNames, language), search.make)}
        value={search.make ?? ''}
        onChange={(event) => onChange({ make: toText(event.target.value) })}
      />
      <SelectField
        label={t('filters.model')}
        placeholder={search.make ? t('filters.anyModel') : t('filters.chooseMakeFirst')}
        options={withCurrent(models, search.model)}
        value={search.model ?? ''}
        disabled={!search.make && search.model === undefined}
        onChange={(event) => onChange({ model: toText(event.target.value) })}
      />
      <SelectField
        label={t('filters.year')}
        placeholder={t('filters.allYears')}
        options={withCurrent(yearOptions(), search.year)}
        value={search.year === undefined ? '' : String(search.year)}
        onChange={(event) => onChange({ year: toNumber(event.target.value) })}
      />
      <SelectField
        label={t('filters.priceMin')}
        placeholder={t('filters.noMin')}
        options={priceOptions(search.priceMin)}
        value={search.priceMin === undefined ? '' : String(search.priceMin)}
        onChange={(event) => onChange({ priceMin: toNumber(event.target.value) })}
      />
      <SelectField
        label={t('filters.priceMax')}
        placeholder={t('filters.noMax')}
        options={priceOptions(search.priceMax)}
        value={search.priceMax === undefined ? '' : String(search.priceMax)}
        onChange={(event) => onChange({ priceMax: toNumber(event.target.value) })}
      />
      <SelectField
        label={t('filters.bodyStyle')}
        placeholder={t('filters.any')}
        options={withCurrent(referenceOptions(bodyStyles, language), search.bodyStyle)}
        value={search.bodyStyle ?? ''}
        onChange={(event) => onChange({ bodyStyle: toText(event.target.value) })}
      />
      <SelectField
        label={t('filters.transmission')}
        placeholder={t('filters.any')}
        options={withCurrent(referenceOptions(transmissions, language), search.transmission)}
        value={search.transmission ?? ''}
        onChange={(event) => onChange({ transmission: toText(event.target.value) })}
      />
      <SelectField
        label={t('filters.fuelType')}
        placeholder={t('filters.any')}
        options={withCurrent(referenceOptions(fuelTypes, language), search.fuelType)}
        value={search.fuelType ?? ''}
        onChange={(event) => onChange({ fuelType: toText(event.target.value) })}
      />
      <PlacesPicker
        className="sm:col-span-2 lg:col-span-1"
        value={search.city}
        onChange={(city) => onChange({ city })}
      />
      <SelectField
        label={t('filters.condition')}
        placeholder={t('filters.any')}
        options={referenceOptions(conditions, language)}
        value={search.condition ?? ''}
        onChange={(event) => {
          const condition = conditions.find((entry) => entry.key === event.target.value);
          onChange({ condition: condition?.key });
        }}
      />
    </div>
  );
}

/**
 * The filters beside the results on wide screens; every change searches at once. "Clear all"
 * is with the chips above the results.
 */
export function CarFilters({ search, onChange }: CarFiltersProps) {
  const { t } = useLanguage();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id={titleId} className="mb-4 text-lg font-bold text-slate-900">
        {t('filters.title')}
      </h2>
      <CarFilterFields search={search} onChange={onChange} />
    </section>
  );
}
