import { makes } from '../reference/makes';
import { cities, citiesOfGovernorate, governorates, placeSeparator } from '../reference/cities';
import { bodyStyles, fuelTypes, transmissions } from '../reference/vehicle';
import type { Named } from '../reference/types';
import type { Condition } from '../reference/vehicle';
import {
  defaultFinanceTerms,
  downPaymentLimits,
  monthlyLimits,
  type FinanceTerms,
} from '../reference/finance';
import { priceBands } from '../reference/price-bands';
import type { Car, CarFacetsQuery, CarSort, FacetName } from '../schemas/car';
import { normalizeName, resolveKeys } from './names';
import { maxPriceWithin } from './installments';
import { carWords, searchWords } from './search-words';

/*
 * The search's rules, written to be read rather than to be fast: `matchesResolvedFilter` (and
 * `filterCars` over it) says which cars a filter finds, `compareCars` in what order, and
 * `facetCounts` what each filter option counts. The search index (src/server/modules/cars/search)
 * answers the same questions its own way and must agree with them. Property tests hold it to
 * them on random cars and filters: in memory, query-planner.test.ts (pages and totals),
 * facet-counter.test.ts (counts) and deal-order.test.ts (the best-deal order) beside the index,
 * and through the API, test/api/car-filter-property.test.ts. Only tests call `filterCars`,
 * `compareCars` and `facetCounts`; alert matching also calls `matchesResolvedFilter`
 * (docs/decisions/136).
 */

/**
 * The listings' filter (docs/decisions/002 and 125): every criterion optional, all combined with
 * AND. Makes, body styles, transmissions, fuels and places take several names separated by
 * commas; a car matches any of them.
 */
export interface CarFilter {
  make?: string | undefined;
  model?: string | undefined;
  /** Registration year; undefined is "All Years". */
  year?: number | undefined;
  /** Registration years from and to, inclusive. */
  yearMin?: number | undefined;
  yearMax?: number | undefined;
  /** Only the first range is used; both bounds inclusive. */
  priceRanges?: readonly { min?: number | undefined; max?: number | undefined }[] | undefined;
  /** Kilometres at most; a car without a recorded mileage counts as 0 km. */
  mileageMax?: number | undefined;
  /**
   * The buyer's installment limits (docs/decisions/139): pounds down and a month at most, on the
   * finance terms `resolveCarFilter` is given; they resolve to a price bound.
   */
  downPaymentMax?: number | undefined;
  monthlyMax?: number | undefined;
  bodyStyle?: string | undefined;
  transmission?: string | undefined;
  fuelType?: string | undefined;
  /** Places separated by commas: cities, or governorates standing for all of their cities. */
  city?: string | undefined;
  condition?: Condition | undefined;
  dealer?: string | undefined;
  /** Free text: every word must be a word of the car's make, model, year or description. */
  q?: string | undefined;
}

export type FilterableCar = Pick<
  Car,
  | 'make'
  | 'model'
  | 'firstRegistration'
  | 'price'
  | 'bodyStyle'
  | 'transmission'
  | 'fuelType'
  | 'city'
  | 'condition'
  | 'sellerId'
  | 'mileage'
  | 'description'
>;

/**
 * A filter resolved to the exact stored values it accepts: what the search index and
 * `matchesResolvedFilter` read, and what a saved search keeps for its alerts.
 */
export interface ResolvedCarFilter {
  makes?: string[];
  /** Normalized model names (see normalizeName). */
  models?: string[];
  year?: number;
  yearMin?: number;
  yearMax?: number;
  priceMin?: number;
  priceMax?: number;
  /**
   * The buyer's installment limits in pounds, each with the highest price it allows on the
   * terms the filter was resolved on: criteria of their own, so that each has its own counts.
   */
  downPayment?: InstallmentLimit;
  monthly?: InstallmentLimit;
  mileageMax?: number;
  bodyStyles?: string[];
  transmissions?: string[];
  fuelTypes?: string[];
  cities?: string[];
  condition?: Condition;
  dealer?: string;
  /** Folded words of the free text (see searchWords), each of which a car must have. */
  words?: string[];
}

export interface InstallmentLimit {
  limit: number;
  priceMax: number;
}

/** The highest price each option of the installment facets allows on `finance`. */
export function installmentPriceMax(
  facet: 'downPayment' | 'monthly',
  limit: number,
  finance: FinanceTerms,
): number {
  const limits = facet === 'downPayment' ? { maxDownPayment: limit } : { maxMonthly: limit };
  return maxPriceWithin(limits, finance)!;
}

/** The names in a filter value: separated by commas (Latin or Arabic), blanks dropped. */
const namesIn = (text: string) =>
  text
    .split(placeSeparator)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** The keys any of the comma-separated names in `text` name; undefined when it names nothing. */
function keysFor(list: readonly Named[], text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const names = namesIn(text);
  if (names.length === 0) return undefined;
  return [...new Set(names.flatMap((name) => resolveKeys(list, name)))];
}

