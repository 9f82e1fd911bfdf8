import type { VehicleNames } from '#shared/reference/vehicle-names';
import type { CarSearchResponse, Suggestion } from '#shared/schemas/car';
import type { CarsView } from '../components/car-results';
import { parseCarSearchParams, serializeCarSearch, type CarSearchState } from './car-search-params';
import { canonicalSearchHref, searchHref } from './landing-search';

/*
 * A search's structured address (docs/decisions/182): the typed text of a search read into the
 * criteria it names, as the API read it (its answer's `interpreted` and `words`), so the search
 * shows as chips, can be saved as criteria, and has one address for search engines. The reading
 * itself stays on the server: its name lists are too big for the listings' first load.
 */

/**
 * The search a typed text stands for: the criteria the API read in the text, where the search
 * leaves them open (a criterion it sets itself wins, as on the server), and only the words
 * left over as its text. Undefined when the text named no criterion.
 */
export function structuredSearch(
  search: CarSearchState,
  answer: Pick<CarSearchResponse, 'interpreted' | 'words'>,
  vehicleNames: VehicleNames,
): CarSearchState | undefined {
  if (search.q === undefined || !answer.interpreted) return undefined;
  const params = serializeCarSearch({ ...search, q: undefined });
  // A single year the search names leaves no room for the years the text names.
  const yearIsSet = search.year !== undefined;
  for (const [name, value] of new URLSearchParams(answer.interpreted)) {
    if (params.has(name) || (yearIsSet && name.startsWith('year'))) continue;
    params.set(name, value);
  }
  const words = answer.words?.join(' ');
  if (words) params.set('q', words);
  return parseCarSearchParams(params, vehicleNames);
}

/** A search at its one address: its landing page when it has one (a grid), else the view's. */
export const structuredHref = (
  search: CarSearchState,
  view: CarsView,
  vehicleNames: VehicleNames,
) => (view === 'grid' ? canonicalSearchHref(search, vehicleNames) : searchHref(search, 'list'));

/** Where a search the API offers (a suggestion, a nearby search) is shown, from its criteria. */
export function criteriaHref(criteria: string, view: CarsView, vehicleNames: VehicleNames) {
  const params = new URLSearchParams(criteria);
  return structuredHref(parseCarSearchParams(params, vehicleNames), view, vehicleNames);
}

/** Where a suggestion leads: a dealership's page, or its search. */
export const suggestionHref = (suggestion: Suggestion, vehicleNames: VehicleNames) =>
  suggestion.page ?? criteriaHref(suggestion.criteria, 'grid', vehicleNames);

/**
 * The structured address of the search shown at `view` with the API's answer to it, when its
 * text named criteria; undefined when its address is already that one. The server redirects
 * there and the listings replace their address with it: one rule for both.
 */
export function structuredAddress(
  search: CarSearchState,
  answer: Pick<CarSearchResponse, 'interpreted' | 'words'>,
  view: CarsView,
  vehicleNames: VehicleNames,
) {
  const structured = structuredSearch(search, answer, vehicleNames);
  return structured && structuredHref(structured, view, vehicleNames);
}
