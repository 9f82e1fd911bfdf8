import { cities, governorates } from '../reference/cities';
import type { Named } from '../reference/types';
import { bodyStyles } from '../reference/vehicle';
import type { VehicleNames } from '../reference/vehicle-names';
import { normalizeName } from './names';

/*
 * Landing pages: the listings of one make, one model, one place or one body style at a clean
 * address a search engine can keep (`/cars/toyota/corolla`, `/cars/in/alexandria`,
 * `/cars/body/suv`), in both languages (docs/decisions/132). Makes and models are known from
 * names in one language (`VehicleNames`): the browser has only its page's.
 */

/** The one thing a landing page lists cars of, by reference key. */
export type Landing =
  | { kind: 'make'; make: string }
  | { kind: 'model'; make: string; model: string }
  | { kind: 'place'; place: string }
  | { kind: 'bodyStyle'; bodyStyle: string };

/** Where the landing pages are; the address itself is the listings' (a 301 to `/car-grid`). */
export const landingRoot = '/cars';

/** The route patterns of the landing pages; the fixed words rank above a make's name. */
export const landingRoutes = {
  make: '/cars/:make',
  model: '/cars/:make/:model',
  place: '/cars/in/:place',
  bodyStyle: '/cars/body/:bodyStyle',
} as const;

/** Places a landing page can be for: every governorate, and the districts within them. */
export const landingPlaces: readonly Named[] = [
  ...governorates,
  ...cities.filter((city) => !governorates.some((entry) => entry.key === city.key)),
];

/** A key as it reads in an address: `newCairo` → `new-cairo`. */
const slugOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const keyOfSlug = (list: readonly { key: string }[], slug: string | undefined) =>
  slug === undefined ? undefined : list.find((entry) => slugOf(entry.key) === slug)?.key;

const modelsOf = (vehicles: VehicleNames, make: string) =>
  vehicles.find((entry) => entry.key === make)?.models ?? [];

/** A landing page's address (unprefixed: the language is added per page). */
export function landingPath(landing: Landing): string {
  switch (landing.kind) {
    case 'make':
      return `/cars/${slugOf(landing.make)}`;
    case 'model':
      return `/cars/${slugOf(landing.make)}/${slugOf(landing.model)}`;
    case 'place':
      return `/cars/in/${slugOf(landing.place)}`;
    case 'bodyStyle':
      return `/cars/body/${slugOf(landing.bodyStyle)}`;
  }
}

/** The landing page of a landing route's parameters; none when a name is not one we know. */
export function readLanding(
  params: {
    make?: string | undefined;
    model?: string | undefined;
    place?: string | undefined;
    bodyStyle?: string | undefined;
  },
  vehicles: VehicleNames,
): Landing | undefined {
  if (params.place !== undefined) {
    const place = keyOfSlug(landingPlaces, params.place);
    return place === undefined ? undefined : { kind: 'place', place };
  }
  if (params.bodyStyle !== undefined) {
    const bodyStyle = keyOfSlug(bodyStyles, params.bodyStyle);
    return bodyStyle === undefined ? undefined : { kind: 'bodyStyle', bodyStyle };
  }
  const make = keyOfSlug(vehicles, params.make);
  if (make === undefined) return undefined;
  if (params.model === undefined) return { kind: 'make', make };
  const model = keyOfSlug(modelsOf(vehicles, make), params.model);
  return model === undefined ? undefined : { kind: 'model', make, model };
}

/** The filters of a car search a landing page stands for, by the names of the search. */
export interface LandingFilters {
  make?: string | undefined;
  model?: string | undefined;
  city?: string | undefined;
  bodyStyle?: string | undefined;
}

export const landingFilterFields = ['make', 'model', 'city', 'bodyStyle'] as const;

/** The search filters of a landing page. */
export function filtersOfLanding(landing: Landing): LandingFilters {
  switch (landing.kind) {
    case 'make':
      return { make: landing.make };
    case 'model':
      return { make: landing.make, model: landing.model };
    case 'place':
      return { city: landing.place };
    case 'bodyStyle':
      return { bodyStyle: landing.bodyStyle };
  }
}

/**
 * The landing page whose filters are exactly these (one make, a make and its model, one place or
 * one body style, each a key we know); none for any other mix.
 */
export function landingOfFilters(
  filters: LandingFilters,
  vehicles: VehicleNames,
): Landing | undefined {
  const { make, model, city, bodyStyle } = filters;
  const given = [make, city, bodyStyle].filter((value) => value !== undefined).length;
  if (given !== 1 || (model !== undefined && make === undefined)) return undefined;
  if (make !== undefined) {
    if (!vehicles.some((entry) => entry.key === make)) return undefined;
    if (model === undefined) return { kind: 'make', make };
    return modelsOf(vehicles, make).some((entry) => entry.key === model)
      ? { kind: 'model', make, model }
      : undefined;
  }
  if (city !== undefined) {
    return landingPlaces.some((entry) => entry.key === city)
      ? { kind: 'place', place: city }
      : undefined;
  }
  return bodyStyles.some((entry) => entry.key === bodyStyle)
    ? { kind: 'bodyStyle', bodyStyle: bodyStyle ?? '' }
    : undefined;
}

/** What active cars there are, by the columns a landing page filters on. */
export interface LandingStock {
  /** A make's key and a model as stored (normalized). */
  models: readonly { make: string; model: string }[];
  cities: readonly string[];
  bodyStyles: readonly string[];
}

/**
 * The landing pages that list at least one car: the ones worth a search engine's visit. A model
 * as stored is known by its key or its name in any of `namings`' languages.
 */
export function stockedLandings(stock: LandingStock, namings: readonly VehicleNames[]): Landing[] {
  const [vehicles = []] = namings;
  const landings = new Map<string, Landing>();
  const add = (landing: Landing) => landings.set(landingPath(landing), landing);
  const namesOfModel = (make: string, key: string) => [
    key,
    ...namings.map((names) => modelsOf(names, make).find((entry) => entry.key === key)?.name),
  ];
  const knownModel = (make: string, model: string) =>
    modelsOf(vehicles, make).find((entry) =>
      namesOfModel(make, entry.key).some((name) => name && normalizeName(name) === model),
    );
  for (const { make, model } of stock.models) {
    if (!vehicles.some((entry) => entry.key === make)) continue;
    add({ kind: 'make', make });
    const known = knownModel(make, model);
    if (known) add({ kind: 'model', make, model: known.key });
  }
  for (const key of stock.cities) {
    const city = cities.find((entry) => entry.key === key);
    if (!city) continue;
    add({ kind: 'place', place: city.governorate });
    add({ kind: 'place', place: city.key });
  }
  for (const bodyStyle of stock.bodyStyles) {
    if (bodyStyles.some((entry) => entry.key === bodyStyle)) add({ kind: 'bodyStyle', bodyStyle });
  }
  return [...landings.values()];
}