/**
 * Models match by name: the text itself, or any spelling (key, English, Arabic) of a known
 * model of the chosen makes (of every make when none is chosen) that the text names.
 */
function modelNames(text: string, makeKeys: string[] | undefined): string[] {
  const wanted = normalizeName(text);
  const names = new Set([wanted]);
  const chosenMakes = makeKeys ? makes.filter((make) => makeKeys.includes(make.key)) : makes;
  for (const make of chosenMakes) {
    for (const key of resolveKeys(make.models, text)) {
      const model = make.models.find((entry) => entry.key === key);
      if (model) [model.key, model.en, model.ar].forEach((name) => names.add(normalizeName(name)));
    }
  }
  return [...names];
}

/**
 * The city keys the places in `text` name: a governorate (key or name) stands for all of its
 * cities; undefined when `text` names no place at all (only separators).
 */
function placeKeys(text: string): string[] | undefined {
  const places = namesIn(text);
  if (places.length === 0) return undefined;
  const keys = new Set<string>();
  for (const place of places) {
    for (const governorate of resolveKeys(governorates, place)) {
      for (const key of citiesOfGovernorate(governorate)) keys.add(key);
    }
    for (const key of resolveKeys(cities, place)) keys.add(key);
  }
  return [...keys];
}

/**
 * The exact stored values `filter` accepts. Installment limits become the highest price whose
 * plan on `finance` (the server's configured terms) keeps within them.
 */
export function resolveCarFilter(
  filter: CarFilter,
  finance: FinanceTerms = defaultFinanceTerms,
): ResolvedCarFilter {
  const resolved: ResolvedCarFilter = {};
  const makeKeys = keysFor(makes, filter.make);
  if (makeKeys) resolved.makes = makeKeys;
  if (filter.model !== undefined) resolved.models = modelNames(filter.model, makeKeys);
  if (filter.year !== undefined) resolved.year = filter.year;
  if (filter.yearMin !== undefined) resolved.yearMin = filter.yearMin;
  if (filter.yearMax !== undefined) resolved.yearMax = filter.yearMax;
  const range = filter.priceRanges?.[0];
  if (range?.min !== undefined) resolved.priceMin = range.min;
  if (range?.max !== undefined) resolved.priceMax = range.max;
  if (filter.downPaymentMax !== undefined) {
    const limit = filter.downPaymentMax;
    resolved.downPayment = { limit, priceMax: installmentPriceMax('downPayment', limit, finance) };
  }
  if (filter.monthlyMax !== undefined) {
    const limit = filter.monthlyMax;
    resolved.monthly = { limit, priceMax: installmentPriceMax('monthly', limit, finance) };
  }
  if (filter.mileageMax !== undefined) resolved.mileageMax = filter.mileageMax;
  const bodyStyleKeys = keysFor(bodyStyles, filter.bodyStyle);
  if (bodyStyleKeys) resolved.bodyStyles = bodyStyleKeys;
  const transmissionKeys = keysFor(transmissions, filter.transmission);
  if (transmissionKeys) resolved.transmissions = transmissionKeys;
  const fuelTypeKeys = keysFor(fuelTypes, filter.fuelType);
  if (fuelTypeKeys) resolved.fuelTypes = fuelTypeKeys;
  const cityKeys = filter.city === undefined ? undefined : placeKeys(filter.city);
  if (cityKeys) resolved.cities = cityKeys;
  if (filter.condition !== undefined) resolved.condition = filter.condition;
  if (filter.dealer !== undefined) resolved.dealer = filter.dealer;
  const words = filter.q === undefined ? [] : searchWords(filter.q);
  if (words.length > 0) resolved.words = words;
  return resolved;
}

export function matchesResolvedFilter(car: FilterableCar, filter: ResolvedCarFilter): boolean {
  const year = car.firstRegistration;
  return (
    (filter.makes === undefined || filter.makes.includes(car.make)) &&
    (filter.models === undefined || filter.models.includes(normalizeName(car.model))) &&
    (filter.year === undefined || year === filter.year) &&
    (filter.yearMin === undefined || year >= filter.yearMin) &&
    (filter.yearMax === undefined || year <= filter.yearMax) &&
    (filter.priceMin === undefined || car.price >= filter.priceMin) &&
    (filter.priceMax === undefined || car.price <= filter.priceMax) &&
    (filter.downPayment === undefined || car.price <= filter.downPayment.priceMax) &&
    (filter.monthly === undefined || car.price <= filter.monthly.priceMax) &&
    (filter.mileageMax === undefined || (car.mileage ?? 0) <= filter.mileageMax) &&
    (filter.bodyStyles === undefined || filter.bodyStyles.includes(car.bodyStyle)) &&
    (filter.transmissions === undefined || filter.transmissions.includes(car.transmission)) &&
    (filter.fuelTypes === undefined || filter.fuelTypes.includes(car.fuelType)) &&
    (filter.cities === undefined || filter.cities.includes(car.city)) &&
    (filter.condition === undefined || car.condition === filter.condition) &&
    (filter.dealer === undefined || car.sellerId === filter.dealer) &&
    (filter.words === undefined || hasWords(carWords(car), filter.words))
  );
}

