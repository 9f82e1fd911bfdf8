import type { Car } from '#shared/schemas/car';
import type { Storage } from '../../storage/storage';
import { picturesMap } from '../pictures/pictures.service';
import type { CarWithPictures } from './cars.repository';

export function toApiCar(row: CarWithPictures, storage: Storage): Car {
  return {
    id: row.id,
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
