import type { TFunction } from 'i18next';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { Language, Named } from '#shared/reference/types';
import { makeName, type VehicleNames } from '#shared/reference/vehicle-names';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import {
  filterFields,
  isListField,
  modelsOfMakes,
  type ListField,
  type CarFilterField,
  type CarSearchState,
} from './car-search-params';
import { placeName } from './places';
import { joinValues, splitValues } from './value-list';

/** One removable filter of a search, as its chip shows it. */
export interface ActiveFilter {
  /** Stable among the chips: the field, and the place for each place. */
  id: string;
  label: string;
  /** The change to the search that removes it. */
  removal: Partial<Pick<CarSearchState, CarFilterField>>;
}

const referenceLists: Partial<Record<CarFilterField, readonly Named[]>> = {
  bodyStyle: bodyStyles,
  transmission: transmissions,
  fuelType: fuelTypes,
  condition: conditions,
};

/** The filters of a search, in the order of the filter panel; each value is a filter of its own. */
export function activeFilters(
  search: CarSearchState,
  t: TFunction,
  language: Language,
  vehicleNames: VehicleNames,
): ActiveFilter[] {
  const models = modelsOfMakes(vehicleNames, search.make);
  const nameOf = (field: CarFilterField, value: string) => {
    const list = referenceLists[field];
    if (field === 'make') return makeName(vehicleNames, value);
    if (field === 'city') return placeName(value, language);
    return list ? displayName(list, value, language) : value;
  };
  // From and until the same year, as a year typed alone is read: one year, one chip.
  const oneYear = search.yearMin !== undefined && search.yearMin === search.yearMax;
  return filterFields.flatMap((field): ActiveFilter[] => {
    const value = search[field];
    if (value === undefined || (oneYear && field === 'yearMax')) return [];
    if (oneYear && field === 'yearMin') {
      const label = t('filters.yearChip', { year: String(value) });
      return [{ id: 'years', label, removal: { yearMin: undefined, yearMax: undefined } }];
    }
    if (isListField(field)) {
      const values = splitValues(String(value));
      return values.map((entry) => ({
        id: `${field}:${entry}`,
        label: nameOf(field, entry),
        removal: { [field]: joinValues(values.filter((other) => other !== entry)) },
      }));
    }
    const text = String(value);
    const price = () => formatPrice(Number(value), language);
    const labels: Record<Exclude<CarFilterField, ListField>, () => string> = {
      q: () => t('filters.textChip', { text }),
      model: () => models?.find((model) => model.key === text)?.name ?? text,
      year: () => t('filters.yearChip', { year: text }),
      yearMin: () => t('filters.yearFromChip', { year: text }),
      yearMax: () => t('filters.yearToChip', { year: text }),
      priceMin: () => t('filters.priceFrom', { price: price() }),
      priceMax: () => t('filters.priceUpTo', { price: price() }),
      mileageMax: () =>
        t('filters.mileageUpTo', { mileage: formatNumber(Number(value), language) }),
      downPaymentMax: () => t('filters.downPaymentChip', { price: price() }),
      monthlyMax: () => t('filters.monthlyChip', { price: price() }),
      condition: () => nameOf(field, text),
    };
    return [{ id: field, label: labels[field](), removal: { [field]: undefined } }];
  });
}
