import { apiErrorSchema } from '#shared/errors';
import { carSearchResponseSchema, type Car } from '#shared/schemas/car';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../testing/setup';
import { buildCar, searchResponse } from '../../../testing/data-generators';
import { jsonResponse, mockFetch, renderProviderStates } from '../../../testing/test-utils';
import { CarsProvider, useCars } from './cars-provider';

const ids = (cars: Car[]) => cars.map((car) => car.id).join(',');

const renderCars = (request = {}) =>
  renderProviderStates(
    useCars,
    (cars) =>
      cars.status === 'success'
        ? `success: ${ids(cars.cars)} | filtered: ${ids(cars.filteredCars)} | total ${cars.total}`
        : cars.status === 'error'
          ? `error: ${cars.message}`
          : 'fetching',
    (probe) => <CarsProvider request={request}>{probe}</CarsProvider>,
  );

describe('CarsProvider', () => {
  it('goes from fetching to success with cars and filteredCars both set, in result order', async () => {
    const cars = [buildCar({ id: 'b2' }), buildCar({ id: 'a1' })];
    const fetchMock = mockFetch(() =>
      jsonResponse(carSearchResponseSchema, searchResponse(cars, 40)),
    );
    const states = renderCars({ make: 'toyota', page: 2 });
    expect(screen.getByText('fetching')).toBeTruthy();
    expect(await screen.findByText('success: b2,a1 | filtered: b2,a1 | total 40')).toBeTruthy();
    expect(states[0]).toBe('fetching');
    expect(states.at(-1)).toBe('success');
    const url = fetchMock.mock.calls[0]?.[0];
    expect(String(url)).toBe('/api/v1/car/search?make=toyota&page=2');
  });

  it("sets 'Cars not found' on HTTP 404", async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'No such search' }, 404));
    const states = renderCars();
    expect(await screen.findByText('error: Cars not found')).toBeTruthy();
    expect(states[0]).toBe('fetching');
  });

  it("sets 'Failed to fetch cars' on any other failure", async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Boom' }, 500));
    renderCars();
    expect(await screen.findByText('error: Failed to fetch cars')).toBeTruthy();
  });

  it("sets 'Failed to fetch cars' when the network fails or the server errs", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderCars();
    expect(await screen.findByText('error: Failed to fetch cars')).toBeTruthy();
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Internal server error' }, 500));
    renderCars({ page: 3 });
    await waitFor(() => expect(screen.getAllByText('error: Failed to fetch cars')).toHaveLength(2));
  });

  it('throws the usage error outside a CarsProvider', () => {
    expectConsoleError();
    expect(() => renderHook(() => useCars())).toThrow('useCars must be used within a CarsProvider');
  });
});
