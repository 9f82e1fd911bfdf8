import type { SavedSearch } from '#shared/schemas/buyer';
import { paths } from '../../../config/paths';

/** A saved search's criteria as the listing's URL parameters (the same names). */
export const queryParams = (query: SavedSearch['query']): URLSearchParams =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

/** The listings showing a saved search's cars. */
export const listingHref = (query: SavedSearch['query']) =>
  paths.carGrid.getHref(queryParams(query));
