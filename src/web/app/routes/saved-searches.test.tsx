import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedSearchesResponseSchema, savedSearchSchema } from '#shared/schemas/buyer';
import { carFacetsSchema, carSearchResponseSchema, type CarFacets } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { setLanguage } from '../../lib/i18n';
import {
  buildCar,
  buildSavedSearch,
  buildUser,
  searchResponse,
} from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, signedInAs, type ApiCall } from '../../testing/test-utils';

// The lazily loaded screens and pieces, compiled once up front so that no test waits for them.
beforeAll(async () => {
  await Promise.all([
    import('./account-screens'),
    import('../../features/saved-searches/components/save-search-button'),
    import('../../features/saved-searches/components/save-search-dialog'),
    import('../../features/cars/components/active-filter-chips'),
  ]);
});

const buyer = buildUser({ uid: 'usr_buyer', name: 'Mona Buyer', role: null });
const corolla = buildSavedSearch({
  id: 'ss_corolla',
  name: 'My next car',
  query: { make: 'toyota', model: 'corolla', priceMax: 900_000, city: 'cairo' },
  newMatches: 2,
});

/** The filters' counts: none are shown. */
const noFacets: CarFacets = {
  total: { count: 1, approximate: false },
  facets: {
    make: [],
    model: [],
    bodyStyle: [],
    city: [],
    fuelType: [],
    transmission: [],
    condition: [],
    year: [],
    priceBand: [],
    downPayment: [],
    monthly: [],
  },
};

const listingApi = {
  'GET /api/v1/car/search': () =>
    jsonResponse(carSearchResponseSchema, searchResponse([buildCar({ id: 'car_1' })])),
  'GET /api/v1/car/facets': () => jsonResponse(carFacetsSchema, noFacets),
};

/** Text as Testing Library reads it: formatPrice's no-break space becomes a space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const saves = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/saved-searches');

describe('saving a search from the listings', () => {
  it('saves only the filters of the search (no sort, no page), named after them', async () => {
    const calls = signedInAs(buyer, {
      ...listingApi,
      'POST /api/v1/saved-searches': ({ body }) =>
        jsonResponse(savedSearchSchema, buildSavedSearch(body as object), 201),
    });
    renderRoutesAt(
      '/car-grid?make=toyota&model=corolla&priceMax=900000&city=cairo&sort=price-asc&page=2',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    const name = `Toyota Corolla, under ${formatPrice(900_000, 'en')}, Cairo`;
    expect((dialog.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(name);
    fireEvent.click(dialog.getByRole('button', { name: 'Save search' }));

    await screen.findByText('Search saved.');
    expect(saves(calls).map((call) => call.body)).toEqual([
      {
        name,
        query: { make: 'toyota', model: 'corolla', priceMax: 900_000, city: 'cairo' },
        frequency: 'instant',
        language: 'en',
      },
    ]);
  });

  it('is not offered without filters', async () => {
    signedInAs(buyer, listingApi);
    renderRoutesAt('/car-grid?sort=price-asc');
    await screen.findByRole('button', { name: 'Account menu of Mona Buyer' });
    await screen.findByRole('heading', { name: 'Toyota Corolla 2021' });
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });
});

describe('/saved-searches', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderRoutesAt('/saved-searches');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/saved-searches',
    );
  });

  it("names each search's criteria as the listing's filters do", async () => {
    signedInAs(buyer, {
      'GET /api/v1/saved-searches': () =>
        jsonResponse(savedSearchesResponseSchema, { savedSearches: [corolla] }),
    });
    renderRoutesAt('/saved-searches');
    expect(await screen.findByRole('heading', { name: 'Saved searches', level: 1 })).toBeTruthy();
    const item = within(
      (await screen.findByRole('heading', { name: 'My next car' })).closest('li')!,
    );
    expect(
      item.getByText(spaced(`Toyota Corolla, under ${formatPrice(900_000, 'en')}, Cairo`)),
    ).toBeTruthy();
    expect(item.getByText('2 new')).toBeTruthy();
  });

  it.each([
    ['en', 'Toyota Corolla, under EGP\u00a0900,000, Cairo'],
    ['ar', 'تويوتا كورولا، حتى 900,000 جنيه، القاهرة'],
  ] as const)(
    'does not repeat under a search the summary it is named after (%s)',
    async (language, summary) => {
      await setLanguage(language);
      try {
        signedInAs(buyer, {
          'GET /api/v1/saved-searches': () =>
            jsonResponse(savedSearchesResponseSchema, {
              savedSearches: [{ ...corolla, name: summary }],
            }),
        });
        renderRoutesAt('/saved-searches');
        const heading = await screen.findByRole('heading', {
          name: (name) => spaced(name) === spaced(summary),
        });
        const item = heading.closest('li')!;
        expect(within(item).getAllByText(spaced(summary))).toEqual([heading.firstChild]);
      } finally {
        await setLanguage('en');
      }
    },
    15_000,
  );

  it('is open to a signed-in user of any role, in Arabic too', async () => {
    await setLanguage('ar');
    try {
      const pending = buildUser({
        name: 'Pakinam Pending',
        role: 'DealerEmployee',
        dealer_access: [
          {
            dealerId: 'dlr_1',
            dealerName: 'Nile',
            dealerNames: { en: 'Nile', ar: null },
            role: 'employee',
            status: 'pending',
          },
        ],
      });
      signedInAs(pending, {
        'GET /api/v1/saved-searches': () =>
          jsonResponse(savedSearchesResponseSchema, { savedSearches: [corolla] }),
      });
      const { router } = renderRoutesAt('/saved-searches');
      expect(
        await screen.findByRole('heading', { name: 'عمليات البحث المحفوظة', level: 1 }),
      ).toBeTruthy();
      expect(await screen.findByText('تويوتا كورولا، حتى 900,000 جنيه، القاهرة')).toBeTruthy();
      expect(screen.getByText('سيارتان جديدتان')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/saved-searches');
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  }, 15_000);
});
