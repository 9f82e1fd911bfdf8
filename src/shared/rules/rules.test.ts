import { describe, expect, it } from 'vitest';
import { galleryPictures } from './pictures';
import { specificationList, carTitle } from './specifications';
import { formatCapacity, formatMileage, formatPrice } from './format';
import { normalizeName } from './names';
import { vehicleNamesIn } from '../reference/makes';

const picture = (name: string) => ({ name, url: `/media/${name}` });

describe('galleryPictures (og left out, showcase first)', () => {
  it('drops og and puts showcase first, the rest in order', () => {
    const pictures = {
      p1: picture('1'),
      og: picture('og'),
      p2: picture('2'),
      showcase: picture('s'),
    };
    expect(galleryPictures(pictures).map((p) => p.id)).toEqual(['showcase', 'p1', 'p2']);
  });
  it('keeps the order when there is no showcase', () => {
    expect(galleryPictures({ b: picture('b'), a: picture('a') }).map((p) => p.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

const baseCar = {
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2021,
  mileage: 45_000,
  capacity: 1600,
  fuelType: 'petrol' as const,
  condition: 'usedCar' as const,
  totalOwners: 2,
  transmission: 'automatic' as const,
  description: 'Very clean',
  city: 'alexandria',
};

const english = vehicleNamesIn('en');
const arabic = vehicleNamesIn('ar');

describe('specificationList', () => {
  it('lists every field in order with formatted values', () => {
    expect(specificationList(baseCar, 'en', english)).toEqual([
      { field: 'make', value: 'Toyota' },
      { field: 'model', value: 'Corolla' },
      { field: 'year', value: '2021' },
      { field: 'mileage', value: '45,000 km' },
      { field: 'capacity', value: '1,600 cc' },
      { field: 'condition', value: 'Used' },
      { field: 'totalOwners', value: '2' },
      { field: 'transmission', value: 'Automatic' },
      { field: 'description', value: 'Very clean' },
      { field: 'location', value: 'Alexandria' },
      { field: 'fuel', value: 'Benzin' },
    ]);
  });

  it('leaves out absent mileage and capacity, and owners of 0; kWh when not petrol; New', () => {
    const rows = specificationList(
      { ...baseCar, mileage: null, capacity: null, totalOwners: 0, condition: 'new' },
      'en',
      english,
    );
    const fields = rows.map((row) => row.field);
    expect(fields).not.toContain('mileage');
    expect(fields).not.toContain('capacity');
    expect(fields).not.toContain('totalOwners');
    expect(rows.find((row) => row.field === 'condition')?.value).toBe('New');
    const electric = specificationList(
      { ...baseCar, fuelType: 'electric', capacity: 75 },
      'en',
      english,
    );
    expect(electric.find((row) => row.field === 'capacity')?.value).toBe('75 kWh');
    expect(electric.find((row) => row.field === 'fuel')?.value).toBe('Electric');
  });

  it('speaks Arabic with Latin digits', () => {
    const rows = specificationList(baseCar, 'ar', arabic);
    expect(rows.find((row) => row.field === 'make')?.value).toBe('تويوتا');
    expect(rows.find((row) => row.field === 'mileage')?.value).toBe('45,000 كم');
    expect(rows.find((row) => row.field === 'location')?.value).toBe('الإسكندرية');
    expect(rows.find((row) => row.field === 'fuel')?.value).toBe('بنزين');
  });

  it('names a car by make, model and year', () => {
    expect(carTitle(baseCar, 'en', english)).toBe('Toyota Corolla 2021');
    expect(carTitle({ ...baseCar, model: 'Custom Build' }, 'en', english)).toBe(
      'Toyota Custom Build 2021',
    );
    // A right-to-left mark keeps a Latin model before the year in Arabic.
    expect(carTitle({ ...baseCar, make: 'hyundai', model: 'i20' }, 'ar', arabic)).toBe(
      'هيونداي i20\u200f 2021',
    );
  });
});

describe('formatting', () => {
  it('formats prices in EGP, mileage in km and capacity by fuel in both languages', () => {
    expect(formatPrice(1_250_000, 'en')).toMatch(/^EGP\s1,250,000$/);
    expect(formatPrice(1_250_000, 'ar')).toContain('1,250,000');
    expect(formatPrice(1_250_000, 'ar')).toContain('ج.م');
    expect(formatMileage(120_500, 'en')).toBe('120,500 km');
    expect(formatMileage(120_500, 'ar')).toBe('120,500 كم');
    expect(formatCapacity(2000, 'petrol', 'en')).toBe('2,000 cc');
    expect(formatCapacity(60, 'electric', 'ar')).toBe('60 ك.و.س');
  });
});

describe('normalizeName', () => {
  it('folds case, spaces and Arabic spelling variants', () => {
    expect(normalizeName('  Mercedes   BENZ ')).toBe('mercedes benz');
    expect(normalizeName('إلنترا')).toBe(normalizeName('النترا'));
    expect(normalizeName('الجيزة')).toBe(normalizeName('الجيزه'));
  });
});
