import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { mayManageCar } from '#shared/rules/access';
import { textInLanguage } from '#shared/rules/dealer-names';
import { maxPriceEgp } from '#shared/reference/limits';
import { normalizeName } from '#shared/rules/names';
import { changedPrice } from '#shared/rules/price-change';
import type { Car } from '#shared/schemas/car';
import type {
  BulkCarChangeBody,
  BulkCarChangeResponse,
  CarEditResponse,
  CarFormValues,
  CreateCarBody,
  MyCarsQuery,
  MyCarsResponse,
  UpdateCarBody,
} from '#shared/schemas/car-write';
import type { StockCarValues } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import type { CarsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import {
  editPictures,
  picturesInWork,
  listCarFilesForRemoval,
  removeListed,
  type PictureCars,
} from '../pictures/pictures.service';
import { lockManageableCar, manageableCar, requireAddCars, requireRoute } from './car-access';
import { dealerName, lockDealerQuotas } from '../dealers/dealers.service';
import {
  carsOfDealers,
  dealerCarCount,
  deleteCarRow,
  forgetShowcasePicture,
  insertCarRow,
  lockCarRow,
  lockDealerCars,
  setShowcasePicture,
  showcasePictureOf,
  touchCarRow,
  updateCarRow,
} from './car-writes.repository';
import { dealerCarIds, findCar } from './cars.repository';
import { recordPriceChange } from './price-history.repository';
import { toApiCar } from './car-view';
import type { SearchCache } from './search-cache';
import type { CarSearch } from './search/car-search';

/** What the car writes need; every write updates this process's search index and cache. */
export interface CarWriteDeps {
  db: Db;
  storage: Storage;
  /**
   * Called in the transaction that writes cars: app.ts queues their alert work (matching saved
   * searches and favourites' price drops, docs/decisions/136).
   */
  carsWritten: (trx: Db, carIds: readonly string[]) => Promise<void>;
  carSearch: Pick<CarSearch, 'changed'>;
  /** The configuration's quotas; cars count here (docs/decisions/053). */
  quotas: { carsPerDealer: number };
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** Cars as the pictures module needs them; a picture change clears the search cache. */
export function carsForPictures(searchCache: SearchCache): PictureCars {
  return {
    manageable: async (db, userId, carId) => {
      const { car } = await manageableCar(db, userId, carId);
      return { dealerId: car.dealer_id };
    },
    lockManageable: lockManageableCar,
    lockDealer: lockDealerQuotas,
    changed: () => searchCache.clear(),
    showcaseOf: async (db, carId) => {
      const car = await showcasePictureOf(db, carId);
      return car && { pictureId: car.showcase_picture_id };
    },
    idsOfDealer: (db, dealerId) => dealerCarIds(db, dealerId),
    setShowcase: setShowcasePicture,
    pictureDeleted: forgetShowcasePicture,
    touch: touchCar,
  };
}

/** A change to the car's pictures changes the car (its `updated_at`, which the search follows). */
export async function touchCar(trx: Db, carId: string): Promise<void> {
  await touchCarRow(trx, carId);
}

/** The form's fields as columns (only those given). */
function columnsOf(fields: Partial<CarFormValues>): Updateable<CarsTable> {
  const columns: Updateable<CarsTable> = {};
  if (fields.make !== undefined) columns.make = fields.make;
  if (fields.model !== undefined) {
    columns.model = fields.model;
    columns.model_search = normalizeName(fields.model);
  }
  if (fields.firstRegistration !== undefined) columns.first_registration = fields.firstRegistration;
  if (fields.mileage !== undefined) columns.mileage = fields.mileage;
  if (fields.fuelType !== undefined) columns.fuel_type = fields.fuelType;
  if (fields.capacity !== undefined) columns.capacity = fields.capacity;
  if (fields.condition !== undefined) columns.condition = fields.condition;
  if (fields.totalOwners !== undefined) columns.total_owners = fields.totalOwners;
  if (fields.transmission !== undefined) columns.transmission = fields.transmission;
  if (fields.bodyStyle !== undefined) columns.body_style = fields.bodyStyle;
  if (fields.city !== undefined) columns.city = fields.city;
  if (fields.price !== undefined) columns.price = fields.price;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.extras !== undefined) columns.extras = fields.extras;
  if (fields.status !== undefined) columns.status = fields.status;
  return columns;
}

/** Every column of the form's fields (but status and extras), for a new car. */
function formColumns(fields: StockCarValues) {
  return {
    make: fields.make,
    model: fields.model,
    model_search: normalizeName(fields.model),
    first_registration: fields.firstRegistration,
    mileage: fields.mileage,
    fuel_type: fields.fuelType,
    capacity: fields.capacity,
    condition: fields.condition,
    total_owners: fields.totalOwners,
    transmission: fields.transmission,
    body_style: fields.bodyStyle,
    city: fields.city,
    price: fields.price,
    description: fields.description,
  };
}

/** The car as the API answers it, whatever its status. */
export async function apiCar(db: Db, storage: Storage, id: string): Promise<Car> {
  const row = await findCar(db, id);
  if (!row) throw notFound('Car');
  return toApiCar(row, storage);
}

/** Adds a car to a dealership the user is an approved member of; answers its id. */
export async function createCar(
  deps: CarWriteDeps,
  userId: string,
  body: CreateCarBody,
): Promise<string> {
  const { db } = deps;
  await requireRoute(db, userId, 'add-car');
  await requireAddCars(db, userId, body.dealerId);
  const id = newId('car');
  const now = new Date();
  const { dealerId, ...fields } = body;
  const limit = deps.quotas.carsPerDealer;
  await db.transaction().execute(async (trx) => {
    // Under the dealership's lock, so that two cars added at once cannot both take the last place.
    await lockDealerQuotas(trx, dealerId);
    if ((await dealerCarCount(trx, dealerId)) >= limit) {
      throw new HttpError(409, carLimitMessage(limit));
    }
    await insertCarRow(trx, {
      id,
      dealer_id: dealerId,
      created_by: userId,
      ...formColumns(fields),
      extras: fields.extras,
      status: fields.status,
      showcase_picture_id: null,
      created_at: now,
      updated_at: now,
    });
    if (fields.status === 'active') await deps.carsWritten(trx, [id]);
  });
  await deps.carSearch.changed([id]);
  return id;
}

export const hiddenListingMessage =
  'Arabeya hid this listing pending review; you may edit it, and our team puts it back on sale';

/**
 * Changes the given fields (marking as sold is `status: 'sold'`). A listing an operator hid keeps
 * its status: the dealer may mend it, and the operator restores it.
 */
export async function updateCar(
  deps: CarWriteDeps,
  userId: string,
  carId: string,
  body: UpdateCarBody,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { car } = await lockManageableCar(trx, userId, carId);
    if (car.status === 'hidden' && body.status !== undefined) {
      throw new HttpError(409, hiddenListingMessage);
    }
    // Before the update, which it reads the old price from; the transaction keeps both or none.
    if (body.price !== undefined) await recordPriceChange(trx, carId, body.price);
    await updateCarRow(trx, carId, { ...columnsOf(body), updated_at: new Date() });
    // Published, lowered or changed to match more searches: the job sees what is new.
    await deps.carsWritten(trx, [carId]);
  });
  await deps.carSearch.changed([carId]);
}

