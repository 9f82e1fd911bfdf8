import { dealerInsightsSchema } from '#shared/schemas/analytics';
import { carsByIdResponseSchema, savedSearchesResponseSchema } from '#shared/schemas/buyer';
import {
  carSchema,
  carSearchResponseSchema,
  popularMakesResponseSchema,
} from '#shared/schemas/car';
import { carEditResponseSchema, myCarsResponseSchema } from '#shared/schemas/car-write';
import { dealerDetailSchema, dealerListResponseSchema } from '#shared/schemas/dealer';
import { leadListResponseSchema } from '#shared/schemas/lead';
import { dealerReportsResponseSchema, operatorReportsResponseSchema } from '#shared/schemas/report';
import { teamListResponseSchema } from '#shared/schemas/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/user';
import { buildCar, buildDealer, buildUser, searchResponse } from '../testing/data-generators';
import { renderRoutesAt } from '../testing/render-routes';
import { routes } from './router';
import { jsonResponse, mockApi, signedInAs } from '../testing/test-utils';

describe('routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    renderRoutesAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each(['/cars/no-such-make', '/cars/toyota/golf', '/cars/in/paris'])(
    'shows the moved screen for the landing page %s, of a name it does not know',
    async (path) => {
      renderRoutesAt(path);
      expect(
        await screen.findByRole('heading', { name: 'This page has moved or does not exist' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to cars' })).toBeTruthy();
    },
  );

  it.each([
    ['/car-details/abc/photos', 'Back to cars'],
    ['/car-grid/old-link', 'Back to cars'],
    ['/dealer/abc/nile-motors/team', 'Back to dealers'],
    ['/dealers/cairo', 'Back to dealers'],
  ])('shows the moved screen for %s', async (path, back) => {
    renderRoutesAt(path);
    expect(
      await screen.findByRole('heading', { name: 'This page has moved or does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: back })).toBeTruthy();
  });

  it('shows the sign-in screen with the Google button', async () => {
    renderRoutesAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    '/add-car',
    '/edit-car/car_1',
    '/my-account',
    '/my-cars',
    '/my-cars/import',
    '/my-team',
    '/my-access',
    '/my-leads',
    '/operator/reports',
  ])('sends a signed-out visitor from %s to /login and back', async (path) => {
    const { router } = renderRoutesAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
  });

  it('puts every screen in the shared layout', async () => {
    // The table covers every route the router has: a new screen needs a row here.
    expect(layoutRows.map((row) => row.route).sort()).toEqual(routePaths(routes).sort());
    for (const { route, path, heading, user } of layoutRows) {
      localStorage.clear();
      if (user) signedInOnAnyScreen(user, screenApi);
      else mockApi(screenApi);
      const { router, view } = renderRoutesAt(path);
      const title = await screen.findByRole('heading', { level: 1, name: heading });
      expect(router.state.location.pathname, `${route}: sent elsewhere`).toBe(path);
      // The layout's header, main and footer, in this order, side by side in its wrapper.
      const parts = (['banner', 'main', 'contentinfo'] as const).map((role) =>
        screen.queryByRole(role),
      );
      expect(parts.map(Boolean), `${route}: header, main, footer`).toEqual([true, true, true]);
      const main = parts[1]!;
      expect(main.contains(title), `${route}: the screen is outside main`).toBe(true);
      expect(
        [...main.parentElement!.children].filter((child) => parts.includes(child as HTMLElement)),
        `${route}: not in the shared layout`,
      ).toEqual(parts);
      view.unmount();
    }
  }, 30_000);
});

/**
 * A stored session that restores as `user` (refresh, verify, user update), with the API
 * answering the dealer list (empty), sign-out and `routes` too.
 */
const signedInOnAnyScreen = (user: User, routes: Parameters<typeof mockApi>[0] = {}) =>
  signedInAs(user, {
    'GET /api/v1/dealer': () => jsonResponse(dealerListResponseSchema, { dealers: [] }),
    'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  });

/** The paths of every route of `tree` (an index route is its parent's, here "/"). */
function routePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

const nile = {
  dealerId: 'dlr_1',
  dealerName: 'Nile Motors',
  dealerNames: { en: 'Nile Motors', ar: null },
};
const dealerAdmin = buildUser({
  name: 'Karim Dealer',
  role: 'Dealer',
  dealer_access: [{ ...nile, role: 'admin', status: 'approved' }],
});
const layoutCar = buildCar({ id: 'car_1', sellerId: nile.dealerId });
const nileDetail = dealerDetailSchema.parse({
  ...buildDealer({ id: nile.dealerId, name: nile.dealerName }),
  phone: '+20 2 2345 6789',
  whatsapp: '+20 2 2345 6789',
  address: '12 Nile Street',
  addresses: { en: '12 Nile Street', ar: null },
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});

/** What the screens ask the API for, answered with one car of one dealership. */
const screenApi: Parameters<typeof mockApi>[0] = {
  'GET /api/v1/car/search': () =>
    jsonResponse(carSearchResponseSchema, searchResponse([layoutCar])),
  'GET /api/v1/car/popular-makes': () =>
    jsonResponse(popularMakesResponseSchema, { makes: [{ key: 'toyota', count: 1 }] }),
  'GET /api/v1/car/car_1': () => jsonResponse(carSchema, layoutCar),
  'GET /api/v1/car/car_1/similar': () => jsonResponse(carsByIdResponseSchema, { cars: {} }),
  'GET /api/v1/dealer': () =>
    jsonResponse(dealerListResponseSchema, {
      dealers: [buildDealer({ id: nile.dealerId, name: nile.dealerName })],
    }),
  'GET /api/v1/dealer/dlr_1': () => jsonResponse(dealerDetailSchema, nileDetail),
  'POST /api/v1/dealer/team': () => jsonResponse(teamListResponseSchema, { team_members: [] }),
  'GET /api/v1/car/mine': () =>
    jsonResponse(myCarsResponseSchema, { cars: [], total: 0, page: 1, pageSize: 20 }),
  'GET /api/v1/saved-searches': () =>
    jsonResponse(savedSearchesResponseSchema, { savedSearches: [] }),
  'GET /api/v1/analytics/dealer/dlr_1': () =>
    jsonResponse(dealerInsightsSchema, { cars: [], daily: [] }),
  'GET /api/v1/leads/dealer/dlr_1': () =>
    jsonResponse(leadListResponseSchema, {
      leads: [],
      nextCursor: null,
      cars: [],
      canAssign: true,
      assignees: [],
    }),
  'GET /api/v1/reports/dealer/dlr_1': () =>
    jsonResponse(dealerReportsResponseSchema, { reports: [] }),
  'GET /api/v1/operator/reports': () =>
    jsonResponse(operatorReportsResponseSchema, { reports: [] }),
  'GET /api/v1/car/car_1/edit': () =>
    jsonResponse(carEditResponseSchema, {
      car: layoutCar,
      dealerName: 'Nile Motors',
      pictures: [],
    }),
};

/**
 * One row per route of the router: a path that opens it, the heading of its screen, and the
 * user it needs (none: the screen is public, seen signed out).
 */
const layoutRows: { route: string; path: string; heading: string; user?: User }[] = [
  { route: '/', path: '/', heading: 'Find your next car in Egypt' },
  { route: '/login', path: '/login', heading: 'Sign in' },
  { route: '/car-grid', path: '/car-grid', heading: 'Cars for sale' },
  { route: '/car-list', path: '/car-list', heading: 'Cars for sale' },
  { route: '/cars/:make', path: '/cars/toyota', heading: 'Toyota cars for sale in Egypt' },
  {
    route: '/cars/:make/:model',
    path: '/cars/toyota/land-cruiser',
    heading: 'Toyota Land Cruiser for sale in Egypt',
  },
  { route: '/cars/in/:place', path: '/cars/in/new-cairo', heading: 'Cars for sale in New Cairo' },
  { route: '/cars/body/:bodyStyle', path: '/cars/body/suv', heading: 'SUV cars for sale in Egypt' },
  { route: '/car-details/:id', path: '/car-details/car_1', heading: 'Toyota Corolla 2021' },
  { route: '/dealers', path: '/dealers', heading: 'Dealers' },
  { route: '/favourites', path: '/favourites', heading: 'Favourites' },
  { route: '/compare', path: '/compare', heading: 'Compare cars' },
  { route: '/dealer/:id/:slug?', path: '/dealer/dlr_1/nile-motors', heading: 'Nile Motors' },
  { route: '/my-account', path: '/my-account', heading: 'My Account', user: dealerAdmin },
  { route: '/my-team', path: '/my-team', heading: 'My Team', user: dealerAdmin },
  { route: '/my-access', path: '/my-access', heading: 'My Access', user: dealerAdmin },
  { route: '/add-car', path: '/add-car', heading: 'Add a car', user: dealerAdmin },
  { route: '/edit-car/:carId', path: '/edit-car/car_1', heading: 'Edit car', user: dealerAdmin },
  { route: '/my-cars', path: '/my-cars', heading: 'My Cars', user: dealerAdmin },
  {
    route: '/my-cars/import',
    path: '/my-cars/import',
    heading: 'Import from a spreadsheet',
    user: dealerAdmin,
  },
  {
    route: '/saved-searches',
    path: '/saved-searches',
    heading: 'Saved searches',
    user: dealerAdmin,
  },
  { route: '/my-leads', path: '/my-leads', heading: 'Leads', user: dealerAdmin },
  {
    route: '/operator/reports',
    path: '/operator/reports',
    heading: 'Reports to review',
    user: dealerAdmin,
  },
  ...['/car-details/*', '/car-grid/*', '/car-list/*', '/dealer/*', '/dealers/*'].map((route) => ({
    route,
    // Deeper than a dealer page's /dealer/{id}/{slug}.
    path: route.replace('*', 'a/b/c'),
    heading: 'This page has moved or does not exist',
  })),
  { route: '*', path: '/no-such-page', heading: 'Page not found' },
];

const pendingEmployee = buildUser({
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
const plainUser = buildUser({ name: 'Youssef User', role: null });

describe('route guard', () => {
  it('sends a pending employee from /my-cars to /my-access with the info message', async () => {
    signedInOnAnyScreen(pendingEmployee);
    const { router } = renderRoutesAt('/my-cars');
    const notice = await screen.findByText(
      'Please accept your dealer invitation in the My Access page before accessing this feature.',
    );
    expect(notice.closest('[data-kind]')?.getAttribute('data-kind')).toBe('info');
    expect(router.state.location.pathname).toBe('/my-access');
    expect(await screen.findByRole('heading', { name: 'My Access', level: 1 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Please accept your dealer invitation/)).toBeNull();
  });

  it('sends a user without a dealership from /my-team home with the warning', async () => {
    signedInOnAnyScreen(plainUser);
    const { router } = renderRoutesAt('/my-team');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'You need to be registered as a dealer to access this page.',
    );
    expect(notice.getAttribute('data-kind')).toBe('warning');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the car form for a dealer', async () => {
    signedInOnAnyScreen(
      buildUser({
        role: 'Dealer',
        dealer_access: [
          {
            dealerId: 'dlr_1',
            dealerName: 'Nile Motors',
            dealerNames: { en: 'Nile Motors', ar: null },
            role: 'admin',
            status: 'approved',
          },
        ],
      }),
    );
    renderRoutesAt('/add-car');
    expect(await screen.findByRole('heading', { name: 'Add a car', level: 1 })).toBeTruthy();
    // The form is a chunk of its own, slow to render in jsdom.
    expect(
      await screen.findByRole('button', { name: 'Save car' }, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 20_000);

  it('sends a signed-in visitor on from /login to the return path', async () => {
    signedInOnAnyScreen(plainUser);
    const { router } = renderRoutesAt('/login?returnTo=%2Fmy-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
  });
});

describe('header when signed in', () => {
  it('shows the name and the screens the role may open', async () => {
    signedInOnAnyScreen(buildUser({ name: 'Karim Dealer', role: 'Dealer' }));
    renderRoutesAt('/no-such-page');
    const menuButton = await screen.findByRole('button', { name: 'Account menu of Karim Dealer' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    const links = within(menu!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Add car',
      'My Cars',
      'Leads',
      'My Team',
      'Saved searches',
      'My Account',
    ]);
    expect(within(menu!).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('offers a pending employee only Saved searches and My Access', async () => {
    signedInOnAnyScreen(pendingEmployee);
    renderRoutesAt('/no-such-page');
    const menuButton = await screen.findByRole('button', {
      name: 'Account menu of Pakinam Pending',
    });
    fireEvent.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(
      within(menu!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Saved searches', 'My Access']);
  });

  it('leads a user with a pending invitation to My Access from every page but My Access', async () => {
    signedInOnAnyScreen(pendingEmployee);
    const { router } = renderRoutesAt('/no-such-page');
    const banner = await screen.findByRole('region', { name: 'Invitations' });
    expect(banner.textContent).toContain('You are invited to join the team of \u2068Nile\u2069.');
    fireEvent.click(within(banner).getByRole('link', { name: 'Answer in My Access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-access'));
    await screen.findByRole('heading', { name: 'My Access', level: 1 });
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('shows no invitation banner without a pending invitation', async () => {
    const approved = buildUser({
      name: 'Omar Employee',
      role: 'DealerEmployee',
      dealer_access: [
        {
          dealerId: 'dlr_1',
          dealerName: 'Nile',
          dealerNames: { en: 'Nile', ar: null },
          role: 'employee',
          status: 'approved',
        },
      ],
    });
    const calls = signedInOnAnyScreen(approved);
    renderRoutesAt('/no-such-page');
    await screen.findByRole('button', { name: 'Account menu of Omar Employee' });
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    // The session told; no page asks the server about invitations.
    expect(calls.filter((call) => call.path.startsWith('/api/v1/dealer'))).toEqual([]);
  });

  it('signs out', async () => {
    const calls = signedInOnAnyScreen(plainUser);
    renderRoutesAt('/no-such-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Youssef User' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
    expect(calls.at(-1)?.path).toBe('/api/v1/auth/logout');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
