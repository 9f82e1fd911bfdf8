import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/data-generators';
import {
  bulkCars,
  bulkDealership,
  chosenCount,
  noCars,
  toggleCar,
  togglePage,
  type CarSelection,
} from './car-selection';

const ids = (selection: CarSelection) => (selection.kind === 'ids' ? [...selection.ids] : 'all');

describe('the cars chosen for a bulk change', () => {
  it('ticks cars one by one and a page at once, keeping the other pages', () => {
    let chosen = toggleCar(noCars, 'car_a', ['car_a', 'car_b']);
    chosen = togglePage(chosen, ['car_c', 'car_d'], true);
    expect(ids(chosen)).toEqual(['car_a', 'car_c', 'car_d']);
    chosen = togglePage(chosen, ['car_c', 'car_d'], false);
    expect(ids(chosen)).toEqual(['car_a']);
    expect(ids(toggleCar(chosen, 'car_a', ['car_a', 'car_b']))).toEqual([]);
  });

  it('counts and sends all that match as the filter, never as ids', () => {
    const all: CarSelection = { kind: 'allMatching' };
    expect(chosenCount(all, 37)).toBe(37);
    expect(bulkCars(all, 'sold')).toEqual({ allMatching: { status: 'sold' } });
    expect(bulkCars(all, undefined)).toEqual({ allMatching: {} });
    expect(bulkCars(toggleCar(noCars, 'car_a', []), 'sold')).toEqual({ ids: ['car_a'] });
    // One unticked of all: the rest of the page stays chosen; unticking the page chooses none.
    expect(ids(toggleCar(all, 'car_b', ['car_a', 'car_b', 'car_c']))).toEqual(['car_a', 'car_c']);
    expect(ids(togglePage(all, ['car_a'], false))).toEqual([]);
  });

  it('belongs to the one dealership shown, when the user is its admin or manager', () => {
    const nile = {
      dealerId: 'dlr_nile',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
    };
    const delta = {
      dealerId: 'dlr_delta',
      dealerName: 'Delta Cars',
      dealerNames: { en: 'Delta Cars', ar: null },
    };
    const manager = buildUser({
      dealer_access: [{ ...nile, role: 'manager', status: 'approved' }],
    });
    expect(bulkDealership(manager, undefined)).toBe('dlr_nile');
    const employee = buildUser({
      dealer_access: [{ ...nile, role: 'employee', status: 'approved' }],
    });
    expect(bulkDealership(employee, undefined)).toBeUndefined();
    const pending = buildUser({ dealer_access: [{ ...nile, role: 'admin', status: 'pending' }] });
    expect(bulkDealership(pending, undefined)).toBeUndefined();
    const two = buildUser({
      dealer_access: [
        { ...nile, role: 'admin', status: 'approved' },
        { ...delta, role: 'employee', status: 'approved' },
      ],
    });
    expect(bulkDealership(two, undefined)).toBeUndefined();
    expect(bulkDealership(two, 'dlr_nile')).toBe('dlr_nile');
    expect(bulkDealership(two, 'dlr_delta')).toBeUndefined();
  });
});