/**
 * Deletes the car and its pictures' rows in one transaction that also lists their files for
 * removal; after the commit the files are removed, and a failure stays listed for the sweeper.
 */
export async function deleteCar(deps: CarWriteDeps, userId: string, carId: string) {
  const { db } = deps;
  const keys = await db.transaction().execute(async (trx) => {
    await lockManageableCar(trx, userId, carId);
    const listed = await listCarFilesForRemoval(trx, carId);
    await deleteCarRow(trx, carId);
    return listed;
  });
  await deps.carSearch.changed([carId]);
  await removeListed(db, deps.storage, keys, deps.log);
}

/**
 * My Cars: the cars of every dealership the user is an approved member of, in every status,
 * newest first, each saying whether the user may change it.
 */
export async function myCars(
  deps: Pick<CarWriteDeps, 'db' | 'storage'>,
  userId: string,
  query: MyCarsQuery,
): Promise<MyCarsResponse> {
  const { db, storage } = deps;
  const subject = await requireRoute(db, userId, 'my-cars');
  const teams = new Map(
    subject.dealerAccess
      .filter((access) => access.status === 'approved')
      .filter((access) => query.dealerId === undefined || access.dealerId === query.dealerId)
      .map((access) => [access.dealerId, access]),
  );
  const { rows, total } = await carsOfDealers(db, [...teams.keys()], query);
  return {
    cars: rows.map((row) => {
      const team = teams.get(row.dealer_id);
      const member = team && { userId, role: team.role, status: team.status };
      return {
        ...toApiCar(row, storage),
        dealerId: row.dealer_id,
        dealerName: team?.dealerName ?? '',
        canManage: mayManageCar(member, row.created_by),
        reviewNote: row.review_note,
        ...picturesInWork(row.pictures),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The car for the edit form, in any status, with its pictures in order. */
export async function carForEdit(
  deps: Pick<CarWriteDeps, 'db' | 'storage'>,
  userId: string,
  carId: string,
): Promise<CarEditResponse> {
  const { db, storage } = deps;
  const { car } = await manageableCar(db, userId, carId);
  const [row, names] = await Promise.all([findCar(db, carId), dealerName(db, car.dealer_id)]);
  if (!row) throw notFound('Car');
  return {
    car: toApiCar(row, storage),
    dealerName: names ? textInLanguage(names, 'en') : '',
    pictures: editPictures(row, storage),
  };
}

/** How many cars the dealership has, in every status (its quota counts them all). */
export const carCountOfDealer = (db: Db, dealerId: string) => dealerCarCount(db, dealerId);

/** A car a dealership's stock brings in bulk (a sheet's row): a new car, or its numbered one. */
export interface StockCarWrite {
  dealerId: string;
  /** Who brought it: the importing user. */
  createdBy: string | null;
  /** The dealership's car of the same stock number or VIN; null adds a car. */
  carId: string | null;
  stockNumber: string | null;
  vin: string | null;
  car: StockCarValues;
  /** The fields an update sets (what the sheet has columns for); an add sets every field. */
  fields: readonly (keyof StockCarValues)[];
  /** A write of the dealership's feed: the car is one the feed lists (docs/decisions/177). */
  fromFeed?: boolean;
}

export const carLimitMessage = (limit: number) =>
  `The dealership has reached its limit of ${limit.toLocaleString('en-US')} cars; delete sold or old cars to add others`;

/**
 * Writes one car of a dealership's stock inside the caller's transaction, with the rules of the
 * car form's writes: the quota under the dealership's lock, a price change recorded, the alert
 * work queued. A car the operator hid keeps its status. Answers the car's id.
 */
export async function writeStockCar(
  trx: Db,
  deps: Pick<CarWriteDeps, 'carsWritten' | 'quotas'>,
  write: StockCarWrite,
): Promise<string> {
  const { car } = write;
  if (write.carId === null) {
    const limit = deps.quotas.carsPerDealer;
    await lockDealerQuotas(trx, write.dealerId);
    if ((await dealerCarCount(trx, write.dealerId)) >= limit) {
      throw new HttpError(409, carLimitMessage(limit));
    }
    const id = newId('car');
    const now = new Date();
    await insertCarRow(trx, {
      id,
      dealer_id: write.dealerId,
      created_by: write.createdBy,
      stock_number: write.stockNumber,
      vin: write.vin,
      ...formColumns(car),
      ...(write.fromFeed ? { feed_state: 'listed' as const } : {}),
      status: 'active',
      showcase_picture_id: null,
      created_at: now,
      updated_at: now,
    });
    await deps.carsWritten(trx, [id]);
    return id;
  }
  const locked = await lockCarRow(trx, write.carId);
  if (!locked || locked.dealer_id !== write.dealerId) throw notFound('Car');
  const changes = Object.fromEntries(write.fields.map((field) => [field, car[field]]));
  if (changes.price !== undefined) await recordPriceChange(trx, write.carId, car.price);
  await updateCarRow(trx, write.carId, {
    ...columnsOf(changes),
    ...(write.stockNumber ? { stock_number: write.stockNumber } : {}),
    ...(write.vin ? { vin: write.vin } : {}),
    ...(write.fromFeed ? { feed_state: 'listed' as const } : {}),
    updated_at: new Date(),
  });
  await deps.carsWritten(trx, [write.carId]);
  return write.carId;
}

const outOfRange = (count: number) =>
  `The change would put ${count.toLocaleString('en-US')} ${count === 1 ? 'car' : 'cars'} outside 1 to ${maxPriceEgp.toLocaleString('en-US')} EGP; nothing was changed`;

/**
 * One change to many cars of a dealership (My Cars' bulk actions), all or nothing in one
 * transaction under the cars' locks. The user changes only the cars they may manage (an
 * employee, their own); a car an operator hid keeps its status. A deletion goes ahead only when
 * it would delete exactly the count the user confirmed.
 */
export async function changeCarsInBulk(
  deps: CarWriteDeps,
  userId: string,
  body: BulkCarChangeBody,
): Promise<BulkCarChangeResponse> {
  const { db } = deps;
  const { change } = body;
  const member = await requireAddCars(db, userId, body.dealerId);
  const selection =
    'ids' in body.cars ? { ids: body.cars.ids } : { status: body.cars.allMatching.status };
  const result = await db.transaction().execute(async (trx) => {
    const locked = await lockDealerCars(trx, body.dealerId, selection);
    const mine = locked.filter((car) => mayManageCar(member, car.created_by));
    if ('ids' in selection && mine.length < new Set(selection.ids).size) {
      throw new HttpError(
        403,
        'Some of the cars are not yours to change, or no longer exist; nothing was changed',
      );
    }
    const ids = mine.map((car) => car.id);
    if (change.kind === 'delete') {
      if (ids.length !== change.expectedCount) {
        throw new HttpError(
          409,
          `${ids.length.toLocaleString('en-US')} cars match now, not ${change.expectedCount.toLocaleString('en-US')}; nothing was deleted`,
        );
      }
      const keys: string[] = [];
      for (const id of ids) {
        keys.push(...(await listCarFilesForRemoval(trx, id)));
        await deleteCarRow(trx, id);
      }
      return { changed: ids, skipped: 0, keys };
    }
    if (change.kind === 'price') {
      const prices = mine.map((car) => ({ id: car.id, price: changedPrice(car.price, change) }));
      const outside = prices.filter(({ price }) => price < 1 || price > maxPriceEgp);
      if (outside.length > 0) throw new HttpError(400, outOfRange(outside.length));
      const now = new Date();
      for (const { id, price } of prices) {
        await recordPriceChange(trx, id, price);
        await updateCarRow(trx, id, { price, updated_at: now });
      }
      await deps.carsWritten(trx, ids);
      return { changed: ids, skipped: 0, keys: [] };
    }
    const status = change.kind === 'sold' ? 'sold' : 'active';
    const changing = mine.filter((car) => car.status !== 'hidden' && car.status !== status);
    const now = new Date();
    for (const car of changing) await updateCarRow(trx, car.id, { status, updated_at: now });
    const changed = changing.map((car) => car.id);
    if (status === 'active') await deps.carsWritten(trx, changed);
    return { changed, skipped: mine.length - changing.length, keys: [] };
  });
  await deps.carSearch.changed(result.changed);
  if (result.keys.length > 0) await removeListed(db, deps.storage, result.keys, deps.log);
  return { changed: result.changed.length, skipped: result.skipped };
}
