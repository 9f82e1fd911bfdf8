import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { CarSort } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { CarRow, Database } from '../../db/schema';

type CarQuery = SelectQueryBuilder<Database, 'cars', object>;

const never = sql<boolean>`false`;

/** The SQL twin of `matchesResolvedFilter` in src/shared; tests hold the two to the same answers. */
function applyFilter(query: CarQuery, filter: ResolvedCarFilter): CarQuery {
  const oneOf = (q: CarQuery, column: keyof CarRow & string, values: string[] | undefined) =>
    values === undefined ? q : values.length === 0 ? q.where(never) : q.where(column, 'in', values);
  let q = query.where('cars.status', '=', 'active');
  q = oneOf(q, 'make', filter.makes);
  q = oneOf(q, 'model_search', filter.models);
  q = oneOf(q, 'body_style', filter.bodyStyles);
  q = oneOf(q, 'transmission', filter.transmissions);
  q = oneOf(q, 'fuel_type', filter.fuelTypes);
  q = oneOf(q, 'city', filter.cities);
  if (filter.year !== undefined) q = q.where('first_registration', '=', filter.year);
  if (filter.priceMin !== undefined) q = q.where('price', '>=', filter.priceMin);
  if (filter.priceMax !== undefined) q = q.where('price', '<=', filter.priceMax);
  if (filter.condition !== undefined) q = q.where('condition', '=', filter.condition);
  if (filter.dealer !== undefined) q = q.where('cars.dealer_id', '=', filter.dealer);
  return q;
}

/** A search counts matches up to this many; past it the answer says "more than". */
export const countLimit = 1000;

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
      'cars.created_at',
    ])
    .select((eb: ExpressionBuilder<Database, 'cars'>) =>
      jsonArrayFrom(
        eb
          .selectFrom('car_pictures')
          .select(['id', 'name', 'file_key', 'thumbnail_key', 'variants'])
          .whereRef('car_pictures.car_id', '=', 'cars.id')
          .orderBy('position'),
      ).as('pictures'),
    );
}
export type CarWithPictures = Awaited<ReturnType<ReturnType<typeof selectCar>['execute']>>[number];

function orderBySort<T extends SelectQueryBuilder<Database, 'cars', object>>(
  query: T,
  sort: CarSort,
): T {
  switch (sort) {
    case 'newest':
      return query.orderBy('cars.created_at', 'desc').orderBy('cars.id') as T;
    case 'price-asc':
      return query.orderBy('cars.price').orderBy('cars.id') as T;
    case 'price-desc':
      return query.orderBy('cars.price', 'desc').orderBy('cars.id') as T;
    case 'mileage-asc':
      return query.orderBy(sql`coalesce(cars.mileage, 0)`).orderBy('cars.id') as T;
    case 'year-desc':
      return query.orderBy('cars.first_registration', 'desc').orderBy('cars.id') as T;
  }
}

/**
 * One page of active cars matching the filter, with their pictures, and how many match in all
 * (counted up to `countLimit`, so that a broad search never scans the whole table to count).
 */
export async function searchCars(
  db: Db,
  filter: ResolvedCarFilter,
  sort: CarSort,
  page: number,
  pageSize: number,
): Promise<{ rows: CarWithPictures[]; total: number; totalIsCapped: boolean }> {
  const filtered = applyFilter(db.selectFrom('cars'), filter);
  const [rows, count] = await Promise.all([
    orderBySort(selectCar(filtered), sort)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom(
        filtered
          .select(sql`1`.as('one'))
          .limit(countLimit + 1)
          .as('matches'),
      )
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const totalIsCapped = count.total > countLimit;
  return { rows, total: totalIsCapped ? countLimit : count.total, totalIsCapped };
}

export async function findCar(db: Db, id: string): Promise<CarWithPictures | undefined> {
  return selectCar(db.selectFrom('cars')).where('cars.id', '=', id).executeTakeFirst();
}

export async function popularMakes(db: Db, limit: number) {
  return db
    .selectFrom('cars')
    .select(['make as key', sql<number>`count(*)::int`.as('count')])
    .where('status', '=', 'active')
    .groupBy('make')
    .orderBy('count', 'desc')
    .orderBy('make')
    .limit(limit)
    .execute();
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
