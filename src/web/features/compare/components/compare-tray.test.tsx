import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCar } from '../../../testing/data-generators';
import { CompareTray } from './compare-tray';

const cars = [buildCar({ id: 'car_1' }), buildCar({ id: 'car_2' })];

function renderTray() {
  render(
    <MemoryRouter>
      <CompareTray
        ids={cars.map((car) => car.id)}
        cars={new Map(cars.map((car) => [car.id, car]))}
        loaded
      />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Cars to compare' });
}

describe('the compare tray', () => {
  it('folds into its link alone, and stays folded on the next page until unfolded', () => {
    let tray = renderTray();
    expect(within(tray).getAllByRole('listitem')).toHaveLength(2);
    const fold = within(tray).getByRole('button', { name: 'Hide the chosen cars' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);

    tray = screen.getByRole('region', { name: 'Cars to compare' });
    expect(within(tray).queryByRole('listitem')).toBeNull();
    expect(within(tray).getByRole('link', { name: 'Compare (2)' }).getAttribute('href')).toBe(
      '/compare?ids=car_1,car_2',
    );
    expect(localStorage.getItem('compare-tray')).toBe('folded');

    // Another page: the tray is drawn again, folded as the buyer left it.
    cleanup();
    tray = renderTray();
    const unfold = within(tray).getByRole('button', { name: 'Show the chosen cars' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(unfold);
    tray = screen.getByRole('region', { name: 'Cars to compare' });
    expect(within(tray).getAllByRole('listitem')).toHaveLength(2);
    expect(localStorage.getItem('compare-tray')).toBeNull();
  });
});
