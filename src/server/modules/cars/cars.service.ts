import { cities } from '#shared/reference/cities';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import { defaultPageSize } from '#shared/reference/limits';
import {
  carFilterFromQuery,
  resolveCarFilter,
  type FilterableCar,
  type ResolvedCarFilter,
} from '#shared/rules/car-filter';
import { minComparableCars } from '#shared/rules/price-sense';
import type { LandingStock } from '#shared/rules/landing-pages';
import type {
  Car,
  CarFacetsQuery,
  CarSort,
  CarStatus,
  NearbySearchAnswer,
  PriceGuide,
} from '#shared/schemas/car';
import type { FinanceTerms } from '#shared/reference/finance';
import {
  broaderSearches,
  criteriaOf,
  criteriaQueryString,
  nearbySearches,
  type NearbySearch,
} from '#shared/rules/search-interpretation';
import type { FeedCarState } from '#shared/schemas/stock-feed';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import {
  activeCarCountRows,
  activeCarPartStarts,
  activeCarsInRange,
  activeStock,
  newestActiveCarUpdate,
  newestActiveCarUpdateRows,
  carsByIds,
  carsOnSaleRows,
  carSummaryRows,
  dealerCarIds,
  publicCarPriceRows,
  newestCarsOfDealer,
  pricePercentiles,
  type CarWithPictures,
  stockCarRows,
} from './cars.repository';
import { carFormValuesOf, toApiCar } from './car-view';
import { lockCarRow, lockReviewState, updateCarRow } from './car-writes.repository';
import type { CarSearch } from './search/car-search';
import { normalizeName } from '#shared/rules/names';

export type { CarSearch } from './search/car-search';

/** Cars in the API shape, keyed by id in the order given (ids are never numeric). */
export function carsById(storage: Storage, rows: readonly CarWithPictures[]): Record<string, Car> {
  return Object.fromEntries(rows.map((row) => [row.id, toApiCar(row, storage)]));
}

/**
 * The cars of `ids` in the API shape, in any status (`status` says which), in the order of `ids`;
 * unknown ids are left out.
 */
export async function apiCarsByIds(
  db: Db,
  storage: Storage,
  ids: readonly string[],
): Promise<Car[]> {
  return (await carsByIds(db, ids)).map((row) => toApiCar(row, storage));
}

/** How many cars on sale each dealership of `dealerIds` has, by dealership id. */
export async function activeCarCounts(
  db: Db,
  dealerIds: readonly string[],
): Promise<Map<string, number>> {
  return new Map(
    (await activeCarCountRows(db, dealerIds)).map((row) => [row.dealer_id, row.count]),
  );
}

/** What a lead, a report or its mail names of a car, with its dealership and creator. */
export interface CarSummary {
  id: string;
  dealer_id: string;
  created_by: string | null;
  status: CarStatus;
  make: string;
  model: string;
  first_registration: number;
  price: number;
  /** Why an operator hid the car, while it is hidden. */
  review_note: string | null;
}

/** The car's summary, in any status; undefined when there is no such car. */
export async function carSummary(db: Db, id: string): Promise<CarSummary | undefined> {
  return (await carSummaries(db, [id])).get(id);
}

/** The summaries of the cars of `ids`, in any status, by id (unknown ids are left out). */
export async function carSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CarSummary>> {
  return new Map((await carSummaryRows(db, ids)).map((row) => [row.id, row]));
}

/** The dealership's cars (those `createdBy` added, when given), newest first. */
export async function carIdsOfDealer(
  db: Db,
  dealerId: string,
  createdBy?: string,
): Promise<string[]> {
  return dealerCarIds(db, dealerId, createdBy);
}

