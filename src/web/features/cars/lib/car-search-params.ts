import { carSorts, type CarSort } from '#shared/reference/sorts';
import {
  bodyStyles,
  conditions,
  fuelTypes,
  transmissions,
  type Condition,
} from '#shared/reference/vehicle';
import {
  maxFilterTextLength,
  maxMileageKm,
  maxPriceEgp,
  maxSearchTextLength,
} from '#shared/reference/limits';
import type { Named } from '#shared/reference/types';
import type { VehicleName, VehicleNames } from '#shared/reference/vehicle-names';
import { keysNamed, resolveKeys } from '#shared/rules/names';
import type { CarFacetsInput, CarSearchInput } from '#shared/schemas/car';
import { readPlaces } from './places';
import { joinValues, splitValues } from './value-list';

/**
 * The state of a car search as kept in the URL of /car-grid and /car-list, so that a search
 * survives a reload and can be shared. Reference values are kept as keys.
 */
export interface CarSearchState {
  /** Words a car's make, model, year or description must have. */
  q?: string;
  /** Make keys separated by commas, like every field that takes several values. */
  make?: string;
  model?: string;
  /** Registration year, one year as old links give it; absent is "All Years". */
  year?: number;
  /** Registration years from and to, what the filters set (a `year` link still works). */
  yearMin?: number;
  yearMax?: number;
  priceMin?: number;
  priceMax?: number;
  /** Kilometres at most. */
  mileageMax?: number;
  /**
   * Installment limits in pounds (docs/decisions/139): the most the buyer can put down and pay a
   * month, on the market's finance terms (the server turns them into a price bound).
   */
  downPaymentMax?: number;
  monthlyMax?: number;
  bodyStyle?: string;
  transmission?: string;
  fuelType?: string;
  /** Places (city or governorate keys) separated by commas, as the URL and the API take them. */
  city?: string;
  condition?: Condition;
  sort: CarSort;
  page: number;
}

export type CarFilterField = Exclude<keyof CarSearchState, 'sort' | 'page'>;

export const defaultSort = 'newest' satisfies CarSort;

export const filterFields = [
  'q',
  'make',
  'model',
  'year',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
  'downPaymentMax',
  'monthlyMax',
  'bodyStyle',
  'transmission',
  'fuelType',
  'city',
  'condition',
] as const satisfies readonly CarFilterField[];

/** The order parameters are written in; also the order of the fields of a search. */
const paramOrder = [...filterFields, 'sort', 'page'] as const;

function text(
  params: URLSearchParams,
  name: string,
  maxLength = maxFilterTextLength,
): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= maxLength ? value : undefined;
}

