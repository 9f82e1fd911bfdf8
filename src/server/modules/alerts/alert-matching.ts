import { sql } from 'kysely';
import { matchesResolvedFilter, type FilterableCar } from '#shared/rules/car-filter';
import type { AlertFrequency } from '#shared/schemas/buyer';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { Db } from '../../db/database';

/** A user to write to, and about which of their alerts. */
export interface AlertRecipient {
  userId: string;
  frequency: Exclude<AlertFrequency, 'off'>;
}

interface CandidateSearch {
  id: string;
  user_id: string;
  frequency: AlertFrequency;
  filter: ResolvedCarFilter;
}

function activeCars(db: Db, carIds: readonly string[]) {
  return db
    .selectFrom('cars')
    .select([
      'id',
      'make',
      'model',
      'first_registration',
      'price',
      'body_style',
      'transmission',
      'fuel_type',
      'city',
      'condition',
      'dealer_id',
      'mileage',
      'description',
    ])
    .where('id', 'in', carIds)
    .where('status', '=', 'active')
    .execute();
}
type ActiveCar = Awaited<ReturnType<typeof activeCars>>[number];

const filterable = (car: ActiveCar): FilterableCar => ({
  make: car.make,
  model: car.model,
  firstRegistration: car.first_registration,
  price: car.price,
  bodyStyle: car.body_style,
  transmission: car.transmission,
  fuelType: car.fuel_type,
  city: car.city,
  condition: car.condition,
  sellerId: car.dealer_id,
  mileage: car.mileage,
  description: car.description,
});

/**
 * The saved searches with alerts on that name one of `makes` or no make at all: the only ones a
 * car of those makes can match (the makes column is indexed), so no car is tested against
 * every saved search.
 */
function candidateSearches(db: Db, makes: readonly string[]): Promise<CandidateSearch[]> {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'frequency', 'filter'])
    .where('frequency', '<>', 'off')
    .where((eb) =>
      eb.or([eb('makes', 'is', null), sql<boolean>`makes && ${sql.val(makes)}::text[]`]),
    )
    .execute();
}

/** The pairs of saved search and car that match, each search tested only against its makes. */
export function matchingPairs(
  cars: readonly { id: string; car: FilterableCar }[],
  searches: readonly CandidateSearch[],
): { searchId: string; carId: string }[] {
  const anyMake: CandidateSearch[] = [];
  const byMake = new Map<string, CandidateSearch[]>();
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
  const cars = await activeCars(trx, carIds);
  if (cars.length === 0) return [];
  const searches = await candidateSearches(trx, [...new Set(cars.map((car) => car.make))]);
  const pairs = matchingPairs(
    cars.map((car) => ({ id: car.id, car: filterable(car) })),
    searches,
  );
  const recipients = new Map<string, AlertRecipient>();
  const searchById = new Map(searches.map((search) => [search.id, search]));
  // Two arrays, not a row of parameters per match: a burst records hundreds of thousands.
  const inserted = await sql<{ saved_search_id: string }>`
    insert into saved_search_matches (saved_search_id, car_id)
    select * from unnest(${pairs.map((pair) => pair.searchId)}::text[], ${pairs.map((pair) => pair.carId)}::text[])
    on conflict do nothing
    returning saved_search_id`.execute(trx);
  for (const row of inserted.rows) {
    const search = searchById.get(row.saved_search_id);
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
async function recordPriceDrops(trx: Db, cars: readonly ActiveCar[]): Promise<string[]> {
  const price = new Map(cars.map((car) => [car.id, car.price]));
  const kept = await trx
    .selectFrom('favourites')
    .select(['user_id', 'car_id', 'notified_price'])
    .where('car_id', 'in', [...price.keys()])
    .forUpdate()
    .execute();
  const drops = kept.flatMap((row) => {
    const now = price.get(row.car_id);
    return now !== undefined && now < row.notified_price
      ? [
          {
            user_id: row.user_id,
            car_id: row.car_id,
            from_price: row.notified_price,
            to_price: now,
          },
        ]
      : [];
  });
  if (drops.length === 0) return [];
  await trx.insertInto('price_drops').values(drops).execute();
  for (const carId of new Set(drops.map((drop) => drop.car_id))) {
    const now = price.get(carId) ?? 0;
    await trx
      .updateTable('favourites')
      .set({ notified_price: now })
      .where('car_id', '=', carId)
      .where('notified_price', '>', now)
      .execute();
  }
  const wanting = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...new Set(drops.map((drop) => drop.user_id))])
    .where('price_alerts', '=', true)
    .execute();
  return wanting.map((user) => user.id);
}
