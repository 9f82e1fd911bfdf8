import { describe, expect, it } from 'vitest';
import * as contract from '#shared/schemas/report';
import { groupByCar, reviewNoteProblem } from './review-rules';

const report = (id: string, carId: string | null): contract.OperatorReport => ({
  id,
  reason: 'sold',
  details: '',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  car: carId
    ? {
        id: carId,
        title: 'Toyota Corolla 2021',
        make: 'toyota',
        model: 'corolla',
        firstRegistration: 2021,
        price: 900_000,
        status: 'active',
      }
    : null,
  dealer: { id: 'dlr_1', name: 'Nile Motors', names: { en: 'Nile Motors', ar: null } },
  reporter: null,
  reviewNote: null,
});

describe('the review rules of the web', () => {
  it('are the contract’s', () => {
    for (const note of ['', '  ', 'Sold last week', 'x'.repeat(500), 'x'.repeat(501)]) {
      expect(reviewNoteProblem(note) === undefined, note).toBe(
        contract.hideListingBodySchema.safeParse({ note }).success,
      );
    }
  });

  it('group the reports by car, in the order of their newest report', () => {
    const groups = groupByCar([
      report('r1', 'car_a'),
      report('r2', null),
      report('r3', 'car_b'),
      report('r4', 'car_a'),
      report('r5', null),
    ]);
    expect(groups.map((group) => [group.key, group.reports.map((one) => one.id)])).toEqual([
      ['car:car_a', ['r1', 'r4']],
      ['report:r2', ['r2']],
      ['car:car_b', ['r3']],
      ['report:r5', ['r5']],
    ]);
  });
});
