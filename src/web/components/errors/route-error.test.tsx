import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

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
