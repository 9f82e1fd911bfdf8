import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { favouriteSchema, favouritesResponseSchema } from '#shared/schemas/buyer';
import { buildCar, buildUser } from '../../../testing/data-generators';
import {
  deferred,
  jsonResponse,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import { FavouriteButton } from './favourite-button';

const corolla = buildCar({ id: 'car_corolla', price: 950_000 });
const elantra = buildCar({ id: 'car_elantra', make: 'hyundai', model: 'elantra' });
const user = buildUser({ uid: 'usr_buyer', role: null });

const heart = (name: 'Save to favourites' | 'Remove from favourites') =>
  screen.findByRole('button', { name });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
/** The session is restored and the account's list read: the heart is the account's now. */
const listRead = (calls: ApiCall[]) =>
  waitFor(() => expect(calls.some((call) => call.path === '/api/v1/favourites')).toBe(true));

describe('the heart, signed out', () => {
  it('keeps the car in this browser and lets it go again', async () => {
    renderWithSession(<FavouriteButton car={corolla} appearance="overlay" />);
    const save = await heart('Save to favourites');
    expect(pressed(save)).toBe('false');

    fireEvent.click(save);
    const remove = await heart('Remove from favourites');
    expect(pressed(remove)).toBe('true');
    expect(JSON.parse(localStorage.getItem('favourites') ?? '[]')).toEqual([
      { carId: 'car_corolla', savedPrice: 950_000, savedAt: expect.any(String) as string },
    ]);

    fireEvent.click(remove);
    expect(pressed(await heart('Save to favourites'))).toBe('false');
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it('is pressed for a car kept on an earlier visit', async () => {
    localStorage.setItem(
      'favourites',
      JSON.stringify([{ carId: 'car_corolla', savedPrice: 1, savedAt: '2026-11-01T10:00:00Z' }]),
    );
    renderWithSession(<FavouriteButton car={corolla} appearance="outline" />);
    expect(pressed(await heart('Remove from favourites'))).toBe('true');
  });
});

describe('the heart, signed in', () => {
  it('shows the change at once and keeps it on the server', async () => {
    const answer = deferred<Response>();
    const calls = signedInAs(user, { 'PUT /api/v1/favourites/car_corolla': () => answer.promise });
    renderWithSession(<FavouriteButton car={corolla} appearance="overlay" />);
    const save = await heart('Save to favourites');
    await listRead(calls);

    fireEvent.click(save);
    // Before the server answers.
    expect(pressed(await heart('Remove from favourites'))).toBe('true');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toBeUndefined();
    expect(put?.headers.get('Authorization')).toBe('Bearer fresh');
    await act(async () =>
      answer.resolve(
        jsonResponse(favouriteSchema, {
          carId: 'car_corolla',
          savedPrice: 950_000,
          savedAt: '2026-11-25T10:00:00.000Z',
          car: corolla,
        }),
      ),
    );
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it('takes the change back when the server refuses it, and says why', async () => {
    const calls = signedInAs(user, {
      'PUT /api/v1/favourites/car_corolla': () =>
        jsonResponse(apiErrorSchema, { message: 'At most 500 favourites' }, 400),
    });
    renderWithSession(<FavouriteButton car={corolla} appearance="overlay" />);
    await listRead(calls);
    fireEvent.click(await heart('Save to favourites'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You can keep at most 500 cars in your favourites. Remove one to save another.',
    );
    expect(pressed(await heart('Save to favourites'))).toBe('false');
  });

  it('lets a car go with DELETE', async () => {
    let kept = [
      {
        carId: 'car_corolla',
        savedPrice: 950_000,
        savedAt: '2026-11-20T10:00:00.000Z',
        car: corolla,
      },
    ];
    const calls = signedInAs(user, {
      'GET /api/v1/favourites': () => jsonResponse(favouritesResponseSchema, { favourites: kept }),
      'DELETE /api/v1/favourites/car_corolla': () => {
        kept = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithSession(<FavouriteButton car={corolla} appearance="overlay" />);
    fireEvent.click(await heart('Remove from favourites'));
    expect(pressed(await heart('Save to favourites'))).toBe('false');
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

describe('signing in', () => {
  it("joins this browser's favourites to the account's once, then forgets them here", async () => {
    const kept = [
      { carId: 'car_elantra', savedPrice: 700_000, savedAt: '2026-11-21T10:00:00.000Z' },
      { carId: 'car_gone', savedPrice: 100_000, savedAt: '2026-11-20T10:00:00.000Z' },
    ];
    localStorage.setItem('favourites', JSON.stringify(kept));
    const calls = signedInAs(user, {
      'POST /api/v1/favourites/merge': () =>
        jsonResponse(favouritesResponseSchema, {
          // The unknown car is dropped; the account's own is kept.
          favourites: [
            { ...kept[0]!, car: elantra },
            {
              carId: 'car_corolla',
              savedPrice: 950_000,
              savedAt: '2026-11-01T10:00:00.000Z',
              car: corolla,
            },
          ],
        }),
    });
    renderWithSession(
      <>
        <FavouriteButton car={elantra} appearance="overlay" />
        <FavouriteButton car={corolla} appearance="outline" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2),
    );
    const merges = calls.filter((call) => call.path === '/api/v1/favourites/merge');
    expect(merges.map((call) => call.body)).toEqual([{ language: 'en', favourites: kept }]);
    // The merge answers the whole list: no second read.
    expect(calls.filter((call) => call.path === '/api/v1/favourites')).toEqual([]);
    expect(localStorage.getItem('favourites')).toBeNull();
  });
});
