import { matchesResolvedFilter, type FilterableCar } from '#shared/rules/car-filter';
import type { AlertFrequency } from '#shared/schemas/buyer';
import type { Db } from '../../db/database';
import { carsOnSaleToMatch } from '../cars/cars.service';
import { keepersOf, priceToldToKeepers } from '../favourites/favourites.service';
import {
  alertSearchesFor,
  recordMatches,
  type AlertSearch,
} from '../saved-searches/saved-searches.service';
import { wantingPriceAlerts } from '../users/users.service';
import { insertPriceDrops } from './alerts.repository';

/** A user to write to, and about which of their alerts. */
export interface AlertRecipient {
  userId: string;
  frequency: Exclude<AlertFrequency, 'off'>;
}

/** The pairs of saved search and car that match, each search tested only against its makes. */
export function matchingPairs(
  cars: readonly { id: string; car: FilterableCar }[],
  searches: readonly AlertSearch[],
): { searchId: string; carId: string }[] {
  const anyMake: AlertSearch[] = [];
  const byMake = new Map<string, AlertSearch[]>();
  for (const search of searches) {
    const makes = search.filter.makes;
    if (!makes) anyMake.push(search);
    else {
      for (const make of makes) {
        const bucket = byMake.get(make);
        if (bucket) bucket.push(search);
        else byMake.set(make, [search]);
      }
    }
  }
  const pairs: { searchId: string; carId: string }[] = [];
  for (const { id, car } of cars) {
    for (const candidates of [byMake.get(car.make) ?? [], anyMake]) {
      for (const search of candidates) {
        if (matchesResolvedFilter(car, search.filter)) {
          pairs.push({ searchId: search.id, carId: id });
        }
      }
    }
  }
  return pairs;
}

/**
 * Works out the alerts the cars of `carIds` give, as they are now (new, edited, price lowered):
 * each car on sale is recorded once against every saved search it matches that it had not
 * matched before, and a price below what a user who keeps it was last told is a price drop.
 * Answers the users to write to; the caller queues their mails in the same transaction.
 */
export async function matchCars(trx: Db, carIds: readonly string[]): Promise<AlertRecipient[]> {
  if (carIds.length === 0) return [];
  const cars = await carsOnSaleToMatch(trx, carIds);
  if (cars.length === 0) return [];
  const searches = await alertSearchesFor(trx, [...new Set(cars.map(({ car }) => car.make))]);
  const pairs = matchingPairs(cars, searches);
  const recipients = new Map<string, AlertRecipient>();
  const searchById = new Map(searches.map((search) => [search.id, search]));
  for (const searchId of await recordMatches(trx, pairs)) {
    const search = searchById.get(searchId);
    if (!search || search.frequency === 'off') continue;
    const recipient = { userId: search.user_id, frequency: search.frequency };
    recipients.set(`${recipient.userId}:${recipient.frequency}`, recipient);
  }
  for (const userId of await recordPriceDrops(trx, cars)) {
    recipients.set(`${userId}:instant`, { userId, frequency: 'instant' });
  }
  return [...recipients.values()];
}

/**
 * A kept car now cheaper than its keeper was last told becomes a price drop (mailed when the
 * keeper wants price alerts); the new price is then what they were told. Answers the keepers
 * who want the mail.
 */
async function recordPriceDrops(
  trx: Db,
  cars: readonly { id: string; price: number }[],
): Promise<string[]> {
  const price = new Map(cars.map((car) => [car.id, car.price]));
  const kept = await keepersOf(trx, [...price.keys()]);
  const drops = kept.flatMap((keeper) => {
    const now = price.get(keeper.carId);
    return now !== undefined && now < keeper.notifiedPrice
      ? [
          {
            user_id: keeper.userId,
            car_id: keeper.carId,
            from_price: keeper.notifiedPrice,
            to_price: now,
          },
        ]
      : [];
  });
  if (drops.length === 0) return [];
  await insertPriceDrops(trx, drops);
  for (const carId of new Set(drops.map((drop) => drop.car_id))) {
    await priceToldToKeepers(trx, carId, price.get(carId) ?? 0);
  }
  return wantingPriceAlerts(trx, [...new Set(drops.map((drop) => drop.user_id))]);
}
