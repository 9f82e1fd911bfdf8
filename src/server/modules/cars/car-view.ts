import type { Car } from '#shared/schemas/car';
import type { Storage } from '../../storage/storage';
import { picturesMap } from '../pictures/pictures.service';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { CarRow } from '../../db/schema';
import type { CarWithPictures } from './cars.repository';

type FormColumns = Pick<
  CarRow,
  | 'make'
  | 'model'
  | 'first_registration'
  | 'mileage'
  | 'fuel_type'
  | 'capacity'
  | 'condition'
  | 'total_owners'
  | 'transmission'
  | 'description'
  | 'city'
  | 'price'
  | 'body_style'
>;

/** A car row's fields as the car form names them (all but status and extras). */
export function carFormValuesOf(row: FormColumns): StockCarValues {
  return {
    make: row.make,
    model: row.model,
    firstRegistration: row.first_registration,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    capacity: row.capacity,
    condition: row.condition,
    totalOwners: row.total_owners,
    transmission: row.transmission,
    description: row.description,
    city: row.city,
    price: row.price,
    bodyStyle: row.body_style,
  };
}

export function toApiCar(row: CarWithPictures, storage: Storage): Car {
  return {
    id: row.id,
    ...carFormValuesOf(row),
    extras: row.extras,
    pictures: picturesMap(row, storage),
    sellerId: row.dealer_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    financeOffer: row.finance_offer && {
      // Numbers inside the JSON already; Number() keeps them so whatever the driver makes of them.
      downPaymentPercent: Number(row.finance_offer.downPaymentPercent),
      termMonths: row.finance_offer.termMonths,
      annualRatePercent: Number(row.finance_offer.annualRatePercent),
      provider: row.finance_offer.provider,
    },
  };
}
