import { defaultPageSize } from '#shared/reference/limits';
import { carSchema, carSearchResponseSchema, type Car } from '#shared/schemas/car';
import { userSchema, type User } from '#shared/schemas/user';
import { dealerSummarySchema, type DealerSummary } from '#shared/schemas/dealer';
import { savedSearchSchema, type SavedSearch } from '#shared/schemas/buyer';

// Every fake answer goes through the shared schema the server answers with, so a change of the
// contract fails the web tests rather than production.

let sequence = 0;
const nextId = (prefix: string) => `${prefix}${(sequence += 1)}`;

export function buildCar(overrides: Partial<Car> = {}): Car {
  const id = overrides.id ?? nextId('car');
  return carSchema.parse({
    id,
    make: 'toyota',
    model: 'corolla',
    firstRegistration: 2021,
    mileage: 45_000,
    fuelType: 'petrol',
    capacity: 1600,
    condition: 'usedCar',
    totalOwners: 1,
    transmission: 'automatic',
    description: 'One owner, full service history.',
    city: 'cairo',
    price: 1_250_000,
    bodyStyle: 'sedan',
    extras: ['abs'],
    pictures: {
      showcase: { name: 'front.jpg', url: `/media/${id}/front.jpg` },
      og: { name: 'og.png', url: `/media/${id}/og.png` },
    },
    sellerId: 'dealer1',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

export function buildDealer(overrides: Partial<DealerSummary> = {}): DealerSummary {
  const name = overrides.name ?? 'Cairo Motors';
  return dealerSummarySchema.parse({
    id: overrides.id ?? nextId('dealer'),
    name,
    names: { en: name, ar: null },
    city: 'cairo',
    logoUrl: null,
    carCount: 12,
    ...overrides,
  });
}

export const searchResponse = (
  cars: Car[],
  total = cars.length,
  page = 1,
  pageSize = defaultPageSize,
) =>
  carSearchResponseSchema.parse({
    cars: Object.fromEntries(cars.map((car) => [car.id, car])),
    total,
    totalIsCapped: false,
    page,
    pageSize,
  });

export function buildUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    uid: overrides.uid ?? nextId('usr_'),
    name: 'Omar Employee',
    email: 'omar@example.com',
    photoURL: null,
    role: 'DealerEmployee',
    dealer_access: [],
    ...overrides,
  });
}

export function buildSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return savedSearchSchema.parse({
    id: overrides.id ?? nextId('ss_'),
    name: 'Toyota Corolla, Cairo',
    query: { make: 'toyota', model: 'corolla', city: 'cairo' },
    frequency: 'instant',
    newMatches: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastVisitedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
