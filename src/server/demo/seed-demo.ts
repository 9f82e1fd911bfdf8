import { teamPermissions } from '#shared/rules/access';
import { normalizeName } from '#shared/rules/names';
import type { Db } from '../db/database';
import type { Storage } from '../storage/storage';
import { newId } from '../lib/ids';
import { makeThumbnail } from '../modules/pictures/images';
import { carColors } from './car-art/car-colors';
import { drawCarPicture } from './car-art/draw-car-picture';
import { drawDealerLogo } from './car-art/draw-dealer-logo';
import { demoAccounts } from './demo-accounts';
import { demoActivity } from './demo-activity';
import { demoImports } from './demo-imports';
import { demoPriceChanges } from './demo-price-history';
import {
  demoCars,
  demoDealerColumns,
  demoDealers,
  demoPopularCars,
  randomSource,
  type DemoCar,
  type RandomSource,
} from './demo-data';
import type { Insertable } from 'kysely';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { TeamRole } from '#shared/schemas/user';
import type { NewCar, TeamMembersTable, UsersTable } from '../db/schema';

export const demoCarCount = 320;
const demoSeed = 20261121;

const svgType = 'image/svg+xml';

/** Runs `work` over `items` with at most `limit` at a time (sharp already uses every core). */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The `cars` row of a generated demo car, listed `car.ageMinutes` before `now`. */
export function demoCarRow(car: DemoCar, dealerId: string, now: number): NewCar {
  const listedAt = new Date(now - car.ageMinutes * 60_000);
  return {
    id: newId('car'),
    dealer_id: dealerId,
    created_by: null,
    make: car.make,
    model: car.model,
    model_search: normalizeName(car.model),
    first_registration: car.firstRegistration,
    mileage: car.mileage,
    fuel_type: car.fuelType,
    capacity: car.capacity,
    condition: car.condition,
    total_owners: car.totalOwners,
    transmission: car.transmission,
    body_style: car.bodyStyle,
    city: car.city,
    price: car.price,
    description: car.description,
    extras: car.extras,
    status: car.status,
    showcase_picture_id: null,
    created_at: listedAt,
    updated_at: listedAt,
  };
}

/**
 * Loads the demo market: dealers with logos, their teams and the demo accounts, cars with drawn
 * pictures, and the demo dealership's stock numbers and earlier imports. Files are written first
 * and the rows in one transaction; if anything fails the written files are removed, so the
 * database never names a missing file.
 */
export async function seedDemoData(db: Db, storage: Storage, basePath: string): Promise<void> {
  const random = randomSource(demoSeed);
  const dealers = demoDealers(random);
  const colors = carColors.map((color) => color.hex);
  // The popular models come from a random source of their own, so that the rest of the demo
  // market stays as it was.
  const cars = [
    ...demoCars(random, dealers, demoCarCount, colors),
    ...demoPopularCars(randomSource(demoSeed + 1), dealers, colors),
  ];
  const now = Date.now();
  const written: string[] = [];
  const put = async (key: string, body: Buffer, type: string) => {
    written.push(key);
    await storage.put(key, body, type);
  };

  try {
    const dealerRows = await Promise.all(
      dealers.map(async (dealer, index) => {
        const id = newId('dlr');
        const logoKey = `${basePath}/dealers/${id}/logo.svg`;
        await put(
          logoKey,
          Buffer.from(drawDealerLogo({ name: dealer.names.en, color: dealer.color, seed: index })),
          svgType,
        );
        return {
          id,
          ...demoDealerColumns(dealer),
          logo_key: logoKey,
          created_at: new Date(now - (400 - index * 20) * 86_400_000),
        };
      }),
    );

    const carRows = cars.map((car) => demoCarRow(car, dealerRows[car.dealerIndex]?.id ?? '', now));
    const accounts = demoAccountRows(dealerRows);
    listedBy(carRows, accounts.creators, random);
    const activity = demoActivity(random, {
      cars: carRows.map((row, index) => ({
        id: row.id,
        dealerId: row.dealer_id,
        createdBy: row.created_by ?? null,
        status: cars[index]?.status ?? 'active',
        listedAt: new Date(row.created_at ?? now),
        title: `${row.make} ${row.model} ${row.first_registration}`,
      })),
      dealerIds: dealerRows.map((dealer) => dealer.id),
      demoDealerId: dealerRows[0]?.id ?? '',
      demoTeam: accounts.demoTeam,
      now,
    });

    const pricedCars = carRows.map((row) => ({
      id: row.id,
      price: row.price,
      listedAt: new Date(row.created_at ?? now),
    }));
    const priceChanges = demoPriceChanges(pricedCars, now);
    const imports = demoImports({
      dealerId: dealerRows[0]?.id ?? '',
      cars: carRows,
      importers: accounts.importers,
      priceChanges,
      basePath,
      now,
    });

    const pictureRows = carRows.flatMap((row, carIndex) => {
      const car = cars[carIndex];
      if (!car) return [];
      return car.views.map((view, position) => {
        const id = newId('pic');
        return {
          row: {
            id,
            car_id: row.id,
            position,
            name: `${view}.svg`,
            file_key: `${basePath}/${row.id}/${id}.svg`,
            thumbnail_key: position === 0 ? `${basePath}/${row.id}/${id}-thumb.png` : null,
            variants: '[]',
          },
          art: drawCarPicture({ bodyStyle: car.bodyStyle, color: car.color, view, seed: carIndex }),
        };
      });
    });

    await eachLimited(pictureRows, 4, async ({ row, art }) => {
      const body = Buffer.from(art);
      await put(row.file_key, body, svgType);
      if (row.thumbnail_key) await put(row.thumbnail_key, await makeThumbnail(body), 'image/png');
    });

    await db.transaction().execute(async (trx) => {
      await trx.insertInto('dealers').values(dealerRows).execute();
      await trx.insertInto('users').values(accounts.users).execute();
      await trx.insertInto('team_members').values(accounts.members).execute();
      await insertInBatches(carRows, 200, (batch) =>
        trx.insertInto('cars').values(batch).execute(),
      );
      await insertInBatches([...priceChanges, ...imports.priceChanges], 500, (batch) =>
        trx.insertInto('car_price_changes').values(batch).execute(),
      );
      await insertInBatches(
        pictureRows.map(({ row }) => row),
        500,
        (batch) => trx.insertInto('car_pictures').values(batch).execute(),
      );
      await insertInBatches(activity.pageViews, 1_000, (batch) =>
        trx.insertInto('page_views').values(batch).execute(),
      );
      await insertInBatches(activity.leads, 500, (batch) =>
        trx.insertInto('leads').values(batch).execute(),
      );
      await insertInBatches(activity.notes, 500, (batch) =>
        trx.insertInto('lead_notes').values(batch).execute(),
      );
      if (imports.imports.length > 0) {
        await trx.insertInto('stock_imports').values(imports.imports).execute();
        await insertInBatches(imports.rows, 500, (batch) =>
          trx.insertInto('stock_import_rows').values(batch).execute(),
        );
      }
      if (imports.mapping) {
        await trx.insertInto('stock_import_mappings').values(imports.mapping).execute();
      }
      if (imports.feed) {
        await trx.insertInto('stock_feeds').values(imports.feed).execute();
        await trx.insertInto('stock_feed_runs').values(imports.feedRuns).execute();
      }
      // The demo dealership (Nile Motors) has its own finance programme, shown on its cars
      // instead of the market's terms (docs/decisions/141); the others use the market's.
      const demoDealerId = dealerRows[0]?.id;
      if (demoDealerId) {
        await trx
          .insertInto('dealer_finance_offers')
          .values({ dealer_id: demoDealerId, ...demoFinanceOffer })
          .execute();
      }
    });
  } catch (error) {
    await storage.remove(written);
    throw error;
  }
}

