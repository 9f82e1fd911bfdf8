import type { Insertable } from 'kysely';
import type { CarPriceChangesTable } from '../db/schema';

/*
 * Past price changes of some demo cars (docs/decisions/142), so that the quick start's car pages
 * show a price history: about one car in eight, mostly one or two drops, a few raised once. Chosen
 * by position rather than by the demo's random source, so the rest of the demo stays as it was.
 */

export interface PricedCar {
  id: string;
  /** The price now: the last change's new price. */
  price: number;
  listedAt: Date;
}

const minAgeMs = 3 * 86_400_000;

/** A change of about `share` of `price`, in whole thousands of five, at least EGP 5,000. */
const stepOf = (price: number, share: number) =>
  Math.max(5_000, Math.round((price * share) / 5_000) * 5_000);

/**
 * The changes, oldest first per car, each at a share of the time between its listing and `now`.
 * The prices are worked back from the price now, so the last change ends at it.
 */
export function demoPriceChanges(
  cars: readonly PricedCar[],
  now: number,
): Insertable<CarPriceChangesTable>[] {
  return cars.flatMap((car, index) => {
    const age = now - car.listedAt.getTime();
    if (age < minAgeMs) return [];
    const at = (share: number) => new Date(car.listedAt.getTime() + age * share);
    if (index % 24 === 7) {
      // Two drops: listed high, lowered, lowered again to today's price.
      const second = stepOf(car.price, 0.04);
      const middle = car.price + second;
      const first = stepOf(middle, 0.05);
      return [
        { car_id: car.id, previous_price: middle + first, price: middle, changed_at: at(0.35) },
        { car_id: car.id, previous_price: middle, price: car.price, changed_at: at(0.8) },
      ];
    }
    if (index % 48 === 19) {
      const raise = stepOf(car.price, 0.03);
      return [
        {
          car_id: car.id,
          previous_price: car.price - raise,
          price: car.price,
          changed_at: at(0.6),
        },
      ];
    }
    if (index % 12 === 3) {
      const drop = stepOf(car.price, 0.06);
      return [
        { car_id: car.id, previous_price: car.price + drop, price: car.price, changed_at: at(0.6) },
      ];
    }
    return [];
  });
}
