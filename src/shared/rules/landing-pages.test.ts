import { describe, expect, it } from 'vitest';
import { vehicleNamesIn } from '../reference/makes';
import {
  landingOfFilters,
  landingPath,
  readLanding,
  stockedLandings,
  type Landing,
} from './landing-pages';

const english = vehicleNamesIn('en');
const arabic = vehicleNamesIn('ar');

describe('landing pages', () => {
  const landings: [Landing, string][] = [
    [{ kind: 'make', make: 'mercedesBenz' }, '/cars/mercedes-benz'],
    [{ kind: 'model', make: 'toyota', model: 'corollaCross' }, '/cars/toyota/corolla-cross'],
    [{ kind: 'place', place: 'sixthOfOctober' }, '/cars/in/sixth-of-october'],
    [{ kind: 'bodyStyle', bodyStyle: 'stationWagon' }, '/cars/body/station-wagon'],
  ];

  it.each(landings)('writes %o at %s, and reads it back from the route', (landing, path) => {
    expect(landingPath(landing)).toBe(path);
    const [, , first, second] = path.split('/');
    const params =
      first === 'in'
        ? { place: second }
        : first === 'body'
          ? { bodyStyle: second }
          : { make: first, model: second };
    expect(readLanding(params, english)).toEqual(landing);
  });

  it('knows no landing page of a name it does not know, or of a model of another make', () => {
    expect(readLanding({ make: 'tesla-roadster' }, english)).toBeUndefined();
    expect(readLanding({ make: 'toyota', model: 'golf' }, english)).toBeUndefined();
    expect(readLanding({ place: 'paris' }, english)).toBeUndefined();
    expect(readLanding({ bodyStyle: 'Suv' }, english)).toBeUndefined();
  });

  it('finds the landing page a search is exactly, and none for a mix', () => {
    expect(landingOfFilters({ make: 'toyota' }, english)).toEqual({ kind: 'make', make: 'toyota' });
    expect(landingOfFilters({ make: 'toyota', model: 'yaris' }, english)).toEqual({
      kind: 'model',
      make: 'toyota',
      model: 'yaris',
    });
    expect(landingOfFilters({ city: 'alexandria' }, english)).toEqual({
      kind: 'place',
      place: 'alexandria',
    });
    expect(landingOfFilters({ make: 'toyota', city: 'cairo' }, english)).toBeUndefined();
    expect(landingOfFilters({ make: 'toyota,bmw' }, english)).toBeUndefined();
    expect(landingOfFilters({ model: 'yaris' }, english)).toBeUndefined();
    expect(
      landingOfFilters({ make: 'toyota', model: 'a model someone typed' }, english),
    ).toBeUndefined();
    expect(landingOfFilters({}, english)).toBeUndefined();
  });

  it('lists the landing pages of the cars there are: models by any of their names, places with their governorate', () => {
    const paths = stockedLandings(
      {
        models: [
          { make: 'toyota', model: 'كورولا' },
          { make: 'toyota', model: 'a model someone typed' },
          { make: 'unknown', model: 'x' },
        ],
        cities: ['maadi', 'alexandria'],
        bodyStyles: ['suv', 'boat'],
      },
      [english, arabic],
    ).map(landingPath);
    expect(paths).toEqual([
      '/cars/toyota',
      '/cars/toyota/corolla',
      '/cars/in/cairo',
      '/cars/in/maadi',
      '/cars/in/alexandria',
      '/cars/body/suv',
    ]);
  });
});
