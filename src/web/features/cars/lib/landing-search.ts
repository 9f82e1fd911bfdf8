import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { bodyStyles } from '#shared/reference/vehicle';
import { makeName, modelName, type VehicleNames } from '#shared/reference/vehicle-names';
import {
  filtersOfLanding,
  landingFilterFields,
  landingOfFilters,
  landingPath,
  type Landing,
} from '#shared/rules/landing-pages';
import { displayName } from '#shared/rules/names';
import { paths } from '../../../config/paths';
import type { CarsView } from '../components/car-results';
import { serializeCarSearch, type CarSearchState } from './car-search-params';
import { placeName } from './places';

/** The search a landing page shows: what its address adds to its own filters. */
export const landingSearch = (search: CarSearchState, landing: Landing | undefined) =>
  landing ? { ...search, ...filtersOfLanding(landing) } : search;

/** The search without the filters its landing page's address stands for. */
function withoutLandingFilters(search: CarSearchState, landing: Landing): CarSearchState {
  const rest = { ...search };
  for (const field of Object.keys(filtersOfLanding(landing)) as (keyof CarSearchState)[]) {
    delete rest[field];
  }
  return rest;
}

const keepsLanding = (search: CarSearchState, landing: Landing) =>
  Object.entries(filtersOfLanding(landing)).every(
    ([field, value]) => search[field as keyof CarSearchState] === value,
  );

/**
 * Where a search is shown: on the landing page it came from while that page's filters stay
 * (as a grid), else on the listings.
 */
export function searchHref(search: CarSearchState, view: CarsView, landing?: Landing): string {
  if (landing && view === 'grid' && keepsLanding(search, landing)) {
    const query = serializeCarSearch(withoutLandingFilters(search, landing)).toString();
    return query ? `${landingPath(landing)}?${query}` : landingPath(landing);
  }
  const query = serializeCarSearch(search);
  return view === 'grid' ? paths.carGrid.getHref(query) : paths.carList.getHref(query);
}

/**
 * A search's one address for search engines: its landing page when its filters are exactly one
 * (whether it was opened there or on the listings), else the grid with the search.
 */
export function canonicalSearchHref(search: CarSearchState, vehicleNames: VehicleNames): string {
  const onlyLandingFilters = Object.fromEntries(
    landingFilterFields.map((field) => [field, search[field]]),
  );
  const landing = landingOfFilters(onlyLandingFilters, vehicleNames);
  return searchHref(search, 'grid', landing);
}

/** The name of what a landing page lists, in the page's language. */
function subjectOf(landing: Landing, language: Language, vehicleNames: VehicleNames) {
  switch (landing.kind) {
    case 'make':
      return { make: makeName(vehicleNames, landing.make) };
    case 'model':
      return {
        make: makeName(vehicleNames, landing.make),
        model: modelName(vehicleNames, landing.make, landing.model),
      };
    case 'place':
      return { place: placeName(landing.place, language) };
    case 'bodyStyle':
      return { bodyStyle: displayName(bodyStyles, landing.bodyStyle, language) };
  }
}

/** What a landing page lists, in a word or two: "Corolla", "Alexandria", "SUV". */
export const landingName = (landing: Landing, language: Language, vehicleNames: VehicleNames) =>
  Object.values(subjectOf(landing, language, vehicleNames)).at(-1) ?? '';

/** A landing page's own words: its heading, its text, and its crumbs after Home and Cars. */
export interface LandingWords {
  heading: string;
  text: string;
  trail: { name: string; path: string }[];
}

export function landingWords(
  landing: Landing,
  t: TFunction,
  language: Language,
  vehicleNames: VehicleNames,
): LandingWords {
  const subject = subjectOf(landing, language, vehicleNames);
  const trail =
    landing.kind === 'model'
      ? [{ name: subject.make ?? '', path: landingPath({ kind: 'make', make: landing.make }) }]
      : [];
  const name = landingName(landing, language, vehicleNames);
  return {
    heading: t(`landing.${landing.kind}Heading`, subject),
    text: t(`landing.${landing.kind}Text`, subject),
    trail: [...trail, { name, path: landingPath(landing) }],
  };
}
