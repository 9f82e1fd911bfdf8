import type { CarFacetsInput, CarSearchInput, CarSuggestInput } from '#shared/schemas/car';

/** Query keys of the cars feature: one factory, so invalidation can target a whole branch. */
export const carKeys = {
  all: ['cars'] as const,
  searches: () => [...carKeys.all, 'search'] as const,
  search: (request: CarSearchInput) => [...carKeys.searches(), request] as const,
  facets: (request: CarFacetsInput) => [...carKeys.all, 'facets', request] as const,
  details: () => [...carKeys.all, 'detail'] as const,
  detail: (id: string) => [...carKeys.details(), id] as const,
  popularMakes: () => [...carKeys.all, 'popular-makes'] as const,
  suggestions: (request: CarSuggestInput) => [...carKeys.all, 'suggestions', request] as const,
  byIds: (ids: readonly string[]) => [...carKeys.all, 'by-ids', ids] as const,
  similar: (id: string) => [...carKeys.all, 'similar', id] as const,
};
