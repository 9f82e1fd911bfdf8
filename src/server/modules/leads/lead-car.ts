import { vehicleNamesIn } from '#shared/reference/makes';
import { carTitle } from '#shared/rules/specifications';
import type { CarStatus } from '#shared/schemas/car';
import type { LeadCar } from '#shared/schemas/lead';

const englishNames = vehicleNamesIn('en');

/** A car as a lead or a report names it, from its row. */
export function leadCarOf(car: {
  id: string;
  make: string;
  model: string;
  first_registration: number;
  price: number;
  status: CarStatus;
}): LeadCar {
  const named = { make: car.make, model: car.model, firstRegistration: car.first_registration };
  return {
    id: car.id,
    title: carTitle(named, 'en', englishNames),
    ...named,
    price: car.price,
    status: car.status,
  };
}
