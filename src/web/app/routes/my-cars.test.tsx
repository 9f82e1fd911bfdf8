import { apiErrorSchema } from '#shared/errors';
import { carSchema } from '#shared/schemas/car';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DealerInsights, dealerInsightsSchema } from '#shared/schemas/analytics';
import { type MyCar, type MyCarsResponse, myCarsResponseSchema } from '#shared/schemas/car-write';
import { buildCar, buildUser } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, signedInAs, type ApiCall } from '../../testing/test-utils';

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const plots = vi.hoisted(() => ({
  created: [] as { data: unknown; target: HTMLElement }[],
  destroyed: 0,
}));
vi.mock('uplot', () => ({
  default: class {
    width = 600;
    constructor(_options: unknown, data: unknown, target: HTMLElement) {
      plots.created.push({ data, target });
    }
    setSize() {}
    destroy() {
      plots.destroyed += 1;
    }
  },
}));

// The lazily loaded screens and chart, compiled once up front so that no test waits for them.
beforeAll(async () => {
  await Promise.all([
    import('./account-screens'),
    import('../../features/analytics/components/views-chart'),
  ]);
});

beforeEach(() => {
  plots.created = [];
  plots.destroyed = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const nile = {
  dealerId: 'dlr_nile',
  dealerName: 'Nile Motors',
  dealerNames: { en: 'Nile Motors', ar: null },
};
const admin = buildUser({
  uid: 'usr_admin',
  name: 'Karim Dealer',
  role: 'Dealer',
  dealer_access: [{ ...nile, role: 'admin', status: 'approved' }],
});
const employee = buildUser({
  uid: 'usr_employee',
  role: 'DealerEmployee',
  dealer_access: [{ ...nile, role: 'employee', status: 'approved' }],
});

const myCar = (overrides: Partial<MyCar> = {}): MyCar => ({
  ...buildCar(overrides),
  dealerId: nile.dealerId,
  dealerName: nile.dealerName,
  canManage: true,
  picturesProcessing: 0,
  picturesFailed: 0,
  reviewNote: null,
  ...overrides,
});

const corolla = myCar({ id: 'car_corolla', make: 'toyota', model: 'Corolla', price: 1_250_000 });
const sunny = myCar({
  id: 'car_sunny',
  make: 'nissan',
  model: 'Sunny',
  firstRegistration: 2019,
  status: 'sold',
});
const page = (cars: MyCar[], total = cars.length): MyCarsResponse => ({
  cars,
  total,
  page: 1,
  pageSize: 10,
});

const insights: DealerInsights = {
  cars: [
    { carId: corolla.id, views7d: 12, views30d: 40, leads7d: 2, leads30d: 5 },
    { carId: sunny.id, views7d: 0, views30d: 3, leads7d: 0, leads30d: 0 },
  ],
  // 23 October to 21 November 2026: one view a day, five today; a lead on the 23rd of October,
  // the 2nd and the 12th of November, and two today.
  daily: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 23 + index)).toISOString().slice(0, 10),
    views: index === 29 ? 5 : 1,
    leads: index === 29 ? 2 : index % 10 === 0 ? 1 : 0,
  })),
};

const carsCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/car/mine');

/** The query strings /api/v1/car/mine was called with. */
const carsQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/car/mine')
    .map((url) => url.searchParams.toString());