function wholeNumber(params: URLSearchParams, name: string, min: number, max: number) {
  const value = params.get(name)?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The key when exactly one key or name is the text, else the text as given. */
function keyOrText(keys: string[], value: string) {
  return keys.length === 1 ? (keys[0] ?? value) : value;
}

/** Each of the comma-separated values as `read` reads it, each once. */
const eachValue = (value: string | undefined, read: (name: string) => string) =>
  joinValues([...new Set(splitValues(value).map(read))]);

/** Reference values, named by key or in either language. */
const referenceValues = (list: readonly Named[], value: string | undefined) =>
  eachValue(value, (name) => keyOrText(resolveKeys(list, name), name));

/** Makes or models, named by key or in the page's language (the server knows both languages). */
const vehicleValues = (list: readonly VehicleName[], value: string | undefined) =>
  eachValue(value, (name) =>
    keyOrText(
      keysNamed(list, name, (entry) => [entry.key, entry.name]),
      name,
    ),
  );

/** The models of the chosen makes, when exactly one make is chosen (a model names one make). */
export const modelsOfMakes = (vehicleNames: VehicleNames, make: string | undefined) => {
  const makes = splitValues(make);
  return makes.length === 1
    ? vehicleNames.find((entry) => entry.key === makes[0])?.models
    : undefined;
};

/** A year range read from the URL in order, whichever way round it was written. */
function yearRange(min: number | undefined, max: number | undefined) {
  return min !== undefined && max !== undefined && min > max
    ? { yearMin: max, yearMax: min }
    : { yearMin: min, yearMax: max };
}

/**
 * Reads a search from the URL; values that make no sense are dropped, never an error. Makes and
 * models are read with the names of the page's language.
 */
export function parseCarSearchParams(
  params: URLSearchParams,
  vehicleNames: VehicleNames,
): CarSearchState {
  const make = vehicleValues(vehicleNames, text(params, 'make'));
  const models = modelsOfMakes(vehicleNames, make);
  const model = models ? vehicleValues(models, text(params, 'model')) : text(params, 'model');
  const condition = text(params, 'condition');
  const sort = text(params, 'sort');
  const state: CarSearchState = {
    q: text(params, 'q', maxSearchTextLength),
    make,
    model,
    year: wholeNumber(params, 'year', 1900, 2100),
    ...yearRange(
      wholeNumber(params, 'yearMin', 1900, 2100),
      wholeNumber(params, 'yearMax', 1900, 2100),
    ),
    priceMin: wholeNumber(params, 'priceMin', 0, maxPriceEgp),
    priceMax: wholeNumber(params, 'priceMax', 0, maxPriceEgp),
    mileageMax: wholeNumber(params, 'mileageMax', 0, maxMileageKm),
    downPaymentMax: wholeNumber(params, 'downPaymentMax', 0, maxPriceEgp),
    monthlyMax: wholeNumber(params, 'monthlyMax', 0, maxPriceEgp),
    bodyStyle: referenceValues(bodyStyles, text(params, 'bodyStyle')),
    transmission: referenceValues(transmissions, text(params, 'transmission')),
    fuelType: referenceValues(fuelTypes, text(params, 'fuelType')),
    city: readPlaces(text(params, 'city')),
    condition: conditions.find((entry) => entry.key === condition)?.key,
    sort: carSorts.find((entry) => entry === sort) ?? defaultSort,
    page: wholeNumber(params, 'page', 1, 100_000) ?? 1,
  };
  return withoutEmpty(state);
}

function withoutEmpty(state: CarSearchState): CarSearchState {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result as unknown as CarSearchState;
}

/** Writes a search to URL params: only what differs from the defaults, in a stable order. */
export function serializeCarSearch(state: Partial<CarSearchState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of paramOrder) {
    const value = state[name];
    if (value === undefined || value === '') continue;
    if (name === 'sort' && value === defaultSort) continue;
    if (name === 'page' && value === 1) continue;
    params.set(name, String(value));
  }
  return params;
}

/**
 * The search after changing some filters: back to page 1; a model that may belong to another
 * make is dropped when the makes change; a year range replaces the single year.
 */
export function updateCarSearch(
  state: CarSearchState,
  changes: Partial<Omit<CarSearchState, 'page'>>,
): CarSearchState {
  const next: CarSearchState = { ...state, ...changes, page: 1 };
  if ('make' in changes && changes.make !== state.make) delete next.model;
  if ('yearMin' in changes || 'yearMax' in changes) delete next.year;
  return withoutEmpty(next);
}

/** The years a search covers, from and to, whether given as one year or as a range. */
export const searchYears = (state: Pick<CarSearchState, 'year' | 'yearMin' | 'yearMax'>) => ({
  from: state.yearMin ?? state.year,
  to: state.yearMax ?? state.year,
});

/** The search with every filter removed; the sort stays. */
export const clearCarFilters = (state: CarSearchState): CarSearchState => ({
  sort: state.sort,
  page: 1,
});

/** The fields that take several values, separated by commas. */
export const listFields = ['make', 'bodyStyle', 'transmission', 'fuelType', 'city'] as const;
export type ListField = (typeof listFields)[number];
export const isListField = (field: CarFilterField): field is ListField =>
  listFields.some((listField) => listField === field);

/** How many filters are in use; each value of a field that takes several counts. */
export const activeFilterCount = (state: CarSearchState) =>
  filterFields.reduce((count, field) => {
    const value = state[field];
    if (value === undefined) return count;
    return count + (isListField(field) ? splitValues(String(value)).length : 1);
  }, 0);

/** The facets request of a search: its criteria, without sort or page. */
export function toFacetsRequest(state: Pick<CarSearchState, CarFilterField>): CarFacetsInput {
  const request: CarFacetsInput = {};
  for (const name of filterFields) {
    const value = state[name];
    if (value !== undefined) Object.assign(request, { [name]: value });
  }
  return request;
}

/** The API request of a search (the URL keeps keys, which the API accepts). */
export const toSearchRequest = (state: CarSearchState, pageSize: number): CarSearchInput => ({
  ...toFacetsRequest(state),
  sort: state.sort,
  page: state.page,
  pageSize,
});
