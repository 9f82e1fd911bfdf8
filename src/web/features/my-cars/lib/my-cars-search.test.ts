import { describe, expect, it } from 'vitest';
import {
  myCarsPageSize,
  parseMyCarsSearch,
  serializeMyCarsSearch,
  toMyCarsQuery,
} from './my-cars-search';

describe('My Cars URL state', () => {
  it('reads page, status and dealership', () => {
    const search = parseMyCarsSearch(new URLSearchParams('status=sold&dealer=dlr_1&page=3'));
    expect(search).toEqual({ page: 3, status: 'sold', dealerId: 'dlr_1' });
    expect(serializeMyCarsSearch(search)).toBe('status=sold&dealer=dlr_1&page=3');
    expect(toMyCarsQuery(search)).toEqual({
      page: 3,
      pageSize: myCarsPageSize,
      status: 'sold',
      dealerId: 'dlr_1',
    });
  });

  it('falls back to the first page of every car on unknown values', () => {
    const search = parseMyCarsSearch(new URLSearchParams('status=stolen&page=-2&dealer='));
    expect(search).toEqual({ page: 1, status: undefined, dealerId: undefined });
    expect(serializeMyCarsSearch(search)).toBe('');
    expect(toMyCarsQuery(search)).toEqual({ page: 1, pageSize: myCarsPageSize });
    expect(parseMyCarsSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
