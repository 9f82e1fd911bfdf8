import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { AuthProvider } from '../lib/auth';
import { QueryWrapper } from './test-utils';

/** The app's routes opened at `path`, inside the query client and the session provider. */
export function renderRoutesAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryWrapper>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryWrapper>,
  );
  return { router, view };
}
