import { apiErrorSchema } from '#shared/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, mockApi, sessionRoutes } from '../../testing/test-utils';

const user = buildUser({ name: 'Karim Dealer', role: 'Dealer' });
const restoreSession = sessionRoutes(user);

function signedInMessage(origin: string, token = 'from-popup') {
  return new MessageEvent('message', { origin, data: { type: 'arabeya:signed-in', token } });
}

describe('/login', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the sign-in popup, and completes with the token it posts from this origin', async () => {
    const calls = mockApi(restoreSession);
    const popup = { closed: false, focus: vi.fn() };
    const open = vi.fn(() => popup as unknown as Window);
    vi.stubGlobal('open', open);
    const { router } = renderRoutesAt('/login?returnTo=%2Fmy-team');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/api/v1/auth/login?mode=popup&returnTo=%2Fmy-team',
      'arabeya-sign-in',
      expect.stringContaining('width=500,height=650'),
    );
    expect(await screen.findByText('Finish signing in in the window that opened.')).toBeTruthy();

    // Another origin is not listened to.
    act(() => {
      window.dispatchEvent(signedInMessage('https://evil.example'));
    });
    expect(calls).toEqual([]);

    act(() => {
      window.dispatchEvent(signedInMessage(window.location.origin));
    });
    expect(await screen.findByRole('heading', { name: 'My Team', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-team');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer from-popup');
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('completes a redirect sign-in from the handed-over token', async () => {
    mockApi(restoreSession);
    sessionStorage.setItem('arabeya:sign-in-token', 'handed-over');
    const { router } = renderRoutesAt('/login?complete=1&returnTo=%2Fmy-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(sessionStorage.getItem('arabeya:sign-in-token')).toBeNull();
  });

  it('says the sign-in expired when there is no token to take over', async () => {
    mockApi(restoreSession);
    renderRoutesAt('/login?complete=1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired. Please sign in again.',
    );
  });

  it('says the sign-in failed when verify refuses the token', async () => {
    mockApi({
      ...restoreSession,
      'GET /api/v1/user/verify': () => jsonResponse(apiErrorSchema, { message: 'Invalid' }, 401),
    });
    sessionStorage.setItem('arabeya:sign-in-token', 'bad');
    renderRoutesAt('/login?complete=1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in did not complete. Please try again.',
    );
  });

  it('speaks to buyers and to dealers', async () => {
    mockApi(restoreSession);
    renderRoutesAt('/login');
    expect(await screen.findByRole('heading', { name: 'Buying a car?', level: 2 })).toBeTruthy();
    expect(
      screen.getByText(
        'Sign in to keep your favourites on all your devices, save searches and hear of new cars that match, and report a listing that looks wrong.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Selling cars?', level: 2 })).toBeTruthy();
    expect(
      screen.getByText('Sign in to manage your dealership, your team and your cars.'),
    ).toBeTruthy();
  });

  it('says what waits for the sign-in on the page it returns to, and drops what waits elsewhere', async () => {
    const waiting = (path: string) =>
      JSON.stringify({ action: 'saveSearch', path, at: Date.now() });
    mockApi(restoreSession);
    sessionStorage.setItem('arabeya:after-sign-in', waiting('/car-grid?make=toyota'));
    const { view } = renderRoutesAt(
      `/login?returnTo=${encodeURIComponent('/car-grid?make=toyota')}`,
    );
    expect(
      await screen.findByText(
        'Sign in and your search will be saved, with an e-mail when new cars match it. You will come straight back to it.',
      ),
    ).toBeTruthy();
    view.unmount();

    renderRoutesAt('/login?returnTo=%2Fmy-account');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.queryByText(/your search will be saved/)).toBeNull();
    expect(sessionStorage.getItem('arabeya:after-sign-in')).toBeNull();
  });

  it('ignores a return path that is not local', async () => {
    mockApi(restoreSession);
    const open = vi.fn(
      (_url: string, _name: string, _features: string) =>
        ({ closed: false, focus: vi.fn() }) as unknown as Window,
    );
    vi.stubGlobal('open', open);
    renderRoutesAt('/login?returnTo=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(open.mock.calls[0]?.[0]).toBe('/api/v1/auth/login?mode=popup&returnTo=%2F');
  });
});
