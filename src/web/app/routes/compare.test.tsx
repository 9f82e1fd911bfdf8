import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { carsByIdResponseSchema } from '#shared/schemas/buyer';
import { buildCar } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, mockApi } from '../../testing/test-utils';

// The lazily loaded screen, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import('./compare');
});

const corolla = buildCar({ id: 'car_corolla' });
const elantra = buildCar({ id: 'car_elantra', make: 'hyundai', model: 'elantra' });

describe('/compare', () => {
  it('lays out the cars of its address, dropping what is not one quietly', async () => {
    const calls = mockApi({
      'GET /api/v1/car/by-ids': () =>
        jsonResponse(carsByIdResponseSchema, {
          cars: { car_corolla: corolla, car_elantra: elantra },
        }),
    });
    const { router } = renderRoutesAt(
      '/compare?ids=car_corolla,not%20an%20id,car_gone,car_elantra',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare cars' })).toBeTruthy();
    await screen.findByRole('columnheader', { name: /Toyota Corolla 2021/ });
    expect(screen.getByRole('columnheader', { name: /Hyundai Elantra 2021/ })).toBeTruthy();
    const asked = calls.find((call) => call.path === '/api/v1/car/by-ids');
    expect(asked).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'Remove Hyundai Elantra 2021 from the comparison' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?ids=car_corolla'));
  });

  it('says there is nothing to compare without cars', async () => {
    mockApi({});
    renderRoutesAt('/compare');
    expect(await screen.findByRole('heading', { name: 'No cars to compare' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe(
      '/car-grid',
    );
  });
});
