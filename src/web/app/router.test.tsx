import { dealerListResponseSchema } from '#shared/schemas/dealer';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#shared/schemas/user';
import { buildUser } from '../testing/data-generators';
import { renderRoutesAt } from '../testing/render-routes';
import { jsonResponse, mockApi, sessionRoutes, storeSession } from '../testing/test-utils';

describe('routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    renderRoutesAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each([
    ['/car-details/abc/photos', 'Back to cars'],
    ['/car-grid/old-link', 'Back to cars'],
    ['/dealer/abc/team', 'Back to dealers'],
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

  it.each(['/add-car', '/edit-car/car_1', '/my-account', '/my-cars', '/my-team', '/my-access'])(
    'sends a signed-out visitor from %s to /login and back',
    async (path) => {
      const { router } = renderRoutesAt(path);
      expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    },
  );

  it('puts every screen in the shared layout', async () => {
    renderRoutesAt('/login');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

/** A stored session that restores as `user` (the restore calls of spec section 4). */
function signedInAs(user: User) {
  storeSession(user);
  return mockApi({
    ...sessionRoutes(user),
    'GET /api/v1/dealer': () => jsonResponse(dealerListResponseSchema, { dealers: [] }),
    'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
  });
}

const pendingEmployee = buildUser({
  name: 'Pakinam Pending',
  role: 'DealerEmployee',
  dealer_access: [{ dealerId: 'dlr_1', dealerName: 'Nile', role: 'employee', status: 'pending' }],
});
const plainUser = buildUser({ name: 'Youssef User', role: null });

describe('route guard', () => {
  it('sends a pending employee from /my-cars to /my-access with the info message', async () => {
    signedInAs(pendingEmployee);
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
    signedInAs(plainUser);
    const { router } = renderRoutesAt('/my-team');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'You need to be registered as a dealer to access this page.',
    );
    expect(notice.getAttribute('data-kind')).toBe('warning');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the car form for a dealer', async () => {
    signedInAs(
      buildUser({
        role: 'Dealer',
        dealer_access: [
          { dealerId: 'dlr_1', dealerName: 'Nile Motors', role: 'admin', status: 'approved' },
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
    signedInAs(plainUser);
    const { router } = renderRoutesAt('/login?returnTo=%2Fmy-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
  });
});

describe('header when signed in', () => {
  it('shows the name and the screens the role may open', async () => {
    signedInAs(buildUser({ name: 'Karim Dealer', role: 'Dealer' }));
    renderRoutesAt('/no-such-page');
    const menuButton = await screen.findByRole('button', { name: 'Account menu of Karim Dealer' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    const links = within(menu!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['My Cars', 'My Team', 'My Account']);
    expect(within(menu!).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('offers a pending employee only My Access', async () => {
    signedInAs(pendingEmployee);
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
    ).toEqual(['My Access']);
  });

  it('signs out', async () => {
    const calls = signedInAs(plainUser);
    renderRoutesAt('/no-such-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Youssef User' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
    expect(calls.at(-1)?.path).toBe('/api/v1/auth/logout');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
