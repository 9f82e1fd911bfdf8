import { governorateOfCity, placeSeparator } from '../reference/cities';
import type { CarFacetsQuery } from '../schemas/car';
import { readSearchQuery, type QueryParameters } from './query-reading';

/*
 * What a search with free text (`q`) becomes: the criteria the text names, merged into the
 * request's own, and the words left for the description search (docs/decisions/181). Also the
 * nearest searches to offer when the criteria find no car.
 */

/** The criteria of a search as the listings' URL carries them, in the order they are written. */
const criteriaOrder = [
  'make',
  'model',
  'city',
  'year',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
  'downPaymentMax',
  'monthlyMax',
  'bodyStyle',
  'fuelType',
  'transmission',
  'condition',
  'dealer',
  'q',
] as const satisfies readonly (keyof CarFacetsQuery)[];

export type Criteria = Pick<CarFacetsQuery, (typeof criteriaOrder)[number]>;

const numericParameters = new Set<keyof QueryParameters>([
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
]);

/** The criteria a reading of text names, its words left as the text to match. */
export function criteriaOfReading(
  parameters: QueryParameters,
  words: readonly string[],
): Partial<Criteria> {
  const criteria: Partial<Criteria> = {};
  for (const [name, value] of Object.entries(parameters) as [keyof QueryParameters, string][]) {
    Object.assign(criteria, { [name]: numericParameters.has(name) ? Number(value) : value });
  }
  if (words.length > 0) criteria.q = words.join(' ');
  return criteria;
}

/** The criteria as a URL query string the listings and the search accept. */
export function criteriaQueryString(criteria: Partial<Criteria>): string {
  const search = new URLSearchParams();
  for (const name of criteriaOrder) {
    const value = criteria[name];
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

export interface SearchInterpretation {
  /** The criteria the text became, as a URL query string (`make=toyota&city=cairo`). */
  interpreted: string;
  /** The words no criterion took, left to match in descriptions. */
  words: string[];
}

/**
 * The request with its text read: what the text names fills the criteria the request leaves
 * open (a criterion the request sets itself wins), and `q` keeps only the words left over.
 */
export function interpretSearchText<Q extends CarFacetsQuery>(
  query: Q,
): { query: Q; interpretation: SearchInterpretation | undefined } {
  if (query.q === undefined) return { query, interpretation: undefined };
  const { parameters, words } = readSearchQuery(query.q);
  const merged: Q = { ...query, q: undefined };
  const yearIsSet = query.year !== undefined;
  for (const [name, value] of Object.entries(criteriaOfReading(parameters, words))) {
    const criterion = name as keyof Criteria;
    if (merged[criterion] !== undefined || (yearIsSet && name.startsWith('year'))) continue;
    Object.assign(merged, { [criterion]: value });
  }
  return {
    query: merged,
    interpretation: { interpreted: criteriaQueryString(parameters as Partial<Criteria>), words },
  };
}

/** The steps from a search that found nothing to a nearby one, nearest first. */
const nearbySteps = [
  'widerYears',
  'noPriceLimit',
  'noMileageLimit',
  'wholeGovernorate',
  'anyModel',
  'noWords',
  'anyYear',
  'anyPlace',
  'anyBodyStyle',
  'anyFuelType',
  'anyTransmission',
  'anyCondition',
  'anyMake',
] as const;
type NearbyStep = (typeof nearbySteps)[number];
/** How an offered search differs from the one that found nothing: one step, or all it took. */
export type NearbyChange = NearbyStep | 'broader';
export const nearbyChanges: readonly NearbyChange[] = [...nearbySteps, 'broader'];

/** The governorates of the places `city` names, when any of them is a district of one. */
function wholeGovernorates(city: string): string | undefined {
  const places = city.split(placeSeparator).map((place) => place.trim());
  const widened = [...new Set(places.map((place) => governorateOfCity.get(place) ?? place))];
  return widened.join(',') === places.join(',') ? undefined : widened.join(',');
}

/** The criteria without `names`. */
const without = (criteria: Criteria, names: readonly (keyof Criteria)[]): Criteria => ({
  ...criteria,
  ...Object.fromEntries(names.map((name) => [name, undefined])),
});

/** A relaxation dropping `names`, when the criteria set any of them. */
const dropping =
  (...names: (keyof Criteria)[]) =>
  (criteria: Criteria) =>
    names.every((name) => criteria[name] === undefined) ? undefined : without(criteria, names);

/** Each criterion's relaxation: the criteria with it loosened, or undefined when it is not set. */
const relaxations: Record<NearbyStep, (criteria: Criteria) => Criteria | undefined> = {
  widerYears: (criteria) => {
    const { year, yearMin, yearMax } = criteria;
    if (year === undefined && yearMin === undefined && yearMax === undefined) return undefined;
    const low = year ?? yearMin;
    const high = year ?? yearMax;
    return {
      ...criteria,
      year: undefined,
      yearMin: low === undefined ? undefined : low - 1,
      yearMax: high === undefined ? undefined : high + 1,
    };
  },
  noPriceLimit: dropping('priceMin', 'priceMax', 'downPaymentMax', 'monthlyMax'),
  noMileageLimit: dropping('mileageMax'),
  wholeGovernorate: (criteria) => {
    const widened = criteria.city === undefined ? undefined : wholeGovernorates(criteria.city);
    return widened === undefined ? undefined : { ...criteria, city: widened };
  },
  anyModel: dropping('model'),
  noWords: dropping('q'),
  anyYear: dropping('year', 'yearMin', 'yearMax'),
  anyPlace: dropping('city'),
  anyBodyStyle: dropping('bodyStyle'),
  anyFuelType: dropping('fuelType'),
  anyTransmission: dropping('transmission'),
  anyCondition: dropping('condition'),
  // A model belongs to its make: with no make, neither stays.
  anyMake: (criteria) =>
    criteria.make === undefined ? undefined : without(criteria, ['make', 'model']),
};

export interface NearbySearch {
  change: NearbyChange;
  criteria: Criteria;
}

/** The request's criteria alone (no sort or paging). */
export function criteriaOf(query: CarFacetsQuery): Criteria {
  return Object.fromEntries(criteriaOrder.map((name) => [name, query[name]])) as Criteria;
}

/**
 * The searches one step from `criteria`, nearest first: each loosens one criterion it sets. The
 * dealer's own page is never widened to other dealers.
 */
export function nearbySearches(criteria: Criteria): NearbySearch[] {
  return nearbySteps.flatMap((change) => {
    const loosened = relaxations[change](criteria);
    return loosened ? [{ change, criteria: loosened }] : [];
  });
}

/**
 * The criteria loosened step by step, nearest first, each step keeping the ones before: the
 * last resort when no single step finds cars, offered as the first of them that does.
 */
export function broaderSearches(criteria: Criteria): NearbySearch[] {
  const broader: NearbySearch[] = [];
  let widened = criteria;
  for (const step of nearbySteps) {
    const loosened = relaxations[step](widened);
    if (!loosened) continue;
    widened = loosened;
    broader.push({ change: 'broader', criteria: widened });
  }
  return broader;
}
