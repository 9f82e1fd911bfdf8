import type { TFunction } from 'i18next';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { Language, Named } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import { formatPrice } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import { filterFields, type CarFilterField, type CarSearchState } from './car-search-params';
import { joinPlaces, placeName, splitPlaces } from './places';

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

/** The filters of a search, in the order of the filter panel; each place is a filter of its own. */
export function activeFilters(
  search: CarSearchState,
  t: TFunction,
  language: Language,
  vehicleNames: VehicleNames,
): ActiveFilter[] {
  const make = vehicleNames.find((entry) => entry.key === search.make);
  return filterFields.flatMap((field): ActiveFilter[] => {
    const value = search[field];
    if (value === undefined) return [];
    if (field === 'city') {
      const places = splitPlaces(search.city);
      return places.map((place) => ({
        id: `city:${place}`,
        label: placeName(place, language),
        removal: { city: joinPlaces(places.filter((other) => other !== place)) },
      }));
    }
    const text = String(value);
    const list = referenceLists[field];
    const label =
      field === 'make'
        ? (make?.name ?? text)
        : field === 'model'
          ? (make?.models.find((model) => model.key === text)?.name ?? text)
          : field === 'year'
            ? t('filters.yearChip', { year: text })
            : field === 'priceMin'
              ? t('filters.priceFrom', { price: formatPrice(Number(value), language) })
              : field === 'priceMax'
                ? t('filters.priceUpTo', { price: formatPrice(Number(value), language) })
                : list
                  ? displayName(list, text, language)
                  : text;
    return [{ id: field, label, removal: { [field]: undefined } }];
  });
}