const rowOf = (title: string) => {
  const row = screen.getByRole('link', { name: title }).closest('li');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

describe('/my-cars', () => {
  it("shows a dealer admin the dealership's cars, each car's views and leads, and the chart", async () => {
    const calls = signedInAs(admin, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page([corolla, sunny])),
      'GET /api/v1/analytics/dealer/dlr_nile': () => jsonResponse(dealerInsightsSchema, insights),
    });
    const { view } = renderRoutesAt('/my-cars');

    expect(await screen.findByRole('heading', { name: 'My Cars', level: 1 })).toBeTruthy();
    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    const corollaRow = rowOf('Toyota Corolla 2021');
    expect(within(corollaRow).getByText('Active')).toBeTruthy();
    expect(corollaRow.textContent).toContain('EGP');
    expect(corollaRow.textContent).toContain('1,250,000');
    // One dealership: its name is not repeated on every car.
    expect(corollaRow.textContent).not.toContain('Nile Motors');
    expect(within(rowOf('Nissan Sunny 2019')).getByText('Sold')).toBeTruthy();
    expect(screen.getByText('2 in all')).toBeTruthy();
    expect(carsQueries()[0]).toBe('page=1&pageSize=10');

    const insightsPanel = screen.getByRole('region', { name: 'Views and leads of your cars' });
    await within(insightsPanel).findByText('Views, last 7 days');
    // Six days of one view and today's five; 29 days of one view and today's five; today's two
    // leads in 7 days, five in 30; 5 leads of 34 views.
    const totals = within(insightsPanel).getAllByRole('definition');
    expect(totals.map((total) => total.textContent)).toEqual(['11', '34', '2', '5', '14.7%']);
    expect(within(insightsPanel).getByText('View-to-lead rate, last 30 days')).toBeTruthy();
    expect(within(corollaRow).getByText('12 views in 7 days')).toBeTruthy();
    expect(within(corollaRow).getByText('40 in 30 days')).toBeTruthy();
    expect(within(corollaRow).getByText('2 leads in 7 days')).toBeTruthy();
    expect(within(corollaRow).getByText('5 in 30 days')).toBeTruthy();
    expect(within(corollaRow).getByText('View-to-lead rate: 12.5%')).toBeTruthy();
    expect(within(rowOf('Nissan Sunny 2019')).getByText('View-to-lead rate: 0%')).toBeTruthy();

    // The chart is drawn with the 30 days; the table has the same numbers.
    await waitFor(() => expect(plots.created).toHaveLength(1));
    const [days, views, leads] = plots.created[0]?.data as [number[], number[], number[]];
    expect(days).toHaveLength(30);
    expect(views.at(-1)).toBe(5);
    expect(leads.at(-1)).toBe(2);
    const table = within(insightsPanel).getByRole('table');
    const [head, firstRow] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Views', 'Leads']);
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2']);
    expect(calls.filter((call) => call.path.startsWith('/api/v1/analytics/'))).toHaveLength(1);

    view.unmount();
    expect(plots.destroyed).toBe(1);
  });

  it('shows an employee the cars without insights, with actions only where allowed', async () => {
    const others = myCar({ id: 'car_other', make: 'kia', model: 'Sportage', canManage: false });
    const calls = signedInAs(employee, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page([corolla, others])),
    });
    renderRoutesAt('/my-cars');

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(screen.queryByRole('region', { name: 'Views and leads of your cars' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/v1/analytics/'))).toBe(false);
    expect(within(rowOf('Toyota Corolla 2021')).getByRole('button', { name: 'Mark as sold' }));
    const othersRow = rowOf('Kia Sportage 2021');
    expect(within(othersRow).queryByRole('button')).toBeNull();
    expect(within(othersRow).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(othersRow.textContent).not.toContain('views');
    expect(within(othersRow).getByText(/^View only/)).toBeTruthy();
  });

  it("shows a hidden car's badge and the operator's note, with Edit and Delete but no status action", async () => {
    const hidden = myCar({
      id: 'car_hidden',
      make: 'kia',
      model: 'Cerato',
      status: 'hidden',
      reviewNote: 'The photos show another car.',
    });
    const unexplained = myCar({
      id: 'car_unexplained',
      make: 'fiat',
      model: 'Tipo',
      status: 'hidden',
      reviewNote: null,
    });
    signedInAs(employee, {
      'GET /api/v1/car/mine': () =>
        jsonResponse(myCarsResponseSchema, page([hidden, unexplained, corolla])),
    });
    renderRoutesAt('/my-cars');

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    // The public cannot open a hidden car: its title links nowhere.
    expect(screen.queryByRole('link', { name: 'Kia Cerato 2021' })).toBeNull();
    const row = screen.getByRole('heading', { name: 'Kia Cerato 2021' }).closest('li');
    if (!row) throw new Error('No row for the hidden car');
    expect(within(row).getByText('Hidden pending review')).toBeTruthy();
    expect(row.textContent).toContain('Hidden by Arabeya: The photos show another car.');
    const actions = within(row).getByRole('group', { name: 'Actions for Kia Cerato 2021' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete']);
    expect(within(actions).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/edit-car/car_hidden',
    );

    const other = screen.getByRole('heading', { name: 'Fiat Tipo 2021' }).closest('li');
    expect(other?.textContent).toContain(
      'Hidden by Arabeya pending review of reports about this listing.',
    );
  });

  it('marks a car as sold, and a sold one as active, then reloads the list', async () => {
    let cars = [corolla, sunny];
    const calls = signedInAs(employee, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page(cars)),
      'PATCH /api/v1/car/car_corolla': () => {
        const sold = { ...corolla, status: 'sold' as const };
        cars = [sold, sunny];
        return jsonResponse(carSchema, sold);
      },
      'PATCH /api/v1/car/car_sunny': () => jsonResponse(carSchema, { ...sunny, status: 'active' }),
    });
    renderRoutesAt('/my-cars');

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    expect(within(rowOf('Toyota Corolla 2021')).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(
      within(rowOf('Toyota Corolla 2021')).getByRole('link', { name: 'Edit' }).getAttribute('href'),
    ).toBe('/edit-car/car_corolla');
    fireEvent.click(
      within(rowOf('Toyota Corolla 2021')).getByRole('button', { name: 'Mark as sold' }),
    );
    expect(await screen.findByText('Toyota Corolla 2021 was marked as sold.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'sold' });
    await waitFor(() =>
      expect(within(rowOf('Toyota Corolla 2021')).getByText('Sold')).toBeTruthy(),
    );
    expect(carsCalls(calls)).toHaveLength(2);

    fireEvent.click(
      within(rowOf('Nissan Sunny 2019')).getByRole('button', { name: 'Mark as active' }),
    );
    expect(await screen.findByText('Nissan Sunny 2019 is listed for sale.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      status: 'active',
    });
  });

  it('deletes a car only after the confirmation', async () => {
    let cars = [corolla, sunny];
    const calls = signedInAs(employee, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page(cars)),
      'DELETE /api/v1/car/car_corolla': () => {
        cars = [sunny];
        return new Response(null, { status: 204 });
      },
    });
    renderRoutesAt('/my-cars');

    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    const deleteButton = within(rowOf('Toyota Corolla 2021')).getByRole('button', {
      name: 'Delete',
    });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this car?' });
    expect(dialog.textContent).toContain('Toyota Corolla 2021 and all its photos');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(deleteButton);
    dialog = screen.getByRole('alertdialog', { name: 'Delete this car?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete car' }));
    expect(await screen.findByText('Toyota Corolla 2021 was deleted.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Toyota Corolla 2021' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the deletion fails', async () => {
    signedInAs(employee, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page([corolla])),
      'DELETE /api/v1/car/car_corolla': () =>
        jsonResponse(apiErrorSchema, { message: 'Nope' }, 500),
    });
    renderRoutesAt('/my-cars');
    await screen.findByRole('link', { name: 'Toyota Corolla 2021' });
    fireEvent.click(within(rowOf('Toyota Corolla 2021')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete car' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nope');
  });

  it('filters by status and pages through the URL', async () => {
    signedInAs(employee, {
      'GET /api/v1/car/mine': () =>
        jsonResponse(myCarsResponseSchema, { ...page([sunny], 25), page: 2 }),
    });
    const { router } = renderRoutesAt('/my-cars?page=2');
    await screen.findByRole('link', { name: 'Nissan Sunny 2019' });
    expect(carsQueries()[0]).toBe('page=2&pageSize=10');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/my-cars?page=3',
    );

    const filters = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filters).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(filters).getByRole('link', { name: 'Sold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=sold'));
    await waitFor(() => expect(carsQueries().at(-1)).toBe('page=1&pageSize=10&status=sold'));
  });

  it('shows the empty state with Add car, and a filter without matches', async () => {
    signedInAs(employee, {
      'GET /api/v1/car/mine': () => jsonResponse(myCarsResponseSchema, page([])),
    });
    renderRoutesAt('/my-cars');
    expect(await screen.findByRole('heading', { name: 'No cars yet' })).toBeTruthy();
    const addLinks = screen.getAllByRole('link', { name: 'Add car' });
    expect(addLinks.every((link) => link.getAttribute('href') === '/add-car')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Draft' }));
    expect(await screen.findByRole('heading', { name: 'No cars here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all cars' }).getAttribute('href')).toBe(
      '/my-cars',
    );
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    signedInAs(employee, {
      'GET /api/v1/car/mine': () =>
        fail
          ? jsonResponse(apiErrorSchema, { message: 'Down' }, 503)
          : jsonResponse(myCarsResponseSchema, page([corolla])),
    });
    renderRoutesAt('/my-cars');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2021' })).toBeTruthy();
  });
});
