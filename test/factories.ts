import { normalizeName } from '#shared/rules/names';
import type { Db } from '#server/db/database';
import type { NewCar } from '#server/db/schema';
import { newId } from '#server/lib/ids';

/** A valid dealer profile body (`POST /api/v1/dealer/register`, `PATCH /api/v1/dealer/{id}`). */
export const dealerProfile = {
  names: { en: 'Pyramids Auto', ar: 'أوتو الأهرامات' },
  city: 'giza',
  phone: '+20 10 0000 1111',
  whatsapp: '+20 11 2222 3333',
  addresses: { en: '5 Pyramids Road', ar: '5 طريق الأهرامات' },
};

let sequence = 0;
const unique = () => ++sequence;

/** A dealership named `name` in English (and `nameAr` in Arabic, none without). */
export async function insertDealer(
  db: Db,
  overrides: Partial<{ id: string; name: string | null; nameAr: string; city: string }> = {},
) {
  const row = {
    id: overrides.id ?? newId('dlr'),
    name_en: overrides.name === undefined ? `Dealer ${unique()}` : overrides.name,
    name_ar: overrides.nameAr ?? null,
    city: overrides.city ?? 'cairo',
    phone: '+20 10 1234 5678',
    whatsapp: '+20 10 1234 5678',
    address_en: '1 Test Street',
    logo_key: null,
  };
  await db.insertInto('dealers').values(row).execute();
  return row;
}

export type CarOverrides = Partial<Omit<NewCar, 'model_search'>>;

export function carRow(dealerId: string, overrides: CarOverrides = {}): NewCar {
  const n = unique();
  const model = overrides.model ?? 'corolla';
  return {
    id: newId('car'),
    dealer_id: dealerId,
    created_by: null,
    make: 'toyota',
    first_registration: 2020,
    mileage: 50_000,
    fuel_type: 'petrol',
    capacity: 1600,
    condition: 'usedCar',
    total_owners: 1,
    transmission: 'automatic',
    body_style: 'sedan',
    city: 'cairo',
    price: 500_000 + n,
    description: `Test car ${n}`,
    extras: ['abs'],
    status: 'active',
    showcase_picture_id: null,
    created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    updated_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
    ...overrides,
    model,
    model_search: normalizeName(model),
  };
}

export async function insertCar(db: Db, dealerId: string, overrides: CarOverrides = {}) {
  const row = carRow(dealerId, overrides);
  await db.insertInto('cars').values(row).execute();
  return row;
}
