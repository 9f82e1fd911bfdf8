import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryWrapper } from '../testing/test-utils';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
}

describe('routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each([
    ['/car-details/abc/photos', 'Back to cars'],
    ['/car-grid/old-link', 'Back to cars'],
    ['/dealer/abc/team', 'Back to dealers'],
    ['/dealers/cairo', 'Back to dealers'],
  ])('shows the moved screen for %s', async (path, back) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { name: 'This page has moved or does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: back })).toBeTruthy();
  });

  it('shows the sign-in screen with a disabled Google button', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts every screen in the shared layout', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
