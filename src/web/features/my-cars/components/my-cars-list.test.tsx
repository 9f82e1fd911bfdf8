import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MyCar, myCarsResponseSchema } from '#shared/schemas/car-write';
import { buildCar, buildUser } from '../../../testing/data-generators';
import { jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { MyCarsList } from './my-cars-list';

const nile = { dealerId: 'dlr_nile', dealerName: 'Nile Motors' };
const employee = buildUser({
  uid: 'usr_employee',
  dealer_access: [{ ...nile, role: 'employee', status: 'approved' }],
});

const myCar = (overrides: Partial<MyCar> = {}): MyCar => ({
  ...buildCar(overrides),
  ...nile,
  canManage: true,
  picturesProcessing: 0,
  picturesFailed: 0,
  reviewNote: null,
  ...overrides,
});

const renderList = () =>
  render(
    <QueryWrapper>
      <MemoryRouter initialEntries={['/my-cars']}>
        <MyCarsList user={employee} views={new Map()} invalidateAlso={[]} />
      </MemoryRouter>
    </QueryWrapper>,
  );

const rowOf = (title: string) => {
  const row = screen.getByRole('link', { name: title }).closest('li');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the pictures of My Cars', () => {
  it('shows the pictures still processing and those that failed, and asks again until none is processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', 'stored');
    const answers = [
      [
        myCar({ id: 'car_corolla', make: 'toyota', model: 'Corolla', picturesProcessing: 2 }),
        myCar({ id: 'car_sunny', make: 'nissan', model: 'Sunny', picturesFailed: 1 }),
      ],
      [
        myCar({ id: 'car_corolla', make: 'toyota', model: 'Corolla', picturesProcessing: 1 }),
        myCar({ id: 'car_sunny', make: 'nissan', model: 'Sunny', picturesFailed: 1 }),
      ],
      [
        myCar({ id: 'car_corolla', make: 'toyota', model: 'Corolla', picturesFailed: 1 }),
        myCar({ id: 'car_sunny', make: 'nissan', model: 'Sunny', picturesFailed: 1 }),
      ],
    ];
    const calls = mockApi({
      // Each load answers the next state; the last one stays.
      'GET /api/v1/car/mine': () => {
        const cars = (answers.length > 1 ? answers.shift() : answers[0]) ?? [];
        return jsonResponse(myCarsResponseSchema, { cars, total: 2, page: 1, pageSize: 10 });
      },
    });
    renderList();

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(within(rowOf('Toyota Corolla 2021')).getByText('Processing 2 pictures')).toBeTruthy();
    expect(within(rowOf('Nissan Sunny 2021')).getByText('1 picture failed')).toBeTruthy();
    expect(within(rowOf('Nissan Sunny 2021')).queryByText(/^Processing/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await within(rowOf('Toyota Corolla 2021')).findByText('Processing 1 picture');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await within(rowOf('Toyota Corolla 2021')).findByText('1 picture failed');
    expect(within(rowOf('Toyota Corolla 2021')).queryByText(/^Processing/)).toBeNull();

    // None is processing any more: no more reloads.
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(calls).toHaveLength(3);
  });
});
