import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { priceBands } from '#shared/reference/price-bands';
import type { Named } from '#shared/reference/types';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { useCarFacets } from '../api/car-facets';
import {
  modelsOfMakes,
  searchYears,
  toFacetsRequest,
  type ListField,
  type CarFilterField,
  type CarSearchState,
} from '../lib/car-search-params';
import { countText, optionCounts, type OptionCount } from '../lib/facet-counts';
import { priceRangeLabel, priceStepsWith } from '../lib/price-ranges';
import { mileageSteps, vehicleOptions, yearOptions } from '../lib/reference-options';
import { suggestionHref } from '../lib/structured-search';
import { joinValues, splitValues, toggleValue } from '../lib/value-list';
import { FilterDisclosure } from './filter-disclosure';
import { InstallmentFilters } from './installment-filters';
import { OptionChecklist, OptionChoice, type CheckOption } from './option-checklist';
import { PlacesPicker } from './places-picker';
import { SearchBox } from './search-box';

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

/**
 * The words to search for, applied on Enter or when the field is left (not on each key), with
 * suggestions as they are typed; a chosen suggestion is its own search, at its address.
 */
function SearchTextField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (q: string | undefined) => void;
}) {
  const { t, vehicleNames } = useLanguage();
  const navigate = useNavigate();
  const [text, setText] = useState(value ?? '');
  const apply = () => {
    const q = toText(text.trim());
    if (q !== value) onChange(q);
  };
  return (
    <form
      role="search"
      className="sm:col-span-2 lg:col-span-1"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onBlur={apply}
    >
      <SearchBox
        label={t('filters.text')}
        placeholder={t('filters.textPlaceholder')}
        value={text}
        onValueChange={setText}
        onChoose={(suggestion) => void navigate(suggestionHref(suggestion, vehicleNames))}
      />
    </form>
  );
}

/** A select's options with each one's count in brackets. */
const countedOptions = (
  options: SelectOption[],
  countOf: (value: string) => ReturnType<OptionCount>,
  format: (count: NonNullable<ReturnType<OptionCount>>) => string,
) =>
  options.map((option) => {
    const count = countOf(option.value);
    return count ? { ...option, label: `${option.label} (${format(count)})` } : option;
  });

interface CarFilterFieldsProps {
  search: Pick<CarSearchState, CarFilterField>;
  onChange: (changes: FilterChanges) => void;
}

/**
 * The fields of the filters, shared by the desktop panel and the phone's sheet. Beside every
 * option, how many cars it would give with the other filters kept (docs/decisions/125).
 */
