import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxPageViewTitleLength, pageViewBodySchema } from '#shared/schemas/analytics';
import { maxTitleLength, pageViewUrl, sendPageView } from '../api/page-view';
import { titleWaitMs, TrackingProvider } from './tracking-provider';

/** A screen that sets its title after a while, as a screen waiting for its data does. */
function Screen({ name, delay = 0 }: { name?: string; delay?: number }) {
  const { id } = useParams();
  const title = `${name ?? `Car ${id ?? ''}`} · Arabeya`;
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title;
    }, delay);
    return () => clearTimeout(timer);
  }, [title, delay]);
  return (
    <nav>
      <Link to="/car-grid">grid</Link>
      <Link to="/car-details/car_1">car</Link>
      <Link to="/car-grid?make=toyota">toyota</Link>
    </nav>
  );
}

function renderApp(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <TrackingProvider>
            <Outlet />
          </TrackingProvider>
        ),
        children: [
          { index: true, element: <Screen name="Home" /> },
          { path: '/car-grid', element: <Screen name="Cars" /> },
          { path: '/car-details/:id', element: <Screen delay={300} /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let beacon: ReturnType<typeof vi.fn<(url: string, data: string) => boolean>>;
const reports = () => beacon.mock.calls.map(([, data]) => JSON.parse(data) as unknown);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.title = 'Arabeya';
  beacon = vi.fn<(url: string, data: string) => boolean>(() => true);
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TrackingProvider', () => {
  it('reports each path change once, with the title the new page sets', async () => {
    const router = renderApp('/');
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(beacon.mock.calls[0]?.[0]).toBe(pageViewUrl);

    await act(() => router.navigate('/car-grid'));
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));

    // This screen sets its title 300 ms after it shows: the report waits for it.
    await act(() => router.navigate('/car-details/car_1'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(beacon).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(beacon).toHaveBeenCalledTimes(3);

    // A search change keeps the title: it is reported after the wait with the same title.
    await act(() => router.navigate('/car-details/car_1?photo=2'));
    await act(() => vi.advanceTimersByTimeAsync(titleWaitMs + 10));

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reports()).toEqual([
      { path: '/', title: 'Home · Arabeya', language: 'en' },
      { path: '/car-grid', title: 'Cars · Arabeya', referrerPath: '/', language: 'en' },
      {
        path: '/car-details/car_1',
        title: 'Car car_1 · Arabeya',
        referrerPath: '/car-grid',
        language: 'en',
      },
      {
        path: '/car-details/car_1?photo=2',
        title: 'Car car_1 · Arabeya',
        referrerPath: '/car-details/car_1',
        language: 'en',
      },
    ]);
    for (const report of reports()) expect(pageViewBodySchema.parse(report)).toEqual(report);
  });

  it('reports a page left before it set its title with the title there is', async () => {
    const router = renderApp('/car-details/car_1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => router.navigate('/car-grid'));
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    expect(reports()).toEqual([
      { path: '/car-details/car_1', title: 'Arabeya', language: 'en' },
      {
        path: '/car-grid',
        title: 'Cars · Arabeya',
        referrerPath: '/car-details/car_1',
        language: 'en',
      },
    ]);
  });

  it('sends nothing when the browser says Do Not Track', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderApp('/');
    await act(() => router.navigate('/car-grid'));
    await act(() => vi.advanceTimersByTimeAsync(titleWaitMs * 2));
    expect(screen.getByRole('link', { name: 'grid' })).toBeTruthy();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    sendPageView({ path: '/', title: 'Arabeya', language: 'en' });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without sendBeacon, and never throws', async () => {
    vi.stubGlobal('navigator', Object.create(navigator) as Navigator);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined });
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    expect(() =>
      sendPageView({ path: '/dealers', title: 'x'.repeat(400), language: 'ar' }),
    ).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(pageViewUrl, {
      method: 'POST',
      keepalive: true,
      body: JSON.stringify({ path: '/dealers', title: 'x'.repeat(300), language: 'ar' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(maxTitleLength).toBe(maxPageViewTitleLength);
    await Promise.resolve();
  });
});
