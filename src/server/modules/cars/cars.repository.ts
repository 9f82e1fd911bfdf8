import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { publicCarStatuses } from '#shared/reference/vehicle';
import { financeOfferOfCar } from '../dealers/dealers.service';
import { picturesOfCarAsJson } from '../pictures/pictures.service';

type CarQuery = SelectQueryBuilder<Database, 'cars', object>;

const never = sql<boolean>`false`;

/**
 * The columns a car is answered with, its pictures in order as one JSON array, and its
 * dealership's finance offer: one query for a page of cars (a search's, measured in
 * docs/performance.md), the pictures' and the offer's subqueries written by their owners.
 */
export function selectCar(query: CarQuery) {
  return (
    query
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
      .select((eb: ExpressionBuilder<Database, 'cars'>) => picturesOfCarAsJson(eb).as('pictures'))
      // Its dealership's finance programme (docs/decisions/141), null without one.
      .select((eb: ExpressionBuilder<Database, 'cars'>) =>
        financeOfferOfCar(eb).as('finance_offer'),
      )
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

/** How many cars on sale each dealership of `dealerIds` has (those with none are left out). */
export async function activeCarCountRows(db: Db, dealerIds: readonly string[]) {
  if (dealerIds.length === 0) return [];
  return db
    .selectFrom('cars')
    .select(['dealer_id', sql<number>`count(*)::int`.as('count')])
    .where('dealer_id', 'in', [...new Set(dealerIds)])
    .where('status', '=', 'active')
    .groupBy('dealer_id')
    .execute();
}

const summaryColumns = [
  'id',
  'dealer_id',
  'created_by',
  'status',
  'make',
  'model',
  'first_registration',
  'price',
  'review_note',
] as const;

/** What a lead, a report or its mail names of a car, its dealership and creator. */
export async function carSummaryRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cars')
    .select(summaryColumns)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The dealership's cars, newest first; only those `createdBy` added, when given. */
export async function dealerCarIds(
  db: Db,
  dealerId: string,
  createdBy?: string,
): Promise<string[]> {
  let query = db.selectFrom('cars').select('id').where('dealer_id', '=', dealerId);
  if (createdBy !== undefined) query = query.where('created_by', '=', createdBy);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The ids and prices of the cars of `ids` the public sees. */
export async function publicCarPriceRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cars')
    .select(['id', 'price'])
    .where('id', 'in', [...ids])
    .where('status', 'in', publicCarStatuses)
    .execute();
}

/** The cars of `ids` on sale, with what saved searches filter by. */
export async function carsOnSaleRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
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
    .where('id', 'in', [...ids])
    .where('status', '=', 'active')
    .execute();
}

/** The pages of active cars a sitemap lists: (id, last_modified). */
const activeCarPages = sql`select id, updated_at as last_modified from cars where status = 'active'`;

/**
 * The active cars in parts of `partSize` by id, in one pass: each part's first id and newest
 * change. A part is then a range of ids, read along the primary key.
 */
export async function activeCarPartStarts(db: Db, partSize: number) {
  const { rows } = await sql<{ first_id: string; last_modified: Date }>`
    select min(id) as first_id, max(last_modified) as last_modified
    from (
      select id, last_modified, (row_number() over (order by id) - 1) / ${partSize} as part
      from (${activeCarPages}) entries
    ) numbered
    group by part order by part`.execute(db);
  return rows;
}

/** The active cars with `firstId <= id < nextId` (no upper bound without `nextId`), by id. */
export async function activeCarsInRange(
  db: Db,
  range: { firstId: string; nextId: string | undefined; limit: number },
) {
  const below = range.nextId === undefined ? sql`true` : sql`id < ${range.nextId}`;
  const { rows } = await sql<{ id: string; last_modified: Date }>`
    select id, last_modified from (${activeCarPages}) entries
    where id >= ${range.firstId} and ${below}
    order by id limit ${range.limit}`.execute(db);
  return rows;
}

/** When an active car last changed, of all of them; null without any. */
export async function newestActiveCarUpdate(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('cars')
    .select(sql<Date | null>`max(updated_at)`.as('newest'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return row.newest;
}

/** When each dealership of `dealerIds` last changed an active car (those with none left out). */
export async function newestActiveCarUpdateRows(db: Db, dealerIds: readonly string[]) {
  if (dealerIds.length === 0) return [];
  return db
    .selectFrom('cars')
    .select(['dealer_id', sql<Date>`max(updated_at)`.as('newest')])
    .where('dealer_id', 'in', [...new Set(dealerIds)])
    .where('status', '=', 'active')
    .groupBy('dealer_id')
    .execute();
}

/** What active cars there are by make and model, city and body style. */
export async function activeStock(db: Db) {
  const active = db.selectFrom('cars').where('status', '=', 'active');
  const [models, cities, bodyStyles] = await Promise.all([
    active
      .select(['make', 'model_search as model'])
      .distinct()
      .orderBy('make')
      .orderBy('model')
      .execute(),
    active.select('city').distinct().orderBy('city').execute(),
    active.select('body_style').distinct().orderBy('body_style').execute(),
  ]);
  return {
    models,
    cities: cities.map((row) => row.city),
    bodyStyles: bodyStyles.map((row) => row.body_style),
  };
}

/** A car's columns a stock write sets or compares: its ids, status and the form's fields. */
export const stockCarColumns = [
  'id',
  'stock_number',
  'vin',
  'status',
  'feed_state',
  'make',
  'model',
  'first_registration',
  'mileage',
  'fuel_type',
  'capacity',
  'condition',
  'total_owners',
  'transmission',
  'body_style',
  'city',
  'price',
  'description',
] as const;

/** The dealership's cars in every status, oldest first, with what a sheet can set or show. */
export async function stockCarRows(db: Db, dealerId: string) {
  return db
    .selectFrom('cars')
    .select(stockCarColumns)
    .where('dealer_id', '=', dealerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
