import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { renderWithSession } from './test-utils';

/** The app's routes opened at `path`, inside the query client and the session provider. */
export function renderRoutesAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithSession(<RouterProvider router={router} />);
  return { router, view };
}
