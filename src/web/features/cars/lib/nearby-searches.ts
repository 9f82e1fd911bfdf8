import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { makeName, type VehicleNames } from '#shared/reference/vehicle-names';
import { formatNumber } from '#shared/rules/format';
import type { NearbySearchAnswer } from '#shared/schemas/car';
import type { CarSearchState } from './car-search-params';
import { placeName } from './places';
import { splitValues } from './value-list';

/**
 * What a nearby search offers in a few words, from what it changes of the search that found
 * nothing: the years it widens to, the governorate, the make whose models all count, the words
 * it drops ("Years 2017–2021", "All of Cairo", "All Toyota models").
 */
export function nearbyLabel(
  offer: NearbySearchAnswer,
  search: CarSearchState,
  t: TFunction,
  language: Language,
  vehicleNames: VehicleNames,
): string {
  const criteria = new URLSearchParams(offer.criteria);
  const names = (values: string[]) => values.join(t('meta.listSeparator'));
  switch (offer.change) {
    case 'widerYears': {
      const from = criteria.get('yearMin');
      const to = criteria.get('yearMax');
      if (from === null) return t('filters.yearToChip', { year: to ?? '' });
      if (to === null) return t('filters.yearFromChip', { year: from });
      return t('cars.nearby.widerYears', { from, to });
    }
    case 'wholeGovernorate': {
      const places = splitValues(criteria.get('city') ?? undefined);
      return t('filters.allOf', { name: names(places.map((place) => placeName(place, language))) });
    }
    case 'anyModel': {
      const makes = splitValues(search.make).map((make) => makeName(vehicleNames, make));
      return t('cars.nearby.anyModel', { make: names(makes) });
    }
    case 'noWords':
      return t('cars.nearby.noWords', { words: t('filters.textChip', { text: search.q ?? '' }) });
    default:
      return t(`cars.nearby.${offer.change}`);
  }
}

/** "12 cars", or "10,000+ cars" past the count the server stops at. */
export const nearbyCount = (offer: NearbySearchAnswer, t: TFunction, language: Language) =>
  t('cars.carCount', {
    count: offer.total,
    formatted: `${formatNumber(offer.total, language)}${offer.totalIsCapped ? '+' : ''}`,
  });
