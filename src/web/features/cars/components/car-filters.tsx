import { useId, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import {
  activeFilterCount,
  type CarFilterField,
  type CarSearchState,
} from '../lib/car-search-params';
import { priceStepsWith } from '../lib/price-ranges';
import {
  vehicleOptions,
  modelOptions,
  referenceOptions,
  yearOptions,
} from '../lib/reference-options';

type FilterChanges = Partial<Pick<CarSearchState, CarFilterField>>;

interface CarFiltersProps {
  search: CarSearchState;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
}

/** Keeps a value from the URL selectable when it is not one of the offered options. */
const withCurrent = (options: SelectOption[], value: string | number | undefined) =>
  value === undefined || options.some((option) => option.value === String(value))
    ? options
    : [...options, { value: String(value), label: String(value) }];

const toNumber = (value: string) => (value === '' ? undefined : Number(value));
const toText = (value: string) => (value === '' ? undefined : value);

/** The filters of the car listings; on phones they fold into a panel behind a button. */
export function CarFilters({ search, onChange, onClear }: CarFiltersProps) {
  const { t, language, vehicleNames } = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(search);
  const priceOptions = (value: number | undefined) =>
    priceStepsWith(value).map((step) => ({
      value: String(step),
      label: formatPrice(step, language),
    }));
  const models = modelOptions(vehicleNames, search.make, language);

  return (
    <div>
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {open ? t('filters.hide') : t('filters.show')}
        </span>
        {count > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {formatNumber(count, language)}
          </span>
        )}
      </Button>
      <section
        id={panelId}
        aria-labelledby={`${panelId}-title`}
        className={cn(
          'mt-3 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id={`${panelId}-title`} className="text-lg font-bold text-slate-900">
            {t('filters.title')}
          </h2>
          {count > 0 && (
            <button
              type="button"
              onClick={onClear}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-4" />
              {t('filters.clear')}
            </button>
          )}
        </div>
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
          <SelectField
            label={t('filters.city')}
            placeholder={t('filters.anyCity')}
            options={withCurrent(referenceOptions(cities, language, true), search.city)}
            value={search.city ?? ''}
            onChange={(event) => onChange({ city: toText(event.target.value) })}
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
      </section>
    </div>
  );
}
