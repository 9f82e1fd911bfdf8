import { carSorts, type CarSort } from '#shared/reference/sorts';
import {
  bodyStyles,
  conditions,
  fuelTypes,
  transmissions,
  type Condition,
} from '#shared/reference/vehicle';
import { maxFilterTextLength, maxPriceEgp } from '#shared/reference/limits';
import type { Named } from '#shared/reference/types';
import type { VehicleName, VehicleNames } from '#shared/reference/vehicle-names';
import { keysNamed, resolveKeys } from '#shared/rules/names';
import type { CarSearchInput } from '#shared/schemas/car';
import { readPlaces } from './places';

/**
 * The state of a car search as kept in the URL of /car-grid and /car-list, so that a search
 * survives a reload and can be shared. Reference values are kept as keys.
 */
export interface CarSearchState {
  make?: string;
  model?: string;
  /** Registration year; absent is "All Years". */
  year?: number;
  priceMin?: number;
  priceMax?: number;
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

export const defaultSort: CarSort = 'newest';

export const filterFields = [
  'make',
  'model',
  'year',
  'priceMin',
  'priceMax',
  'bodyStyle',
  'transmission',
  'fuelType',
  'city',
  'condition',
] as const satisfies readonly CarFilterField[];

/** The order parameters are written in; also the order of the fields of a search. */
const paramOrder = [...filterFields, 'sort', 'page'] as const;

function text(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= maxFilterTextLength ? value : undefined;
}

function wholeNumber(params: URLSearchParams, name: string, min: number, max: number) {
  const value = params.get(name)?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The key when exactly one key or name is the text, else the text as given. */
function keyOrText(keys: string[], value: string) {
  return keys.length === 1 ? keys[0] : value;
}

/** A reference value, named by key or in either language. */
const referenceValue = (list: readonly Named[], value: string | undefined) =>
  value === undefined ? undefined : keyOrText(resolveKeys(list, value), value);

/** A make or model, named by key or in the page's language (the server knows both languages). */
const vehicleValue = (list: readonly VehicleName[], value: string | undefined) =>
  value === undefined
    ? undefined
    : keyOrText(
        keysNamed(list, value, (entry) => [entry.key, entry.name]),
        value,
      );

/**
 * Reads a search from the URL; values that make no sense are dropped, never an error. Makes and
 * models are read with the names of the page's language.
 */
export function parseCarSearchParams(
  params: URLSearchParams,
  vehicleNames: VehicleNames,
): CarSearchState {
  const make = vehicleValue(vehicleNames, text(params, 'make'));
  const models = vehicleNames.find((entry) => entry.key === make)?.models;
  const model = models ? vehicleValue(models, text(params, 'model')) : text(params, 'model');
  const condition = text(params, 'condition');
  const sort = text(params, 'sort');
  const state: CarSearchState = {
    make,
    model,
    year: wholeNumber(params, 'year', 1900, 2100),
    priceMin: wholeNumber(params, 'priceMin', 0, maxPriceEgp),
    priceMax: wholeNumber(params, 'priceMax', 0, maxPriceEgp),
    bodyStyle: referenceValue(bodyStyles, text(params, 'bodyStyle')),
    transmission: referenceValue(transmissions, text(params, 'transmission')),
    fuelType: referenceValue(fuelTypes, text(params, 'fuelType')),
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
 * The search after changing some filters: back to page 1, and a model that belongs to another
 * make is dropped when the make changes.
 */
export function updateCarSearch(
  state: CarSearchState,
  changes: Partial<Omit<CarSearchState, 'page'>>,
): CarSearchState {
  const next: CarSearchState = { ...state, ...changes, page: 1 };
  if ('make' in changes && changes.make !== state.make) delete next.model;
  return withoutEmpty(next);
}

/** The search with every filter removed; the sort stays. */
export const clearCarFilters = (state: CarSearchState): CarSearchState => ({
  sort: state.sort,
  page: 1,
});

export const activeFilterCount = (state: CarSearchState) =>
  filterFields.filter((field) => state[field] !== undefined).length;

/** The API request of a search (the URL keeps keys, which the API accepts). */
export function toSearchRequest(state: CarSearchState, pageSize: number): CarSearchInput {
  const request: CarSearchInput = { pageSize };
  for (const name of paramOrder) {
    const value = state[name];
    if (value !== undefined) Object.assign(request, { [name]: value });
  }
  return request;
}
