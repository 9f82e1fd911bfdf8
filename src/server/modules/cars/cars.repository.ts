import { sql, type SelectQueryBuilder } from 'kysely';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type { CarSort } from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { CarPictureRow, CarRow, Database } from '../../db/schema';

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

function applySort(query: SelectQueryBuilder<Database, 'cars', CarRow>, sort: CarSort) {
  switch (sort) {
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('id');
    case 'price-asc':
      return query.orderBy('price').orderBy('id');
    case 'price-desc':
      return query.orderBy('price', 'desc').orderBy('id');
    case 'mileage-asc':
      return query.orderBy(sql`coalesce(mileage, 0)`).orderBy('id');
    case 'year-desc':
      return query.orderBy('first_registration', 'desc').orderBy('id');
  }
}

export async function searchCars(
  db: Db,
  filter: ResolvedCarFilter,
  sort: CarSort,
  page: number,
  pageSize: number,
): Promise<{ rows: CarRow[]; total: number }> {
  const filtered = applyFilter(db.selectFrom('cars'), filter);
  const [rows, count] = await Promise.all([
    applySort(filtered.selectAll(), sort)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function findCar(db: Db, id: string): Promise<CarRow | undefined> {
  return db.selectFrom('cars').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pictures of the given cars in their order, grouped by car id. */
export async function picturesOf(
  db: Db,
  carIds: readonly string[],
): Promise<Map<string, CarPictureRow[]>> {
  const byCar = new Map<string, CarPictureRow[]>(carIds.map((id) => [id, []]));
  if (carIds.length === 0) return byCar;
  const rows = await db
    .selectFrom('car_pictures')
    .selectAll()
    .where('car_id', 'in', carIds)
    .orderBy('car_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byCar.get(row.car_id)?.push(row);
  return byCar;
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
