import { vehicleNamesIn } from '#shared/reference/makes';
import { carTitle } from '#shared/rules/specifications';
import type { CarStatus } from '#shared/schemas/car';
import type { LeadCar } from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import { carSummaries } from '../cars/cars.service';

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

/** The car of a lead's or a report's row (all null once the car is deleted). */
export function joinedLeadCar(row: {
  car_id: string | null;
  make: string | null;
  model: string | null;
  first_registration: number | null;
  price: number | null;
  car_status: CarStatus | null;
}): LeadCar | null {
  const { car_id: id, make, model, first_registration, price, car_status: status } = row;
  if (id === null || make === null || model === null) return null;
  if (first_registration === null || price === null || status === null) return null;
  return leadCarOf({ id, make, model, first_registration, price, status });
}

/**
 * The rows, each with the columns of its car as `joinedLeadCar` takes them (all null once the car
 * is deleted) and the car's review note, read from the cars module in one call.
 */
export async function withLeadCars<Row extends { car_id: string | null }>(
  db: Db,
  rows: readonly Row[],
) {
  const cars = await carSummaries(
    db,
    rows.flatMap((row) => row.car_id ?? []),
  );
  return rows.map((row) => {
    const car = row.car_id === null ? undefined : cars.get(row.car_id);
    return {
      ...row,
      make: car?.make ?? null,
      model: car?.model ?? null,
      first_registration: car?.first_registration ?? null,
      price: car?.price ?? null,
      car_status: car?.status ?? null,
      review_note: car?.review_note ?? null,
    };
  });
}
