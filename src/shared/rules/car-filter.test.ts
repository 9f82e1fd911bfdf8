import { describe, expect, it } from 'vitest';
import { compareCars, filterCars, type FilterableCar } from './car-filter';

const car = (overrides: Partial<FilterableCar> & { id: string }) => ({
  mileage: 60_000,
  description: '',
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2020,
  price: 500_000,
  bodyStyle: 'sedan' as const,
  transmission: 'automatic' as const,
  fuelType: 'petrol' as const,
  city: 'cairo',
  condition: 'usedCar' as const,
  sellerId: 'dlr_a',
  ...overrides,
});

const corolla = car({ id: 'a' });
const elantra = car({
  id: 'b',
  make: 'hyundai',
  model: 'elantra',
  firstRegistration: 2018,
  price: 750_000,
  bodyStyle: 'hatchback',
  transmission: 'manual',
  city: 'giza',
});
const freeText = car({ id: 'c', model: 'Corolla Cross GR', price: 1_000_000, condition: 'new' });
const all = [corolla, elantra, freeText];
const ids = (cars: { id: string }[]) => cars.map((found) => found.id);

describe('filterCars', () => {
  it('shows every car for an empty or absent filter', () => {
    expect(ids(filterCars(all, {}))).toEqual(['a', 'b', 'c']);
    expect(ids(filterCars(all, { make: undefined, priceRanges: [] }))).toEqual(['a', 'b', 'c']);
  });

  it('matches makes, models, body styles and transmissions case-insensitively by name', () => {
    expect(ids(filterCars(all, { make: 'TOYOTA' }))).toEqual(['a', 'c']);
    expect(ids(filterCars(all, { make: 'Hyundai' }))).toEqual(['b']);
    expect(ids(filterCars(all, { make: 'تويوتا' }))).toEqual(['a', 'c']);
    expect(ids(filterCars(all, { model: 'COROLLA' }))).toEqual(['a']);
    expect(ids(filterCars(all, { model: 'corolla cross gr' }))).toEqual(['c']);
    expect(ids(filterCars(all, { bodyStyle: 'HATCHBACK' }))).toEqual(['b']);
    expect(ids(filterCars(all, { transmission: 'manual' }))).toEqual(['b']);
    expect(ids(filterCars(all, { transmission: 'Automatic' }))).toEqual(['a', 'c']);
  });

  it('matches the registration year, and undefined (All Years) matches everything', () => {
    expect(ids(filterCars(all, { year: 2018 }))).toEqual(['b']);
    expect(ids(filterCars(all, { year: undefined }))).toEqual(['a', 'b', 'c']);
  });

  it('uses only the first price range, bounds inclusive', () => {
    const first = { min: 500_000, max: 750_000 };
    expect(ids(filterCars(all, { priceRanges: [first] }))).toEqual(['a', 'b']);
    expect(
      ids(filterCars(all, { priceRanges: [first, { min: 900_000, max: 2_000_000 }] })),
    ).toEqual(['a', 'b']);
    expect(ids(filterCars(all, { priceRanges: [{ min: 500_001 }] }))).toEqual(['b', 'c']);
    expect(ids(filterCars(all, { priceRanges: [{ max: 500_000 }] }))).toEqual(['a']);
  });

  it('combines all criteria with AND', () => {
    expect(ids(filterCars(all, { make: 'toyota', condition: 'new' }))).toEqual(['c']);
    expect(ids(filterCars(all, { make: 'toyota', city: 'giza' }))).toEqual([]);
    expect(ids(filterCars(all, { make: 'hyundai', city: 'الجيزة', year: 2018 }))).toEqual(['b']);
  });

  it('finds the cars of every city of a governorate, named in either language', () => {
    const greaterCairo = [
      corolla,
      car({ id: 'n', city: 'nasrCity' }),
      car({ id: 'm', city: 'maadi' }),
      car({ id: 'o', city: 'sixthOfOctober' }),
      car({ id: 'x', city: 'alexandria' }),
    ];
    expect(ids(filterCars(greaterCairo, { city: 'القاهرة' }))).toEqual(['a', 'n', 'm']);
    expect(ids(filterCars(greaterCairo, { city: 'cairo' }))).toEqual(['a', 'n', 'm']);
    expect(ids(filterCars(greaterCairo, { city: 'Maadi' }))).toEqual(['m']);
    expect(ids(filterCars(greaterCairo, { city: 'Giza' }))).toEqual(['o']);
  });

  it('takes several places at once, separated by a Latin or an Arabic comma', () => {
    const places = [
      car({ id: 'm', city: 'maadi' }),
      car({ id: 'z', city: 'sheikhZayed' }),
      car({ id: 'x', city: 'alexandria' }),
    ];
    expect(ids(filterCars(places, { city: 'maadi, sheikhZayed' }))).toEqual(['m', 'z']);
    expect(ids(filterCars(places, { city: 'المعادي، الإسكندرية' }))).toEqual(['m', 'x']);
    expect(ids(filterCars(places, { city: ' , ' }))).toEqual(['m', 'z', 'x']);
    expect(ids(filterCars(places, { city: 'maadi, nowhere' }))).toEqual(['m']);
  });

  it('matches nothing for a name it does not know', () => {
    expect(filterCars(all, { make: 'toyot' })).toEqual([]);
    expect(filterCars(all, { make: '%' })).toEqual([]);
  });
});

describe('compareCars', () => {
  const sortable = [
    {
      id: 'x',
      price: 2,
      mileage: null,
      firstRegistration: 2019,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    {
      id: 'y',
      price: 1,
      mileage: 10,
      firstRegistration: 2021,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'z',
      price: 1,
      mileage: 5,
      firstRegistration: 2020,
      createdAt: '2026-01-03T00:00:00.000Z',
    },
  ];
  const order = (sort: Parameters<typeof compareCars>[0]) =>
    ids([...sortable].sort(compareCars(sort)));
  it('orders by each sort, ties broken by id', () => {
    expect(order('newest')).toEqual(['z', 'x', 'y']);
    expect(order('price-asc')).toEqual(['y', 'z', 'x']);
    expect(order('price-desc')).toEqual(['x', 'y', 'z']);
    expect(order('mileage-asc')).toEqual(['x', 'z', 'y']);
    expect(order('year-desc')).toEqual(['y', 'z', 'x']);
  });
});
