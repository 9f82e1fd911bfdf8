import { sql, type RawBuilder } from 'kysely';
import type { LandingStock } from '#shared/rules/landing-pages';
import type { Db } from '../../db/database';

/** The pages a sitemap lists one per row: active cars, dealers. */
export type SitemapList = 'cars' | 'dealers';

/** Where each part of a list starts (by id) and when its newest entry changed. */
export interface PartStart {
  firstId: string;
  lastModified: Date;
}

export interface SitemapEntry {
  id: string;
  lastModified: Date;
}

/** Each list's rows as (id, last_modified); a dealer changes with its newest active car. */
const sources: Record<SitemapList, RawBuilder<unknown>> = {
  cars: sql`select id, updated_at as last_modified from cars where status = 'active'`,
  dealers: sql`select id, greatest(created_at, (select max(cars.updated_at) from cars
    where cars.dealer_id = dealers.id and cars.status = 'active')) as last_modified from dealers`,
};

/**
 * The list in parts of `partSize` by id, in one pass: a part is then a range of ids, read along
 * the primary key (no OFFSET that grows with the part's number).
 */
export async function partStarts(
  db: Db,
  list: SitemapList,
  partSize: number,
): Promise<PartStart[]> {
  const { rows } = await sql<{ first_id: string; last_modified: Date }>`
    select min(id) as first_id, max(last_modified) as last_modified
    from (
      select id, last_modified, (row_number() over (order by id) - 1) / ${partSize} as part
      from (${sources[list]}) entries
    ) numbered
    group by part order by part`.execute(db);
  return rows.map((row) => ({ firstId: row.first_id, lastModified: new Date(row.last_modified) }));
}

/** The list's rows with `firstId <= id < nextId` (no upper bound for the last part). */
export async function entriesOfPart(
  db: Db,
  list: SitemapList,
  range: { firstId: string; nextId: string | undefined; limit: number },
): Promise<SitemapEntry[]> {
  const below = range.nextId === undefined ? sql`true` : sql`id < ${range.nextId}`;
  const { rows } = await sql<{ id: string; last_modified: Date }>`
    select id, last_modified from (${sources[list]}) entries
    where id >= ${range.firstId} and ${below}
    order by id limit ${range.limit}`.execute(db);
  return rows.map((row) => ({ id: row.id, lastModified: new Date(row.last_modified) }));
}

/** The newest change of any active car or dealer: when the listings and directory changed. */
export async function newestChange(db: Db): Promise<Date> {
  const { rows } = await sql<{ newest: Date | null }>`
    select greatest(
      (select max(updated_at) from cars where status = 'active'),
      (select max(created_at) from dealers)
    ) as newest`.execute(db);
  return rows[0]?.newest ? new Date(rows[0].newest) : new Date(0);
}

/** What active cars there are by make and model, city and body style (for the landing pages). */
export async function landingStock(db: Db): Promise<LandingStock> {
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
