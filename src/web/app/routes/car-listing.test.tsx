import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interpretSearchText } from '#shared/rules/search-interpretation';
import { savedSearchSchema } from '#shared/schemas/buyer';
import {
  carFacetsSchema,
  carSearchResponseSchema,
  facetNames,
  type CarFacets,
} from '#shared/schemas/car';
import {
  buildCar,
  buildSavedSearch,
  buildUser,
  searchResponse,
} from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, signedInAs, type ApiCall } from '../../testing/test-utils';

// The lazily loaded chips and saving, compiled once up front so that the test waits for none.
beforeAll(async () => {
  await Promise.all([
    import('../../features/cars/components/active-filter-chips'),
    import('../../features/saved-searches/components/save-search-button'),
    import('../../features/saved-searches/components/save-search-dialog'),
  ]);
});

const buyer = buildUser({ uid: 'usr_buyer', name: 'Mona Buyer', role: null });
const corolla = buildCar({ id: 'car_corolla', make: 'toyota', model: 'corolla', city: 'cairo' });

/** The API's search: the text read as the server reads it (the same shared rule). */
const search = ({ query }: ApiCall) => {
  const q = new URLSearchParams(query).get('q');
  return jsonResponse(carSearchResponseSchema, {
    ...searchResponse([corolla]),
    ...(q === null ? {} : interpretSearchText({ q, year: undefined }).interpretation),
  });
};
const facets = () =>
  jsonResponse(carFacetsSchema, {
    total: { count: 1, approximate: false },
    facets: Object.fromEntries(
      facetNames.map((name) => [name, []]),
    ) as unknown as CarFacets['facets'],
  });

describe('the listings of a search typed as text', () => {
  beforeEach(() => sessionStorage.clear());

  it('replace their address with the structured one, show its chips and save its criteria', async () => {
    const calls = signedInAs(buyer, {
      'GET /api/v1/car/search': search,
      'GET /api/v1/car/facets': facets,
      'POST /api/v1/saved-searches': ({ body }) =>
        jsonResponse(savedSearchSchema, buildSavedSearch({ ...(body as object) }), 201),
    });
    const typed = new URLSearchParams({ q: 'تويوتا القاهرة تحت مليون red' });
    const { router } = renderRoutesAt(`/car-grid?${typed.toString()}&sort=price-asc`);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=red&make=toyota&priceMax=1000000&city=cairo&sort=price-asc',
      ),
    );
    // Replaced: going back leaves the listings instead of moving to the typed address again.
    expect(router.state.historyAction).toBe('REPLACE');

    const chipTexts = () =>
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent?.replace(/\s/g, ' '));
    await waitFor(() =>
      expect(chipTexts()).toEqual(['“red”', 'Toyota', 'Up to EGP 1,000,000', 'Cairo', 'Clear all']),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await screen.findByText('Search saved.', { exact: false });
    const saved = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/v1/saved-searches',
    );
    // The criteria the text named, and only the words left as text.
    expect(saved.map((call) => (call.body as { query: object }).query)).toEqual([
      { q: 'red', make: 'toyota', priceMax: 1_000_000, city: 'cairo' },
    ]);
  });
});
