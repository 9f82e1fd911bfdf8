import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import type { User } from '#shared/schemas/user';
import {
  bulkCarChangeResponseSchema,
  type MyCar,
  type MyCarsResponse,
  myCarsResponseSchema,
} from '#shared/schemas/car-write';
import { buildCar, buildUser } from '../../../testing/data-generators';
import { type ApiCall, jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { MyCarsList } from './my-cars-list';

const nile = {
  dealerId: 'dlr_nile',
  dealerName: 'Nile Motors',
  dealerNames: { en: 'Nile Motors', ar: null },
};
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

const admin = buildUser({
  uid: 'usr_admin',
  role: 'Dealer',
  dealer_access: [{ ...nile, role: 'admin', status: 'approved' }],
});

const renderList = (user: User = employee, at = '/my-cars') =>
  render(
    <QueryWrapper>
      <MemoryRouter initialEntries={[at]}>
        <MyCarsList user={user} views={new Map()} invalidateAlso={[]} />
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

const corolla = myCar({ id: 'car_corolla', make: 'toyota', model: 'Corolla', price: 1_250_000 });
const sunny = myCar({ id: 'car_sunny', make: 'nissan', model: 'Sunny', price: 600_000 });
const cerato = myCar({ id: 'car_cerato', make: 'kia', model: 'Cerato', price: 900_000 });

const page = (cars: MyCar[], total = cars.length): MyCarsResponse => ({
  cars,
  total,
  page: 1,
  pageSize: 10,
});

/** A fake API of My Cars answering `cars()` and the bulk call with `bulk`. */
function myCarsApi(cars: () => MyCarsResponse, bulk: (call: ApiCall) => Response) {
  localStorage.setItem('token', 'stored');
  return mockApi({
    'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, cars()),
    'POST /api/v1/car/bulk': bulk,
  });
}

const box = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` });
const bar = () => screen.getByRole('region', { name: 'Change the selected cars' });
const bulkCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/v1/car/bulk');

describe('bulk changes on My Cars', () => {
  it('lowers the prices of the cars ticked by 10 %, showing one as an example, then reloads', async () => {
    let cars = [corolla, sunny, cerato];
    const calls = myCarsApi(
      () => page(cars),
      () => {
        cars = [{ ...corolla, price: 1_125_000 }, { ...sunny, price: 540_000 }, cerato];
        return jsonResponse(bulkCarChangeResponseSchema, { changed: 2, skipped: 0 });
      },
    );
    renderList(admin);

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(screen.queryByRole('region', { name: 'Change the selected cars' })).toBeNull();
    fireEvent.click(box('Toyota Corolla 2021'));
    fireEvent.click(box('Nissan Sunny 2021'));
    expect(within(bar()).getByRole('status').textContent).toBe('2 cars selected');
    const pageBox = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect((pageBox as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(within(bar()).getByRole('button', { name: 'Change price' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the prices of 2 cars' });
    fireEvent.change(within(dialog).getByLabelText('Percent'), { target: { value: '10' } });
    // Prices are written with a no-break space after EGP.
    expect(dialog.textContent).toMatch(
      /Toyota Corolla 2021: EGP\s1,250,000 becomes EGP\s1,125,000/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change 2 prices' }));

    expect(await screen.findByText('The prices of 2 cars were changed.')).toBeTruthy();
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([
      {
        dealerId: 'dlr_nile',
        cars: { ids: ['car_corolla', 'car_sunny'] },
        change: { kind: 'price', by: 'percent', value: -10 },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rowOf('Nissan Sunny 2021').textContent).toContain('540,000'));
    expect(screen.queryByRole('region', { name: 'Change the selected cars' })).toBeNull();
    expect((box('Toyota Corolla 2021') as HTMLInputElement).checked).toBe(false);
  });

  it('chooses every car the filter matches and marks them sold, naming the count first', async () => {
    const calls = myCarsApi(
      () => page([corolla, sunny], 25),
      () => jsonResponse(bulkCarChangeResponseSchema, { changed: 24, skipped: 1 }),
    );
    renderList(admin, '/my-cars?status=active');

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar()).getByRole('status').textContent).toBe('2 cars selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 25 cars in this list' }));
    expect(screen.getByText('All 25 cars in this list are selected.')).toBeTruthy();
    expect(within(bar()).getByRole('status').textContent).toBe('25 cars selected');

    fireEvent.click(within(bar()).getByRole('button', { name: 'Mark sold' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark 25 cars as sold?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));

    expect(
      await screen.findByText(
        '24 cars were marked as sold. 1 car was left as it was: it had that status already, or Arabeya hid it.',
      ),
    ).toBeTruthy();
    expect(bulkCalls(calls)[0]?.body).toEqual({
      dealerId: 'dlr_nile',
      cars: { allMatching: { status: 'active' } },
      change: { kind: 'sold' },
    });
  });

  it('unticking one of all that match keeps the rest of the page, and a new filter clears the choice', async () => {
    myCarsApi(
      () => page([corolla, sunny, cerato], 25),
      () => jsonResponse(bulkCarChangeResponseSchema, { changed: 0, skipped: 0 }),
    );
    renderList(admin);

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 25 cars in this list' }));
    fireEvent.click(box('Nissan Sunny 2021'));
    expect(within(bar()).getByRole('status').textContent).toBe('2 cars selected');

    fireEvent.click(screen.getByRole('link', { name: 'Sold' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change the selected cars' })).toBeNull(),
    );
  });

  it('asks "Delete 2 cars?" with the count, and keeps the question open with the refusal', async () => {
    const calls = myCarsApi(
      () => page([corolla, sunny, cerato]),
      () =>
        jsonResponse(
          apiErrorSchema,
          {
            message:
              'Some of the cars are not yours to change, or no longer exist; nothing was changed',
          },
          403,
        ),
    );
    renderList(admin);

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    fireEvent.click(box('Toyota Corolla 2021'));
    fireEvent.click(box('Kia Cerato 2021'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 cars?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 cars' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Some of the cars are not yours to change, or no longer exist; nothing was changed',
    );
    expect(bulkCalls(calls)[0]?.body).toEqual({
      dealerId: 'dlr_nile',
      cars: { ids: ['car_corolla', 'car_cerato'] },
      change: { kind: 'delete', expectedCount: 2 },
    });
    expect(within(bar()).getByRole('status').textContent).toBe('2 cars selected');
  });

  it('marks one car sold at once, as its own row would, and shows a refusal above the list', async () => {
    const calls = myCarsApi(
      () => page([corolla, sunny]),
      () => jsonResponse(apiErrorSchema, { message: 'Dealer not found' }, 404),
    );
    renderList(admin);

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    fireEvent.click(box('Nissan Sunny 2021'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Mark sold' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Dealer not found');
    expect(bulkCalls(calls)[0]?.body).toMatchObject({ cars: { ids: ['car_sunny'] } });
  });

  it('offers no boxes to an employee, and to a member of two dealerships only once one is chosen', async () => {
    myCarsApi(
      () => page([corolla]),
      () => jsonResponse(bulkCarChangeResponseSchema, { changed: 0, skipped: 0 }),
    );
    const { unmount } = renderList(employee);
    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Download the stock' })).toBeNull();
    unmount();

    const twoTeams = buildUser({
      uid: 'usr_two',
      role: 'Dealer',
      dealer_access: [
        { ...nile, role: 'manager', status: 'approved' },
        {
          dealerId: 'dlr_delta',
          dealerName: 'Delta Cars',
          dealerNames: { en: 'Delta Cars', ar: null },
          role: 'employee',
          status: 'approved',
        },
      ],
    });
    const both = renderList(twoTeams);
    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(
      screen.getByText('To select cars or download the stock, choose one dealership.'),
    ).toBeTruthy();
    both.unmount();

    renderList(twoTeams, '/my-cars?dealer=dlr_nile');
    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(box('Toyota Corolla 2021')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Download the stock' })).toBeTruthy();
  });
});
