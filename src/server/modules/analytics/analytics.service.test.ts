import { describe, expect, it } from 'vitest';
import { addDays, dayOf, pageSubject, visitorKey } from './analytics.service';

describe('analytics days', () => {
  it('are calendar days in Cairo, summer time included', () => {
    expect(dayOf(new Date('2026-11-20T21:59:59Z'))).toBe('2026-11-20'); // UTC+2
    expect(dayOf(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
    expect(dayOf(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01'); // UTC+3
    expect(dayOf(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });

  it('add across months, years and leap days', () => {
    expect(addDays('2026-11-21', -29)).toBe('2026-10-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });
});

describe('pageSubject', () => {
  it('names the car or dealership of a details page, with a valid id only', () => {
    expect(pageSubject('/car-details/car_Ab-9')).toEqual({ carId: 'car_Ab-9', dealerId: null });
    expect(pageSubject('/car-details/car_1/')).toEqual({ carId: 'car_1', dealerId: null });
    expect(pageSubject('/car-details/car_1?x#y')).toEqual({ carId: 'car_1', dealerId: null });
    expect(pageSubject('/car-details/car%5F1')).toEqual({ carId: 'car_1', dealerId: null });
    expect(pageSubject('/dealer/dlr_2#cars')).toEqual({ carId: null, dealerId: 'dlr_2' });
    expect(pageSubject('/dealer/dlr_2/nile-motors')).toEqual({ carId: null, dealerId: 'dlr_2' });
    expect(pageSubject('/dealer/dlr_2/%D9%86%D8%A7%D9%8A%D9%84?page=2')).toEqual({
      carId: null,
      dealerId: 'dlr_2',
    });
    for (const path of [
      '/car-details/',
      '/car-details/a/b',
      '/car-details/a%2Fb',
      '/car-details/%zz',
      `/car-details/${'a'.repeat(65)}`,
      '/car-detailsx/a',
      '/dealers/dlr_2',
      '/dealer/dlr_2/nile-motors/team',
      '/edit-car/car_1',
      '/',
    ]) {
      expect(pageSubject(path), path).toEqual({ carId: null, dealerId: null });
    }
  });
});

describe('visitorKey', () => {
  const secret = 'a-salt-value-that-is-long-enough';

  it('is a hash of IP and user agent under the salt of the day', () => {
    const key = visitorKey(secret, '2026-11-21', '192.0.2.1', 'UA');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(visitorKey(secret, '2026-11-21', '192.0.2.1', 'UA')).toBe(key);
    expect(visitorKey(secret, '2026-11-22', '192.0.2.1', 'UA')).not.toBe(key);
    expect(visitorKey(secret, '2026-11-21', '192.0.2.2', 'UA')).not.toBe(key);
    expect(visitorKey(secret, '2026-11-21', '192.0.2.1', 'UA2')).not.toBe(key);
    expect(visitorKey('another-salt-value', '2026-11-21', '192.0.2.1', 'UA')).not.toBe(key);
  });
});