/** The prices of the cars of `ids` that the public sees (those a buyer may keep), by id. */
export async function publicCarPrices(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, number>> {
  return new Map((await publicCarPriceRows(db, ids)).map((row) => [row.id, row.price]));
}

/** The cars of `ids` on sale, each with its price and as a saved search's filter sees it. */
export async function carsOnSaleToMatch(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; price: number; car: FilterableCar }[]> {
  return (await carsOnSaleRows(db, ids)).map((row) => ({
    id: row.id,
    price: row.price,
    car: {
      make: row.make,
      model: row.model,
      firstRegistration: row.first_registration,
      price: row.price,
      bodyStyle: row.body_style,
      transmission: row.transmission,
      fuelType: row.fuel_type,
      city: row.city,
      condition: row.condition,
      sellerId: row.dealer_id,
      mileage: row.mileage,
      description: row.description,
    },
  }));
}

/** Cars of a public read with their fair-price bands (from the search index). */
export async function withFairPrices(
  carSearch: Pick<CarSearch, 'fairPrices'>,
  cars: Record<string, Car>,
): Promise<Record<string, Car>> {
  const bands = await carSearch.fairPrices(Object.keys(cars));
  for (const [id, car] of Object.entries(cars)) car.fairPrice = bands.get(id) ?? null;
  return cars;
}

/**
 * One page of a car search in the API shape: the index picks the cars, the database answers
 * them. The read replica may not have a car this process has just indexed from the primary
 * (its dealer's own write); such cars are read from the primary.
 */
export async function searchCarsPage(
  dbs: { db: Db; readDb: Db },
  storage: Storage,
  carSearch: CarSearch,
  search: { filter: ResolvedCarFilter; sort: CarSort; page: number; pageSize: number },
) {
  const { ids, total, totalIsCapped } = await carSearch.search(
    search.filter,
    search.sort,
    search.page,
    search.pageSize,
  );
  const read = await carsByIds(dbs.readDb, ids);
  const rows =
    read.length === ids.length || dbs.readDb === dbs.db ? read : await carsByIds(dbs.db, ids);
  return { cars: await withFairPrices(carSearch, carsById(storage, rows)), total, totalIsCapped };
}

/** At most this many nearby searches are offered when a search finds nothing. */
const nearbyOffered = 4;

/**
 * The searches near `query` that find cars, nearest first, with their counts: one criterion
 * loosened each, or, when no single step finds any, the nearest search loosening several.
 */
export async function nearbySearchesWithCars(
  carSearch: Pick<CarSearch, 'count'>,
  query: CarFacetsQuery,
  finance: FinanceTerms,
): Promise<NearbySearchAnswer[]> {
  const counted = async ({ change, criteria }: NearbySearch) => {
    const filter = resolveCarFilter(carFilterFromQuery(criteria), finance);
    const { total, totalIsCapped } = await carSearch.count(filter);
    return { change, criteria: criteriaQueryString(criteria), total, totalIsCapped };
  };
  const criteria = criteriaOf(query);
  const steps = await Promise.all(nearbySearches(criteria).map(counted));
  const found = steps.filter((step) => step.total > 0);
  if (found.length > 0) return found.slice(0, nearbyOffered);
  for (const broader of broaderSearches(criteria)) {
    const answer = await counted(broader);
    if (answer.total > 0) return [answer];
  }
  return [];
}

/** A dealer's newest cars on sale, in the API shape. */
export async function dealerNewestCars(db: Db, storage: Storage, dealerId: string) {
  return carsById(storage, await newestCarsOfDealer(db, dealerId, defaultPageSize));
}

/**
 * What cars like this one are listed for: its make and model within a year either side, or,
 * with too few of those to judge by, its make within two years.
 */
export async function priceGuide(
  db: Db,
  carSearch: Pick<CarSearch, 'marketBand'>,
  car: { make: string; model: string; year: number; mileage?: number | undefined },
): Promise<PriceGuide> {
  const { mileage } = car;
  const market =
    mileage === undefined ? {} : { market: await carSearch.marketBand({ ...car, mileage }) };
  return { ...(await listedPrices(db, car)), ...market };
}

/** The guide's percentiles of cars listed (on sale or sold) like the one being priced. */
async function listedPrices(
  db: Db,
  car: { make: string; model: string; year: number },
): Promise<PriceGuide> {
  const { makes = [], models = [] } = resolveCarFilter({ make: car.make, model: car.model });
  const byModel = await pricePercentiles(db, {
    makes,
    models,
    years: [car.year - 1, car.year + 1],
  });
  if (byModel.count >= minComparableCars) return { basis: 'model', ...byModel };
  const byMake = await pricePercentiles(db, { makes, years: [car.year - 2, car.year + 2] });
  if (byMake.count >= minComparableCars) return { basis: 'make', ...byMake };
  return { basis: null, count: 0, low: null, median: null, high: null };
}

/** Cars offered as similar to one: enough to fill a row on a wide screen and two on a phone. */
export const similarCarsShown = 8;
/** "The same price band": within this fraction of the car's price either way. */
const similarPriceSpread = 0.2;

/**
 * Cars on sale like `car`, best first: the same make and model, then the same body style within
 * a fifth of its price; within each, those in its governorate before the rest (docs/decisions/136).
 * Each step is one search of the index, so this costs what a few searches cost.
 */
export async function similarCarIds(
  carSearch: Pick<CarSearch, 'search'>,
  car: Pick<CarWithPictures, 'id' | 'make' | 'model' | 'body_style' | 'price' | 'city'>,
): Promise<string[]> {
  const governorate = cities.find((city) => city.key === car.city)?.governorate;
  const nearby = cities.filter((city) => city.governorate === governorate).map((city) => city.key);
  const sameModel: ResolvedCarFilter = { makes: [car.make], models: [normalizeName(car.model)] };
  const sameKind: ResolvedCarFilter = {
    bodyStyles: [car.body_style],
    priceMin: Math.floor(car.price * (1 - similarPriceSpread)),
    priceMax: Math.ceil(car.price * (1 + similarPriceSpread)),
  };
  const steps = [
    { ...sameModel, cities: nearby },
    sameModel,
    { ...sameKind, cities: nearby },
    sameKind,
  ];
  const found = new Set<string>();
  for (const filter of steps) {
    if (found.size >= similarCarsShown) break;
    const { ids } = await carSearch.search(filter, 'newest', 1, similarCarsShown + 1);
    for (const id of ids) if (id !== car.id && found.size < similarCarsShown) found.add(id);
  }
  return [...found];
}

/**
 * Takes a car the public sees off the site pending review, with the note its dealer is
 * told; answers false when there is no such car. Call `carSearch.changed` after the commit.
 */
export async function hideForReview(trx: Db, carId: string, note: string): Promise<boolean> {
  const car = await lockCarRow(trx, carId);
  if (!car || !isPublicCarStatus(car.status)) return false;
  await updateCarRow(trx, carId, {
    status: 'hidden',
    status_before_review: car.status,
    review_note: note,
    updated_at: new Date(),
  });
  return true;
}

/**
 * Gives a hidden car back the status it had before it was hidden (a sold car stays sold; a car
 * hidden before that was kept goes back on sale); answers false unless the car was hidden.
 */
export async function restoreFromReview(trx: Db, carId: string): Promise<boolean> {
  const car = await lockReviewState(trx, carId);
  if (car?.status !== 'hidden') return false;
  await updateCarRow(trx, carId, {
    status: car.status_before_review ?? 'active',
    status_before_review: null,
    review_note: null,
    updated_at: new Date(),
  });
  return true;
}

/**
 * The active cars in parts of `partSize` by id, in one pass: each part's first id and its newest
 * change (the sitemap's parts, each then a range of ids).
 */
export async function activeCarParts(
  db: Db,
  partSize: number,
): Promise<{ firstId: string; lastModified: Date }[]> {
  return (await activeCarPartStarts(db, partSize)).map((row) => ({
    firstId: row.first_id,
    lastModified: new Date(row.last_modified),
  }));
}

/** The active cars with `firstId <= id < nextId` (no upper bound without `nextId`), by id. */
export async function activeCarsOfPart(
  db: Db,
  range: { firstId: string; nextId: string | undefined; limit: number },
): Promise<{ id: string; lastModified: Date }[]> {
  return (await activeCarsInRange(db, range)).map((row) => ({
    id: row.id,
    lastModified: new Date(row.last_modified),
  }));
}

/** When any active car last changed; undefined without any. */
export async function newestActiveCarChange(db: Db): Promise<Date | undefined> {
  const newest = await newestActiveCarUpdate(db);
  return newest === null ? undefined : new Date(newest);
}

/** When each dealership of `dealerIds` last changed an active car, by dealership id. */
export async function newestActiveCarChanges(
  db: Db,
  dealerIds: readonly string[],
): Promise<Map<string, Date>> {
  return new Map(
    (await newestActiveCarUpdateRows(db, dealerIds)).map((row) => [
      row.dealer_id,
      new Date(row.newest),
    ]),
  );
}

/** What active cars there are by make and model, city and body style (for the landing pages). */
export async function landingStock(db: Db): Promise<LandingStock> {
  return activeStock(db);
}

/** A car of a dealership as its stock sheet has it: its ids and what a sheet can set. */
export interface StockCar {
  id: string;
  stockNumber: string | null;
  vin: string | null;
  status: CarStatus;
  /** Whether the dealership's feed lists the car, or sold it (docs/decisions/177). */
  feedState: FeedCarState | null;
  values: StockCarValues;
}

/** The dealership's cars in every status, oldest first: a sheet's rows find them, an export lists them. */
export async function stockCarsOfDealer(db: Db, dealerId: string): Promise<StockCar[]> {
  const rows = await stockCarRows(db, dealerId);
  return rows.map((row) => ({
    id: row.id,
    stockNumber: row.stock_number,
    vin: row.vin,
    status: row.status,
    feedState: row.feed_state,
    values: carFormValuesOf(row),
  }));
}