/** Nile Motors' programme: less down and longer than the market's, at a bank's rate. */
const demoFinanceOffer = {
  down_payment_percent: 20,
  term_months: 72,
  annual_rate_percent: 19.5,
  provider: 'Banque Misr',
};

async function insertInBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/**
 * The demo accounts (the first dealership's team and a plain user) and an owner of every other
 * dealership; `creators` by dealership: who lists its cars; `importers`: who may import the first
 * dealership's stock.
 */
function demoAccountRows(dealerRows: readonly { id: string }[]) {
  const users: Insertable<UsersTable>[] = [];
  const members: Insertable<TeamMembersTable>[] = [];
  const creators = new Map<string, string[]>();
  const join = (
    dealerId: string,
    userId: string,
    email: string,
    team: readonly [TeamRole, TeamMemberStatus],
  ) => {
    const [role, status] = team;
    members.push({ id: newId('tm'), dealer_id: dealerId, user_id: userId, email, role, status });
    if (status !== 'approved') return;
    creators.set(dealerId, [...(creators.get(dealerId) ?? []), userId]);
  };
  const demoDealerId = dealerRows[0]?.id;
  // Who may import the demo dealership's stock sheets (its admins and managers).
  const importers: string[] = [];
  for (const account of demoAccounts) {
    const userId = newId('usr');
    users.push({
      id: userId,
      email: account.email,
      name: account.name,
      photo_url: null,
      role: account.role,
      last_seen: null,
    });
    if (!account.team || !demoDealerId) continue;
    join(demoDealerId, userId, account.email, account.team);
    const [role, status] = account.team;
    if (teamPermissions({ role, status }).manageAllCars) importers.push(userId);
  }
  for (const [index, dealer] of dealerRows.slice(1).entries()) {
    const userId = newId('usr');
    const email = `owner${index + 2}@example.com`;
    users.push({
      id: userId,
      email,
      name: `Owner ${index + 2}`,
      photo_url: null,
      role: 'Dealer',
      last_seen: null,
    });
    join(dealer.id, userId, email, ['admin', 'approved']);
  }
  const demoTeam = (demoDealerId && creators.get(demoDealerId)) || [];
  return { users, members, creators, demoTeam, importers };
}

/** Who listed each car: one of its dealership's approved team, the employee's own among them. */
function listedBy(
  carRows: NewCar[],
  creators: ReadonlyMap<string, string[]>,
  random: RandomSource,
) {
  for (const row of carRows) {
    const team = creators.get(row.dealer_id);
    if (team && team.length > 0) row.created_by = random.pick(team);
  }
}
