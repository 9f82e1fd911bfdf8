import { cities } from '../reference/cities';
import { conditions, fuelTypes, transmissions } from '../reference/vehicle';
import type { Language } from '../reference/types';
import { makeName, modelName, type VehicleNames } from '../reference/vehicle-names';
import type { Car } from '../schemas/car';
import { formatCapacity, formatMileage, formatNumber } from './format';
import { displayName } from './names';

export type SpecificationField =
  | 'make'
  | 'model'
  | 'year'
  | 'mileage'
  | 'capacity'
  | 'condition'
  | 'totalOwners'
  | 'transmission'
  | 'description'
  | 'location'
  | 'fuel';

export interface Specification {
  field: SpecificationField;
  value: string;
}

type SpecifiedCar = Pick<
  Car,
  | 'make'
  | 'model'
  | 'firstRegistration'
  | 'mileage'
  | 'capacity'
  | 'fuelType'
  | 'condition'
  | 'totalOwners'
  | 'transmission'
  | 'description'
  | 'city'
>;

/** The car's specification list as the screens show it, in its fixed order, values formatted. */
export function specificationList(
  car: SpecifiedCar,
  language: Language,
  vehicleNames: VehicleNames,
): Specification[] {
  const rows: (Specification | false)[] = [
    { field: 'make', value: makeName(vehicleNames, car.make) },
    { field: 'model', value: modelName(vehicleNames, car.make, car.model) },
    { field: 'year', value: String(car.firstRegistration) },
    car.mileage !== null && { field: 'mileage', value: formatMileage(car.mileage, language) },
    car.capacity !== null && {
      field: 'capacity',
      value: formatCapacity(car.capacity, car.fuelType, language),
    },
    { field: 'condition', value: displayName(conditions, car.condition, language) },
    car.totalOwners > 0 && { field: 'totalOwners', value: formatNumber(car.totalOwners, language) },
    { field: 'transmission', value: displayName(transmissions, car.transmission, language) },
    car.description.trim() !== '' && { field: 'description', value: car.description },
    { field: 'location', value: displayName(cities, car.city, language) },
    { field: 'fuel', value: displayName(fuelTypes, car.fuelType, language) },
  ];
  return rows.filter((row): row is Specification => row !== false);
}

/** "Toyota Corolla 2021" in the given language: how a car is named in titles and cards. */
export function carTitle(
  car: Pick<Car, 'make' | 'model' | 'firstRegistration'>,
  language: Language,
  vehicleNames: VehicleNames,
) {
  const model = modelName(vehicleNames, car.make, car.model);
  // In Arabic a Latin model and the year would form one left-to-right run ("i20 2019", read as
  // "2019 i20" from the right): a right-to-left mark after the model keeps make, model, year.
  const separator = language === 'ar' ? '\u200f ' : ' ';
  return `${makeName(vehicleNames, car.make)} ${model}${separator}${car.firstRegistration}`;
}
