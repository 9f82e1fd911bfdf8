import { teamListResponseSchema } from '#shared/schemas/team';
import { apiErrorSchema } from '#shared/errors';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type User,
  verifyResponseSchema,
  tokenResponseSchema,
  userUpdateResponseSchema,
} from '#shared/schemas/user';
import { buildUser } from '../testing/data-generators';
import { expectConsoleError } from '../testing/setup';
import { deferred, jsonResponse, mockApi, type ApiCall } from '../testing/test-utils';
import { api } from './api-client';
import { AuthProvider, useAuth, type AuthContextValue } from './auth';

const storedUser = buildUser({ uid: 'usr_1', name: 'Karim Dealer', email: 'dealer@example.com' });

function store(token: string, user: User = storedUser) {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Renders the provider with a probe; `auth()` is the latest context value. */
function renderAuth() {
  let latest: AuthContextValue | undefined;
  function Probe() {
    latest = useAuth();
    return (
      <p>
        {latest.status}
        {latest.user ? `: ${latest.user.name} (${latest.user.role ?? 'none'})` : ''}
      </p>
    );
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

const bearerOf = (call: ApiCall | undefined) => call?.headers.get('Authorization');
const route = (calls: ApiCall[]) => calls.map((call) => `${call.method} ${call.path}`);

/** A working session API: refresh gives `fresh`, verify the user, update the role. */
function sessionApi(options: { refresh?: number; verify?: number; update?: number } = {}) {
  const verified = buildUser({ ...storedUser, role: 'DealerEmployee' });
  return mockApi({
    'POST /api/v1/auth/refresh': () =>
      options.refresh
        ? jsonResponse(
            apiErrorSchema,
            { message: 'Invalid or expired session token' },
            options.refresh,
          )
        : jsonResponse(tokenResponseSchema, { token: 'fresh' }),
    'GET /api/v1/user/verify': () =>
      options.verify
        ? jsonResponse(
            apiErrorSchema,
            { message: 'Invalid or expired session token' },
            options.verify,
          )
        : jsonResponse(verifyResponseSchema, { mapsKey: 'maps-key', user: verified }),
    'POST /api/v1/user/update': () =>
      options.update
        ? new Response('database unavailable', { status: options.update })
        : jsonResponse(userUpdateResponseSchema, { role: 'Dealer' }),
    'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
  });
}

describe('AuthProvider', () => {
  it('throws the usage error outside the provider', () => {
    expectConsoleError();
    expect(() => renderHook(() => useAuth())).toThrow('AuthContext was used outside AuthProvider');
  });

  it('completes as logged out without stored data, calling nothing', () => {
    const calls = sessionApi();
    const auth = renderAuth();
    expect(auth().status).toBe('loggedOut');
    expect(screen.getByText('loggedOut')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('restores a stored session: refresh, verify, update (its role), then stored', async () => {
    store('old');
    const calls = sessionApi();
    const auth = renderAuth();
    expect(auth().status).toBe('loading');
    expect(await screen.findByText('authenticated: Karim Dealer (Dealer)')).toBeTruthy();
    expect(route(calls)).toEqual([
      'POST /api/v1/auth/refresh',
      'GET /api/v1/user/verify',
      'POST /api/v1/user/update',
    ]);
    expect(bearerOf(calls[0])).toBe('Bearer old');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.body).toBeUndefined();
    expect(bearerOf(calls[1])).toBe('Bearer fresh');
    expect(bearerOf(calls[2])).toBe('Bearer fresh');
    expect(calls[2]?.body).toEqual({
      userId: 'usr_1',
      lastSeen: expect.any(Number) as number,
      firebaseName: 'Karim Dealer',
      email: 'dealer@example.com',
      photoUrl: null,
      os: 'web',
    });
    expect(auth().mapsKey).toBe('maps-key');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      uid: 'usr_1',
      role: 'Dealer',
    });
  });

  it('falls back to the stored token when the refresh fails', async () => {
    store('old');
    const calls = sessionApi({ refresh: 401 });
    renderAuth();
    expect(await screen.findByText('authenticated: Karim Dealer (Dealer)')).toBeTruthy();
    expect(bearerOf(calls[1])).toBe('Bearer old');
    expect(localStorage.getItem('token')).toBe('old');
  });

  it('clears everything and logs out when verify fails', async () => {
    store('old');
    sessionApi({ verify: 401 });
    renderAuth();
    expect(await screen.findByText('loggedOut')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears everything and logs out when the network fails', async () => {
    store('old');
    mockApi({});
    renderAuth();
    expect(await screen.findByText('loggedOut')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when leaving the page cuts its restore off', async () => {
    store('old');
    const verify = deferred<Response>();
    const calls = mockApi({
      'POST /api/v1/auth/refresh': () => jsonResponse(tokenResponseSchema, { token: 'fresh' }),
      'GET /api/v1/user/verify': () => verify.promise,
    });
    const auth = renderAuth();
    await waitFor(() => expect(route(calls)).toContain('GET /api/v1/user/verify'));
    // The browser ends the page's calls as it leaves it; the next page restores the session.
    window.dispatchEvent(new Event('pagehide'));
    verify.reject(new TypeError('Failed to fetch'));
    await waitFor(() => expect(auth().status).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(auth().status).toBe('loading');
    expect(localStorage.getItem('token')).toBe('old');
    expect(localStorage.getItem('user')).not.toBeNull();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('completes a sign-in in order: refresh, verify, update, then stored', async () => {
    const storedDuringUpdate: (string | null)[] = [];
    const calls = mockApi({
      'POST /api/v1/auth/refresh': () => jsonResponse(tokenResponseSchema, { token: 'fresh' }),
      'GET /api/v1/user/verify': () =>
        jsonResponse(verifyResponseSchema, {
          mapsKey: 'maps-key',
          user: { ...storedUser, role: null },
        }),
      'POST /api/v1/user/update': () => {
        storedDuringUpdate.push(localStorage.getItem('token'), localStorage.getItem('user'));
        return jsonResponse(userUpdateResponseSchema, { role: 'Dealer' });
      },
    });
    const auth = renderAuth();
    let user: User | undefined;
    await act(async () => {
      user = await auth().completeSignIn('from-popup');
    });
    expect(route(calls)).toEqual([
      'POST /api/v1/auth/refresh',
      'GET /api/v1/user/verify',
      'POST /api/v1/user/update',
    ]);
    expect(bearerOf(calls[0])).toBe('Bearer from-popup');
    expect(bearerOf(calls[1])).toBe('Bearer fresh');
    expect(storedDuringUpdate).toEqual([null, null]);
    expect(user?.role).toBe('Dealer');
    expect(auth().status).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(screen.getByText('authenticated: Karim Dealer (Dealer)')).toBeTruthy();
  });

  it("throws 'Failed to verify user' when verify answers non-ok during sign-in", async () => {
    sessionApi({ verify: 401 });
    const auth = renderAuth();
    await expect(auth().completeSignIn('from-popup')).rejects.toThrow('Failed to verify user');
    expect(auth().status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('only logs a failed user update, keeping the role from verify', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionApi({ update: 500 });
    const auth = renderAuth();
    await act(async () => {
      await auth().completeSignIn('from-popup');
    });
    expect(warn).toHaveBeenCalledWith(
      'Failed to update user entry',
      expect.objectContaining({ status: 500 }),
    );
    expect(auth().status).toBe('authenticated');
    expect(auth().user?.role).toBe('DealerEmployee');
  });

  it('logs out: POST logout with the token, then token, user and state cleared', async () => {
    store('old');
    const calls = sessionApi();
    const auth = renderAuth();
    await screen.findByText('authenticated: Karim Dealer (Dealer)');
    await act(() => auth().logout());
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/auth/logout' });
    expect(bearerOf(calls.at(-1))).toBe('Bearer fresh');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(auth().status).toBe('loggedOut');
    expect(auth().user).toBeNull();
  });

  it('logs out even when the logout call fails', async () => {
    store('old');
    const calls = sessionApi();
    const auth = renderAuth();
    await screen.findByText('authenticated: Karim Dealer (Dealer)');
    mockApi({
      'POST /api/v1/auth/logout': () => jsonResponse(apiErrorSchema, { message: 'boom' }, 500),
    });
    await act(() => auth().logout());
    expect(calls.length).toBe(3);
    expect(auth().status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('verifies again on refreshUser, picking up a changed role and dealer access', async () => {
    store('old');
    sessionApi();
    const auth = renderAuth();
    await screen.findByText('authenticated: Karim Dealer (Dealer)');
    const approved = buildUser({
      ...storedUser,
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
    mockApi({
      'GET /api/v1/user/verify': () =>
        jsonResponse(verifyResponseSchema, { mapsKey: 'k', user: approved }),
    });
    await act(async () => {
      await auth().refreshUser();
    });
    expect(auth().user?.dealer_access[0]?.status).toBe('approved');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      dealer_access: [{ status: 'approved' }],
    });
  });

  it('follows another tab signing out', async () => {
    store('old');
    sessionApi();
    const auth = renderAuth();
    await screen.findByText('authenticated: Karim Dealer (Dealer)');
    // keepSession is loaded on demand; wait until it listens.
    await waitFor(async () => {
      localStorage.removeItem('token');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
      });
      expect(auth().status).toBe('loggedOut');
    });
  });
});

describe('authenticated api calls', () => {
  it("fail with 'No authentication token found' when no token is stored", async () => {
    const calls = mockApi({});
    await expect(api.post('/api/v1/dealer/team', { dealerId: 'd' })).rejects.toThrow(
      'No authentication token found',
    );
    expect(calls).toEqual([]);
  });

  it('send the stored token as a bearer and the body as JSON', async () => {
    localStorage.setItem('token', 'stored');
    const calls = mockApi({
      'POST /api/v1/dealer/team': () => jsonResponse(teamListResponseSchema, { team_members: [] }),
    });
    await expect(api.post('/api/v1/dealer/team', { dealerId: 'd' })).resolves.toEqual({
      team_members: [],
    });
    expect(bearerOf(calls[0])).toBe('Bearer stored');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ dealerId: 'd' });
  });
});
