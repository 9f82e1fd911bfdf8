import { citiesOfGovernorate } from '#shared/reference/cities';
import { textInLanguage, type InBothLanguages } from '#shared/rules/dealer-names';
import type { DealerDetail, DealerSummary } from '#shared/schemas/dealer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { activeCarCounts, dealerNewestCars } from '../cars/cars.service';
import { dealerDirectory, dealerProfile } from '../dealers/dealers.service';
import { approvedMembersOf, dealerIdsOfUser } from '../team/team.service';

interface DealerSummaryParts {
  id: string;
  names: InBothLanguages;
  city: string;
  logoKey: string | null;
}

function toDealerSummary(
  dealer: DealerSummaryParts,
  carCount: number,
  storage: Storage,
): DealerSummary {
  return {
    id: dealer.id,
    name: textInLanguage(dealer.names, 'en'),
    names: dealer.names,
    city: dealer.city,
    logoUrl: dealer.logoKey === null ? null : storage.url(dealer.logoKey),
    carCount,
  };
}

/**
 * The dealer directory, each dealership with its cars on sale, most cars first, then by name:
 * those whose names `query` finds (`dealerNameMatches`), in the cities of `governorate`, and
 * narrowed to the dealerships whose team lists `memberId` (whatever the entry's status: the My
 * Access screen shows invitations too), each when given.
 */
export async function listDealers(
  db: Db,
  storage: Storage,
  filter: {
    query: string | undefined;
    governorate: string | undefined;
    memberId?: string | undefined;
  },
): Promise<DealerSummary[]> {
  const ids =
    filter.memberId === undefined ? undefined : await dealerIdsOfUser(db, filter.memberId);
  const found = await dealerDirectory(db, {
    query: filter.query,
    cities: filter.governorate === undefined ? undefined : citiesOfGovernorate(filter.governorate),
    ids,
  });
  const counts = await activeCarCounts(
    db,
    found.map((dealer) => dealer.id),
  );
  return found
    .map((dealer) => toDealerSummary(dealer, counts.get(dealer.id) ?? 0, storage))
    .sort(
      (a, b) =>
        b.carCount - a.carCount ||
        a.name.localeCompare(b.name, 'en') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The dealer page's answer (GET /api/v1/dealer/{id}, registration, profile edits). */
export async function dealerDetail(
  db: Db,
  storage: Storage,
  id: string,
): Promise<DealerDetail | undefined> {
  const dealer = await dealerProfile(db, id);
  if (!dealer) return undefined;
  const [employees, newest, counts] = await Promise.all([
    approvedMembersOf(db, dealer.id),
    dealerNewestCars(db, storage, dealer.id),
    activeCarCounts(db, [dealer.id]),
  ]);
  return {
    ...toDealerSummary(dealer, counts.get(dealer.id) ?? 0, storage),
    phone: dealer.phone,
    whatsapp: dealer.whatsapp,
    address: textInLanguage(dealer.addresses, 'en'),
    addresses: dealer.addresses,
    createdAt: dealer.createdAt.toISOString(),
    employees: Object.fromEntries(
      employees.map((member) => [member.userId, { status: member.status }]),
    ),
    cars: newest,
  };
}
