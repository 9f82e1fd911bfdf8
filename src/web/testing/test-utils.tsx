import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { z } from 'zod';
import {
  tokenResponseSchema,
  userUpdateResponseSchema,
  verifyResponseSchema,
  type User,
} from '#shared/schemas/user';
import { favouritesResponseSchema } from '#shared/schemas/buyer';
import { inboxCountsSchema } from '#shared/schemas/lead';
import type { RemoteConfig } from '#shared/schemas/analytics';
import { AuthProvider } from '../lib/auth';
import {
  defaultRemoteConfig,
  remoteConfigStorageKey,
  resetRemoteConfigMemory,
} from '../lib/remote-config';

/** A query client for one test: no retries, nothing kept between tests. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

/** Renders `ui` inside a query client and the session provider, as the app runs its screens. */
export function renderWithSession(ui: ReactNode) {
  return render(
    <QueryWrapper>
      <AuthProvider>{ui}</AuthProvider>
    </QueryWrapper>,
  );
}

/**
 * Renders `provider` around a probe that shows, as text, `show` of the state `useProvided`
 * reads from it, under a query client. Returns the status of every render, in order.
 */
export function renderProviderStates<State extends { status: string }>(
  useProvided: () => State,
  show: (state: State) => string,
  provider: (probe: ReactNode) => ReactNode,
) {
  const statuses: State['status'][] = [];
  function Probe() {
    const state = useProvided();
    statuses.push(state.status);
    return <p>{show(state)}</p>;
  }
  render(<QueryWrapper>{provider(<Probe />)}</QueryWrapper>);
  return statuses;
}

/**
 * An answer of the API as `fetch` would give it, checked against the shared schema the server
 * answers with (`apiErrorSchema` for errors): a change of the contract fails the test.
 */
export const jsonResponse = <Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
) =>
  new Response(JSON.stringify(schema.parse(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Replaces `fetch` with a mock answering from `handler`; returns the mock. */
export function mockFetch(handler: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A request the fake API received. */
export interface ApiCall {
  method: string;
  path: string;
  /** The query string, without its "?" ("status=new&kind=call"; "" for none). */
  query: string;
  headers: Headers;
  body: unknown;
}

type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a fake API answering from `routes`, keyed "METHOD /path" (the path
 * without its query). An unknown route fails the test. Returns every call, in order.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      const text = typeof init.body === 'string' ? init.body : undefined;
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams.toString(),
        headers: new Headers(init.headers),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      if (!handler) throw new Error(`Unexpected request: ${call.method} ${call.path}`);
      return handler(call);
    }),
  );
  return calls;
}

/** A promise with its resolve and reject functions, for answers the test releases itself. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * The remote configuration (`overrides` on the defaults) as a visit a moment ago kept it: the
 * screens read it at once and ask the server for none.
 */
export function keepRemoteConfig(overrides: Partial<RemoteConfig> = {}) {
  resetRemoteConfigMemory();
  localStorage.setItem(
    remoteConfigStorageKey,
    JSON.stringify({ config: { ...defaultRemoteConfig, ...overrides }, fetchedAt: Date.now() }),
  );
}

/** A session of `user` as an earlier visit left it in localStorage (token "stored"). */
export function storeSession(user: User) {
  localStorage.setItem('token', 'stored');
  localStorage.setItem('user', JSON.stringify(user));
}

/**
 * The calls that restore a stored session: refresh answers the token "fresh", verify and update
 * answer `user` (or, given a function, the user at the time of the call).
 */
export function sessionRoutes(user: User | (() => User)) {
  const current = typeof user === 'function' ? user : () => user;
  return {
    'POST /api/v1/auth/refresh': () => jsonResponse(tokenResponseSchema, { token: 'fresh' }),
    'GET /api/v1/user/verify': () =>
      jsonResponse(verifyResponseSchema, { mapsKey: 'k', user: current() }),
    'POST /api/v1/user/update': () =>
      jsonResponse(userUpdateResponseSchema, { role: current().role }),
  };
}

/**
 * A session of `user` stored by an earlier visit, and a fake API (`mockApi`) that restores it
 * and answers `routes` too. Given a function, the session calls answer the user at the time of
 * the call. Returns every call, in order.
 */
export function signedInAs(user: User | (() => User), routes: Record<string, ApiHandler> = {}) {
  const current = typeof user === 'function' ? user : () => user;
  storeSession(current());
  return mockApi({
    // Every page reads the favourites once signed in (the header counts them), and the user
    // menu's counts: none, unless `routes` answer otherwise.
    'GET /api/v1/favourites': () => jsonResponse(favouritesResponseSchema, { favourites: [] }),
    'GET /api/v1/inbox-counts': () =>
      jsonResponse(inboxCountsSchema, { newLeads: 0, openReports: null }),
    ...sessionRoutes(current),
    ...routes,
  });
}
