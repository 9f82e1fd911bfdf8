import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type CarQuery = SelectQueryBuilder<Database, 'cars', object>;

const never = sql<boolean>`false`;

/** The columns a car is answered with, and its pictures in order as one JSON array. */
export function selectCar(query: CarQuery) {
  return query
    .select([
      'cars.id',
      'cars.dealer_id',
      'cars.created_by',
      'cars.make',
      'cars.model',
      'cars.first_registration',
      'cars.mileage',
      'cars.fuel_type',
      'cars.capacity',
      'cars.condition',
      'cars.total_owners',
      'cars.transmission',
      'cars.body_style',
      'cars.city',
      'cars.price',
      'cars.description',
      'cars.extras',
      'cars.status',
      'cars.showcase_picture_id',
      'cars.review_note',
      'cars.created_at',
    ])
    .select((eb: ExpressionBuilder<Database, 'cars'>) =>
      jsonArrayFrom(
        eb
          .selectFrom('car_pictures')
          .select([
            'car_pictures.id',
            'car_pictures.name',
            'car_pictures.file_key',
            'car_pictures.thumbnail_key',
            'car_pictures.variants',
            'car_pictures.status',
            'car_pictures.failure',
          ])
          .whereRef('car_pictures.car_id', '=', 'cars.id')
          .orderBy('position'),
      ).as('pictures'),
    )
    .select((eb: ExpressionBuilder<Database, 'cars'>) =>
      // Its dealership's finance programme (docs/decisions/141), null without one: a left join
      // by the offer's primary key, written as a subquery so that the callers' own filters
      // on the cars keep one table in scope. Inside JSON the percentages are numbers.
      jsonObjectFrom(
        eb
          .selectFrom('dealer_finance_offers')
          .select([
            'dealer_finance_offers.down_payment_percent as downPaymentPercent',
            'dealer_finance_offers.term_months as termMonths',
            'dealer_finance_offers.annual_rate_percent as annualRatePercent',
            'dealer_finance_offers.provider',
          ])
          .whereRef('dealer_finance_offers.dealer_id', '=', 'cars.dealer_id'),
      ).as('finance_offer'),
    );
}
export type CarWithPictures = Awaited<ReturnType<ReturnType<typeof selectCar>['execute']>>[number];

/** The cars of `ids` with their pictures, in the order of `ids` (unknown ids are left out). */
export async function carsByIds(db: Db, ids: readonly string[]): Promise<CarWithPictures[]> {
  if (ids.length === 0) return [];
  const rows = await selectCar(db.selectFrom('cars')).where('cars.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A dealer's newest cars on sale, for the dealer page. */
export async function newestCarsOfDealer(db: Db, dealerId: string, limit: number) {
  return selectCar(db.selectFrom('cars'))
    .where('cars.dealer_id', '=', dealerId)
    .where('cars.status', '=', 'active')
    .orderBy('cars.created_at', 'desc')
    .orderBy('cars.id')
    .limit(limit)
    .execute();
}

export async function findCar(db: Db, id: string): Promise<CarWithPictures | undefined> {
  return selectCar(db.selectFrom('cars')).where('cars.id', '=', id).executeTakeFirst();
}

/** Cars of these makes (and models, when given) first registered within the years, in a guide. */
interface Comparable {
  makes: string[];
  models?: string[];
  years: [from: number, to: number];
}

/** Percentiles of the prices of the comparable cars on sale or sold, and how many there are. */
export async function pricePercentiles(db: Db, comparable: Comparable) {
  if (comparable.makes.length === 0) return { count: 0, low: null, median: null, high: null };
  let query = db
    .selectFrom('cars')
    .where('status', 'in', ['active', 'sold'])
    .where('make', 'in', comparable.makes)
    .where('first_registration', '>=', comparable.years[0])
    .where('first_registration', '<=', comparable.years[1]);
  if (comparable.models) {
    query =
      comparable.models.length === 0
        ? query.where(never)
        : query.where('model_search', 'in', comparable.models);
  }
  const percentile = (fraction: number) =>
    sql<
      number | null
    >`round(percentile_cont(${sql.lit(fraction)}) within group (order by price))::int`;
  return query
    .select([
      sql<number>`count(*)::int`.as('count'),
      percentile(0.1).as('low'),
      percentile(0.5).as('median'),
      percentile(0.9).as('high'),
    ])
    .executeTakeFirstOrThrow();
}
