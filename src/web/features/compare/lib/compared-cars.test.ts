import { describe, expect, it } from 'vitest';
import { maxComparedCars } from '#shared/reference/limits';
import { compareIdsOf, comparedCars, removeCompared, toggleCompared } from './compared-cars';

describe('the cars chosen to compare', () => {
  it(`keeps at most ${maxComparedCars}, in the order chosen`, () => {
    expect(maxComparedCars).toBe(4);
    for (const id of ['car_1', 'car_2', 'car_3', 'car_4']) expect(toggleCompared(id)).toBe(true);
    expect(toggleCompared('car_5')).toBe(false);
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toEqual([
      'car_1',
      'car_2',
      'car_3',
      'car_4',
    ]);
    // Taking one out makes room.
    expect(toggleCompared('car_2')).toBe(true);
    expect(toggleCompared('car_5')).toBe(true);
    expect(comparedCars.read()).toEqual(['car_1', 'car_3', 'car_4', 'car_5']);
    removeCompared('car_1');
    expect(comparedCars.read()).toEqual(['car_3', 'car_4', 'car_5']);
  });

  it('reads the ids of a /compare address: ids only, each once, at most four', () => {
    const ids = (search: string) => compareIdsOf(new URLSearchParams(search));
    expect(ids('?ids=car_1,car_2')).toEqual(['car_1', 'car_2']);
    expect(ids('?ids=car_1,,car_1,<b>,car_2')).toEqual(['car_1', 'car_2']);
    expect(ids('?ids=a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('')).toEqual([]);
  });
});
