import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFetchMinIntervalMs } from '#shared/reference/limits';
import type { RemoteConfig } from '#shared/schemas/analytics';
import { jsonResponse, mockFetch, QueryWrapper } from '../testing/test-utils';
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
      return jsonResponse(answer(served));
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
    mockFetch(() => jsonResponse({ message: 'Internal Server Error' }, 500));
    expect(await loadRemoteConfig()).toEqual(defaultRemoteConfig);
    expect(localStorage.getItem(remoteConfigStorageKey)).toBeNull();
  });

  it('useRemoteConfig gives the stored answer without fetching within the hour', async () => {
    localStorage.setItem(
      remoteConfigStorageKey,
      JSON.stringify({ config: answer('kept'), fetchedAt: start.getTime() - 60_000 }),
    );
    const fetchMock = mockFetch(() => jsonResponse(answer('new')));
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
    const fetchMock = mockFetch(() => jsonResponse(answer('new')));
    const { result } = renderHook(() => useRemoteConfig(), { wrapper: QueryWrapper });
    expect(result.current).toEqual(answer('kept'));
    await waitFor(() => expect(result.current).toEqual(answer('new')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
