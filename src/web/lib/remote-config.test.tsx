import { apiErrorSchema } from '#shared/errors';
import { StrictMode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFetchMinIntervalMs } from '#shared/reference/limits';
import { type RemoteConfig, remoteConfigSchema } from '#shared/schemas/analytics';
import { AppProvider } from '../app/provider';
import { deferred, jsonResponse, mockFetch, QueryWrapper } from '../testing/test-utils';
import {
  defaultRemoteConfig,
  loadRemoteConfig,
  remoteConfigStorageKey,
  resetRemoteConfigMemory,
  useRemoteConfig,
} from './remote-config';

const answer = (maps: string): RemoteConfig => ({
  featureFlags: { dealerInsights: true },
  publicKeys: { maps },
  configFetchMinIntervalMs,
  finance: { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18 },
});

const start = new Date('2026-11-21T10:00:00Z');

beforeEach(() => {
  resetRemoteConfigMemory();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remote configuration', () => {
  it('fetches at most once per configFetchMinIntervalMs (1 hour)', async () => {
    expect(configFetchMinIntervalMs).toBe(3_600_000);
    let served = 'first';
    const fetchMock = mockFetch((url) => {
      expect(url.pathname).toBe('/api/v1/config');
      return jsonResponse(remoteConfigSchema, answer(served));
    });

    expect(await loadRemoteConfig()).toEqual(answer('first'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(remoteConfigStorageKey) ?? '')).toEqual({
      config: answer('first'),
      fetchedAt: start.getTime(),
    });

    served = 'second';
    vi.setSystemTime(start.getTime() + configFetchMinIntervalMs - 1);
    expect(await loadRemoteConfig()).toEqual(answer('first'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(start.getTime() + configFetchMinIntervalMs);
    expect(await loadRemoteConfig()).toEqual(answer('second'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts from the stored answer when the server is unreachable', async () => {
    localStorage.setItem(
      remoteConfigStorageKey,
      JSON.stringify({ config: answer('kept'), fetchedAt: start.getTime() - 2 * 3_600_000 }),
    );
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadRemoteConfig()).toEqual(answer('kept'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts from the defaults when nothing is stored and the server is unreachable', async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Internal Server Error' }, 500));
    expect(await loadRemoteConfig()).toEqual(defaultRemoteConfig);
    expect(localStorage.getItem(remoteConfigStorageKey)).toBeNull();
  });

  it('useRemoteConfig gives the stored answer without fetching within the hour', async () => {
    localStorage.setItem(
      remoteConfigStorageKey,
      JSON.stringify({ config: answer('kept'), fetchedAt: start.getTime() - 60_000 }),
    );
    const fetchMock = mockFetch(() => jsonResponse(remoteConfigSchema, answer('new')));
    const { result } = renderHook(() => useRemoteConfig(), { wrapper: QueryWrapper });
    expect(result.current).toEqual(answer('kept'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('useRemoteConfig fetches when the stored answer is older than the hour', async () => {
    localStorage.setItem(
      remoteConfigStorageKey,
      JSON.stringify({ config: answer('kept'), fetchedAt: start.getTime() - 3_600_001 }),
    );
    const fetchMock = mockFetch(() => jsonResponse(remoteConfigSchema, answer('new')));
    const { result } = renderHook(() => useRemoteConfig(), { wrapper: QueryWrapper });
    expect(result.current).toEqual(answer('kept'));
    await waitFor(() => expect(result.current).toEqual(answer('new')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('remote configuration at app start', () => {
  const startApp = () =>
    render(
      <StrictMode>
        <AppProvider>
          <p>The app</p>
        </AppProvider>
      </StrictMode>,
    );

  it('is asked for once at start, without waiting for it, and not again within the hour', async () => {
    const answered = deferred<Response>();
    const fetchMock = mockFetch((url) => {
      expect(url.pathname).toBe('/api/v1/config');
      return answered.promise;
    });

    const first = startApp();
    // The app is on screen while the configuration is on its way.
    expect(screen.getByText('The app')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answered.resolve(jsonResponse(remoteConfigSchema, answer('start')));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(remoteConfigStorageKey) ?? 'null')).toMatchObject({
        config: answer('start'),
      }),
    );
    first.unmount();

    // A second start (a new page load) 59 minutes later: the kept answer, no request.
    resetRemoteConfigMemory();
    vi.setSystemTime(start.getTime() + configFetchMinIntervalMs - 60_000);
    startApp();
    expect(screen.getByText('The app')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