export function CarFilterFields({ search, onChange }: CarFilterFieldsProps) {
  const { t, language, vehicleNames } = useLanguage();
  const { data: facets } = useCarFacets(toFacetsRequest(search));
  const counts = optionCounts(facets);
  const format = (count: NonNullable<ReturnType<OptionCount>>) => countText(count, t, language);
  const checkOptions = (
    facet: 'bodyStyle' | 'transmission' | 'fuelType',
    list: readonly Named[],
  ): CheckOption[] =>
    list.map((entry) => ({
      value: entry.key,
      label: entry[language],
      count: counts(facet, entry.key),
    }));
  const listField = (field: Exclude<ListField, 'city'>) => ({
    chosen: splitValues(search[field]),
    onToggle: (value: string, on: boolean) =>
      onChange({ [field]: joinValues(toggleValue(splitValues(search[field]), value, on)) }),
  });

  const makes = listField('make');
  const makeOptions = vehicleOptions(vehicleNames, language)
    .map((option) => ({ ...option, count: counts('make', option.value) }))
    // Once counted, makes without a car are left out (unless chosen): 70 makes are a long list.
    .filter((option) => option.count?.count !== 0 || makes.chosen.includes(option.value));
  const makeSummary =
    makes.chosen.length === 0
      ? t('filters.anyMake')
      : makes.chosen
          .map((key) => vehicleNames.find((make) => make.key === key)?.name ?? key)
          .join(language === 'ar' ? '، ' : ', ');
  const models = modelsOfMakes(vehicleNames, search.make);

  const years = searchYears(search);
  const yearSelectOptions = countedOptions(yearOptions(), (year) => counts('year', year), format);
  const chooseYears = (from: number | undefined, to: number | undefined) =>
    onChange({ yearMin: from, yearMax: to });

  const priceOptions = (value: number | undefined) =>
    priceStepsWith(value).map((step) => ({
      value: String(step),
      label: formatPrice(step, language),
    }));
  const chosenBand = priceBands.find(
    (band) => band.min === search.priceMin && band.max === search.priceMax,
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
      <SearchTextField key={search.q} value={search.q} onChange={(q) => onChange({ q })} />
      <FilterDisclosure label={t('filters.make')} summary={makeSummary}>
        {() => (
          <OptionChecklist
            label={t('filters.make')}
            hideLabel
            className="max-h-80 overflow-y-auto rounded-xl border border-slate-200 p-1"
            options={makeOptions}
            {...makes}
          />
        )}
      </FilterDisclosure>
      <SelectField
        label={t('filters.model')}
        placeholder={models ? t('filters.anyModel') : t('filters.chooseMakeFirst')}
        options={withCurrent(
          countedOptions(
            vehicleOptions(models ?? [], language),
            (model) => counts('model', model),
            format,
          ),
          search.model,
        )}
        value={search.model ?? ''}
        disabled={!models && search.model === undefined}
        onChange={(event) => onChange({ model: toText(event.target.value) })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('filters.yearFrom')}
          placeholder={t('filters.any')}
          options={withCurrent(yearSelectOptions, years.from)}
          value={years.from === undefined ? '' : String(years.from)}
          onChange={(event) => {
            const from = toNumber(event.target.value);
            const to = years.to;
            chooseYears(from, from !== undefined && to !== undefined && to < from ? from : to);
          }}
        />
        <SelectField
          label={t('filters.yearTo')}
          placeholder={t('filters.any')}
          options={withCurrent(yearSelectOptions, years.to)}
          value={years.to === undefined ? '' : String(years.to)}
          onChange={(event) => {
            const to = toNumber(event.target.value);
            const from = years.from;
            chooseYears(from !== undefined && to !== undefined && from > to ? to : from, to);
          }}
        />
      </div>
      <OptionChoice
        label={t('filters.price')}
        anyLabel={t('price.any')}
        options={priceBands.map((band) => ({
          value: band.id,
          label: priceRangeLabel(band, t, language),
          count: counts('priceBand', band.id),
        }))}
        chosen={
          chosenBand?.id ??
          (search.priceMin === undefined && search.priceMax === undefined ? '' : undefined)
        }
        onChoose={(id) => {
          const band = priceBands.find((entry) => entry.id === id);
          onChange({ priceMin: band?.min, priceMax: band?.max });
        }}
      />
      <div className="grid grid-cols-2 gap-3">
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
      </div>
      <InstallmentFilters search={search} counts={counts} onChange={onChange} />
      <SelectField
        label={t('filters.mileageMax')}
        placeholder={t('filters.any')}
        options={withCurrent(
          mileageSteps.map((step) => ({
            value: String(step),
            label: t('filters.mileageUpTo', { mileage: formatNumber(step, language) }),
          })),
          search.mileageMax,
        )}
        value={search.mileageMax === undefined ? '' : String(search.mileageMax)}
        onChange={(event) => onChange({ mileageMax: toNumber(event.target.value) })}
      />
      <OptionChecklist
        label={t('filters.bodyStyle')}
        options={checkOptions('bodyStyle', bodyStyles)}
        {...listField('bodyStyle')}
      />
      <OptionChecklist
        label={t('filters.transmission')}
        options={checkOptions('transmission', transmissions)}
        {...listField('transmission')}
      />
      <OptionChecklist
        label={t('filters.fuelType')}
        options={checkOptions('fuelType', fuelTypes)}
        {...listField('fuelType')}
      />
      <PlacesPicker
        className="sm:col-span-2 lg:col-span-1"
        value={search.city}
        counts={counts}
        onChange={(city) => onChange({ city })}
      />
      <SelectField
        label={t('filters.condition')}
        placeholder={t('filters.any')}
        options={countedOptions(
          conditions.map((entry) => ({ value: entry.key, label: entry[language] })),
          (condition) => counts('condition', condition),
          format,
        )}
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