const hasWords = (have: ReadonlySet<string>, wanted: readonly string[]) =>
  wanted.every((word) => have.has(word));

/** The cars that satisfy every given criterion; no criterion keeps them all. */
export function filterCars<T extends FilterableCar>(cars: readonly T[], filter: CarFilter): T[] {
  const resolved = resolveCarFilter(filter);
  return cars.filter((car) => matchesResolvedFilter(car, resolved));
}

/** The filter of a search's or facets' query (the search's adds sort and paging). */
export function carFilterFromQuery(query: CarFacetsQuery): CarFilter {
  const hasPrice = query.priceMin !== undefined || query.priceMax !== undefined;
  return {
    make: query.make,
    model: query.model,
    year: query.year,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    priceRanges: hasPrice ? [{ min: query.priceMin, max: query.priceMax }] : undefined,
    mileageMax: query.mileageMax,
    downPaymentMax: query.downPaymentMax,
    monthlyMax: query.monthlyMax,
    bodyStyle: query.bodyStyle,
    transmission: query.transmission,
    fuelType: query.fuelType,
    city: query.city,
    condition: query.condition,
    dealer: query.dealer,
    q: query.q,
  };
}

type SortableCar = Pick<
  Car,
  'id' | 'price' | 'mileage' | 'firstRegistration' | 'createdAt' | 'fairPrice'
>;

/**
 * How far a car's price is below the low end of its fair-price band, as a share of it (negative
 * below, positive above); cars without a band come after every car with one.
 */
export function dealScore(price: number, band: { low: number } | null | undefined): number {
  return band ? (price - band.low) / band.low : Number.MAX_VALUE;
}

/** The order of each sort; ties fall back to the id so that paging is stable. */
export function compareCars(sort: CarSort): (a: SortableCar, b: SortableCar) => number {
  const byId = (a: SortableCar, b: SortableCar) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const then =
    (primary: (a: SortableCar, b: SortableCar) => number) => (a: SortableCar, b: SortableCar) =>
      primary(a, b) || byId(a, b);
  switch (sort) {
    case 'newest':
      return then((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    case 'price-asc':
      return then((a, b) => a.price - b.price);
    case 'price-desc':
      return then((a, b) => b.price - a.price);
    case 'mileage-asc':
      return then((a, b) => (a.mileage ?? 0) - (b.mileage ?? 0));
    case 'year-desc':
      return then((a, b) => b.firstRegistration - a.firstRegistration);
    case 'best-deal':
      return then(
        (a, b) =>
          dealScore(a.price, a.fairPrice) - dealScore(b.price, b.fairPrice) ||
          Date.parse(b.createdAt) - Date.parse(a.createdAt),
      );
  }
}

/** The criteria of one facet taken out of a filter: what its options are counted under. */
const facetFields: Record<FacetName, (keyof ResolvedCarFilter)[]> = {
  make: ['makes'],
  model: ['models'],
  bodyStyle: ['bodyStyles'],
  city: ['cities'],
  fuelType: ['fuelTypes'],
  transmission: ['transmissions'],
  condition: ['condition'],
  year: ['year', 'yearMin', 'yearMax'],
  priceBand: ['priceMin', 'priceMax'],
  downPayment: ['downPayment'],
  monthly: ['monthly'],
};

/**
 * How many cars each option of `facet` gives, with that option's criterion in place of the
 * filter's own and the others kept: the definition the index's counts are held to.
 */
export function facetCounts(
  cars: readonly FilterableCar[],
  filter: ResolvedCarFilter,
  facet: FacetName,
  finance: FinanceTerms = defaultFinanceTerms,
): Map<string, number> {
  const others = { ...filter };
  for (const field of facetFields[facet]) delete others[field];
  const counts = new Map<string, number>();
  const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
  const limitPrices =
    facet === 'downPayment' || facet === 'monthly'
      ? (facet === 'downPayment' ? downPaymentLimits : monthlyLimits).map(
          (limit) => [limit, installmentPriceMax(facet, limit, finance)] as const,
        )
      : [];
  for (const car of cars.filter((one) => matchesResolvedFilter(one, others))) {
    if (facet === 'priceBand') {
      for (const band of priceBands) {
        if (car.price >= (band.min ?? 0) && car.price <= (band.max ?? Infinity)) add(band.id);
      }
    } else if (facet === 'downPayment' || facet === 'monthly') {
      for (const [limit, priceMax] of limitPrices) if (car.price <= priceMax) add(String(limit));
    } else if (facet === 'year') add(String(car.firstRegistration));
    else if (facet === 'model') add(normalizeName(car.model));
    else add(car[facet]);
  }
  return counts;
}
