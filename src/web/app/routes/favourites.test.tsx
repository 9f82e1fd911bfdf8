import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { carsByIdResponseSchema, favouritesResponseSchema } from '#shared/schemas/buyer';
import { formatPrice } from '#shared/rules/format';
import { buildCar, buildUser } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, mockApi, signedInAs } from '../../testing/test-utils';

// The lazily loaded screen, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import('./favourites');
});

const dropped = buildCar({ id: 'car_drop', make: 'hyundai', model: 'elantra', price: 875_000 });
const sold = buildCar({ id: 'car_sold', model: 'corolla', price: 600_000, status: 'sold' });
const kept = [
  { carId: 'car_drop', savedPrice: 950_000, savedAt: '2026-11-22T10:00:00.000Z' },
  { carId: 'car_sold', savedPrice: 600_000, savedAt: '2026-11-21T10:00:00.000Z' },
  { carId: 'car_gone', savedPrice: 300_000, savedAt: '2026-11-20T10:00:00.000Z' },
];

/** A price as the page shows it, its no-break space read as a space (as the queries read it). */
const price = (egp: number) => formatPrice(egp, 'en').replace(/\s/g, ' ');

/** The list's items, by what their heading says. */
const itemOf = async (heading: string) => {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  const item = title.closest('li');
  if (!item) throw new Error(`no item ${heading}`);
  return item;
};

async function expectMarks() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
  const cheaper = await itemOf('Hyundai Elantra 2021');
  expect(within(cheaper).getByText('Price dropped')).toBeTruthy();
  expect(within(cheaper).getByText(`was ${price(950_000)}`)).toBeTruthy();
  expect(within(cheaper).getByText(price(875_000))).toBeTruthy();

  const gone = await itemOf('A car you saved');
  expect(within(gone).getByText('No longer listed')).toBeTruthy();
  // Nothing to open: its title is no link.
  expect(within(gone).queryByRole('link')).toBeNull();

  const soldItem = await itemOf('Toyota Corolla 2021');
  expect(within(soldItem).getByText('Sold')).toBeTruthy();
  expect(within(soldItem).queryByText('Price dropped')).toBeNull();
  expect(within(soldItem).getByRole('link', { name: 'Toyota Corolla 2021' })).toBeTruthy();
  return { gone };
}

describe('favourites, signed out', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the cars kept in this browser: a price drop, a sold car and a gone one', async () => {
    localStorage.setItem('favourites', JSON.stringify(kept));
    const calls = mockApi({
      'GET /api/v1/car/by-ids': () =>
        jsonResponse(carsByIdResponseSchema, { cars: { car_drop: dropped, car_sold: sold } }),
    });
    renderRoutesAt('/favourites');
    const { gone } = await expectMarks();
    expect(screen.getByText('3 saved cars')).toBeTruthy();
    const byIds = calls.find((call) => call.path === '/api/v1/car/by-ids');
    expect(byIds).toBeTruthy();

    fireEvent.click(within(gone).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('A car you saved')).toBeNull());
    expect(
      (JSON.parse(localStorage.getItem('favourites') ?? '[]') as { carId: string }[]).map(
        (item) => item.carId,
      ),
    ).toEqual(['car_drop', 'car_sold']);
    // The header counts them.
    expect(screen.getAllByRole('link', { name: 'Favourites, 2 cars' }).length).toBeGreaterThan(0);
  });

  it('offers to keep them on every device by signing in, and says so once back signed in', async () => {
    localStorage.setItem('favourites', JSON.stringify(kept));
    mockApi({
      'GET /api/v1/car/by-ids': () =>
        jsonResponse(carsByIdResponseSchema, { cars: { car_drop: dropped, car_sold: sold } }),
    });
    const { view } = renderRoutesAt('/favourites');
    expect(
      await screen.findByText(
        'These cars are kept in this browser only. Sign in to have them on all your devices.',
      ),
    ).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to keep them' });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Ffavourites');
    fireEvent.click(signIn);
    view.unmount();

    // Signed in, the list's read joins them to the account.
    signedInAs(buildUser({ uid: 'usr_buyer', role: null }), {
      'POST /api/v1/favourites/merge': () =>
        jsonResponse(favouritesResponseSchema, {
          favourites: [{ ...kept[0]!, car: dropped }],
        }),
    });
    renderRoutesAt('/favourites');
    expect(
      await screen.findByText(
        'Your favourites are in your account now: sign in on any device to see them.',
      ),
    ).toBeTruthy();
    expect(await itemOf('Hyundai Elantra 2021')).toBeTruthy();
    expect(sessionStorage.getItem('arabeya:after-sign-in')).toBeNull();
  });

  it('asks for the cars in calls of at most 50', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      carId: `car_${index}`,
      savedPrice: 1000,
      savedAt: '2026-11-20T10:00:00.000Z',
    }));
    localStorage.setItem('favourites', JSON.stringify(many));
    const asked: string[][] = [];
    mockApi({
      'GET /api/v1/car/by-ids': () => jsonResponse(carsByIdResponseSchema, { cars: {} }),
    });
    const fetchMock = vi.mocked(fetch);
    renderRoutesAt('/favourites');
    await screen.findByText('120 saved cars');
    for (const [input] of fetchMock.mock.calls) {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/car/by-ids')
        asked.push(url.searchParams.get('ids')!.split(','));
    }
    expect(asked.map((ids) => ids.length)).toEqual([50, 50, 20]);
    expect(asked.flat()).toEqual(many.map((item) => item.carId));
  });

  it('says there are none yet, with the way to the cars', async () => {
    mockApi({});
    renderRoutesAt('/favourites');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe(
      '/car-grid',
    );
  });

  it('offers to try again when the cars cannot be fetched', async () => {
    localStorage.setItem('favourites', JSON.stringify(kept));
    mockApi({
      'GET /api/v1/car/by-ids': () =>
        jsonResponse(apiErrorSchema, { message: 'Internal Server Error' }, 500),
    });
    renderRoutesAt('/favourites');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('favourites, signed in', () => {
  it("lists the account's, the gone car with what is known of it", async () => {
    signedInAs(buildUser({ uid: 'usr_buyer', role: null }), {
      'GET /api/v1/favourites': () =>
        jsonResponse(favouritesResponseSchema, {
          favourites: [
            { ...kept[0]!, car: dropped },
            { ...kept[1]!, car: sold },
            { ...kept[2]!, car: null },
          ],
        }),
      'DELETE /api/v1/favourites/car_gone': () => new Response(null, { status: 204 }),
    });
    renderRoutesAt('/favourites');
    const { gone } = await expectMarks();
    expect(within(gone).getByText(/Saved on .* at EGP/)).toBeTruthy();
  });
});
