import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs } from '#shared/reference/limits';
import { renderRoutesAt } from '../../testing/render-routes';
import { RouteError } from './route-error';

/** jsdom's own instance, which vitest puts on `window`: it reports what jsdom cannot do. */
interface JsdomWindow {
  jsdom: {
    virtualConsole: {
      on: (event: 'jsdomError', listener: (error: Error) => void) => void;
      off: (event: 'jsdomError', listener: (error: Error) => void) => void;
    };
  };
}

/**
 * The retry reloads the whole page: a failed dynamic import stays failed in the browser's module
 * map, so only a fresh page fetches the chunk again. jsdom cannot navigate, and says so.
 */
function expectReloadOn(button: HTMLElement) {
  const { virtualConsole } = (window as unknown as JsdomWindow).jsdom;
  const reports: string[] = [];
  const listener = (error: Error) => reports.push(error.message);
  virtualConsole.on('jsdomError', listener);
  try {
    fireEvent.click(button);
  } finally {
    virtualConsole.off('jsdomError', listener);
  }
  expect(reports).toEqual([expect.stringContaining('Not implemented: navigation')]);
}

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => failure(),
        element: <p>never shown</p>,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' followed by the error's message", async () => {
    renderFailingRoute(() => {
      throw new Error('The engine fell out');
    });
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Unexpected Application Error!');
    const message = screen.getByRole('heading', { level: 3 });
    expect(message.textContent).toBe('The engine fell out');
    expect(
      heading.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the status of a thrown response', async () => {
    renderFailingRoute(() => {
      throw new Response(null, { status: 418, statusText: "I'm a teapot" });
    });
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe("418 I'm a teapot");
  });
});

// The screens' code as a browser may fail to fetch it: one chunk never arrives, one fails.
vi.mock('../../app/routes/dealers', () => new Promise(() => {}));
vi.mock('../../app/routes/dealer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/dealer-x1.js');
});

describe('a screen whose code does not load (chunk load timeout 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loader, then after 120 s the error screen with a retry', async () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
    renderRoutesAt('/dealers');
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1_000);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();

    await vi.advanceTimersByTimeAsync(1_000);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(within(alert).getByRole('heading', { level: 3 }).textContent).toBe(
      'Loading the page took too long',
    );
    expectReloadOn(within(alert).getByRole('button', { name: 'Reload the page' }));
  });

  it('shows the error screen with a retry when the code fails to load', async () => {
    renderRoutesAt('/dealer/dlr_1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(within(alert).getByRole('heading', { level: 3 }).textContent).not.toBe('');
    expectReloadOn(within(alert).getByRole('button', { name: 'Reload the page' }));
  });
});
