import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { buildCar } from '../../../testing/data-generators';
import { CompareTable } from './compare-table';

const corolla = buildCar({
  id: 'car_corolla',
  price: 950_000,
  mileage: 45_000,
  transmission: 'automatic',
  extras: ['abs', 'sunroof'],
  fairPrice: { low: 980_000, median: 1_020_000, high: 1_060_000, count: 12, label: 'good' },
});
const elantra = buildCar({
  id: 'car_elantra',
  make: 'hyundai',
  model: 'elantra',
  price: 875_000,
  mileage: null,
  transmission: 'automatic',
  extras: ['abs'],
  status: 'sold',
});

function renderTable(cars: Car[], onRemove = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/compare', element: <CompareTable cars={cars} onRemove={onRemove} /> }],
    { initialEntries: ['/compare'] },
  );
  render(<RouterProvider router={router} />);
  return onRemove;
}

/** The row whose name is `name`, and whether it is marked as differing. */
function row(name: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const tableRow = header.closest('tr');
  if (!tableRow) throw new Error(`no row ${name}`);
  return {
    differs: tableRow.hasAttribute('data-differs'),
    cells: within(tableRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

describe('the comparison', () => {
  it('lays the cars side by side and marks the rows whose values differ', () => {
    renderTable([corolla, elantra]);
    expect(screen.getByRole('columnheader', { name: /Toyota Corolla 2021/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hyundai Elantra 2021' }).getAttribute('href')).toBe(
      '/car-details/car_elantra',
    );
    expect(screen.getByText('Sold')).toBeTruthy();
    // The Corolla's fair-price label under its price; the Elantra has no band, so none.
    expect(
      within(screen.getByRole('columnheader', { name: /Toyota Corolla 2021/ })).getByText(
        'Good price',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/Good price|Fair price|High price/)).toHaveLength(1);

    expect(row('Price')).toEqual({
      differs: true,
      cells: [formatPrice(950_000, 'en'), formatPrice(875_000, 'en')],
    });
    expect(row('Make')).toEqual({ differs: true, cells: ['Toyota', 'Hyundai'] });
    // A value one car lacks differs from one the other has.
    expect(row('Mileage')).toEqual({ differs: true, cells: ['45,000 km', '—'] });
    expect(row('Transmission')).toEqual({ differs: false, cells: ['Automatic', 'Automatic'] });
    expect(row('Year').differs).toBe(false);
    // Screen readers hear it too, not only a colour.
    expect(screen.getByRole('rowheader', { name: 'Mileage (differs)' })).toBeTruthy();

    // One row per group of extras: both have ABS; only the Corolla a sunroof.
    expect(row('Safety and Security').differs).toBe(false);
    expect(row('Exterior and Wheels')).toEqual({ differs: true, cells: ['Sunroof', '—'] });
  });

  it('shows only the differences when asked', () => {
    renderTable([corolla, elantra]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(screen.queryByRole('rowheader', { name: /^Transmission/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Mileage/ })).toBeTruthy();
  });

  it('marks nothing with one car, and takes a car out', () => {
    const onRemove = renderTable([corolla]);
    expect(document.querySelector('[data-differs]')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove Toyota Corolla 2021 from the comparison' }),
    );
    expect(onRemove).toHaveBeenCalledWith('car_corolla');
  });
});
