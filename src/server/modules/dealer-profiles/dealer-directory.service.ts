import type { DealerDetail, DealerSummary } from '#shared/schemas/dealer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { activeCarCounts, dealerNewestCars } from '../cars/cars.service';
import { dealerDirectory, dealerProfile } from '../dealers/dealers.service';
import { approvedMembersOf, dealerIdsOfUser } from '../team/team.service';

interface DealerSummaryRow {
  id: string;
  name: string;
  city: string;
  logo_key: string | null;
}

function toDealerSummary(row: DealerSummaryRow, carCount: number, storage: Storage): DealerSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    logoUrl: row.logo_key === null ? null : storage.url(row.logo_key),
    carCount,
  };
}

/**
 * The dealer directory by name, each dealership with its cars on sale: those whose name contains
 * `nameContains`, narrowed to the dealerships whose team lists `memberId` (whatever the entry's
 * status: the My Access screen shows invitations too) when given.
 */
export async function listDealers(
  db: Db,
  storage: Storage,
  filter: { nameContains: string | undefined; memberId?: string | undefined },
): Promise<DealerSummary[]> {
  const ids =
    filter.memberId === undefined ? undefined : await dealerIdsOfUser(db, filter.memberId);
  const rows = await dealerDirectory(db, { nameContains: filter.nameContains, ids });
  const counts = await activeCarCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDealerSummary(row, counts.get(row.id) ?? 0, storage));
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
    address: dealer.address,
    createdAt: dealer.created_at.toISOString(),
    employees: Object.fromEntries(
      employees.map((member) => [member.userId, { status: member.status }]),
    ),
    cars: newest,
  };
}
