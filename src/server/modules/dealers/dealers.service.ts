import type { DealerDetail, DealerSummary } from '#shared/schemas/dealer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { dealerNewestCars } from '../cars/cars.service';
import { dealerEmployees, findDealer } from './dealers.repository';

interface DealerSummaryRow {
  id: string;
  name: string;
  city: string;
  logo_key: string | null;
  car_count: number;
}

export function toDealerSummary(row: DealerSummaryRow, storage: Storage): DealerSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    logoUrl: row.logo_key === null ? null : storage.url(row.logo_key),
    carCount: row.car_count,
  };
}

/** The dealer page's answer (GET /api/v1/dealer/{id}, registration, profile edits). */
export async function dealerDetail(
  db: Db,
  storage: Storage,
  id: string,
): Promise<DealerDetail | undefined> {
  const dealer = await findDealer(db, id);
  if (!dealer) return undefined;
  const [employees, newest] = await Promise.all([
    dealerEmployees(db, dealer.id),
    dealerNewestCars(db, storage, dealer.id),
  ]);
  return {
    ...toDealerSummary(dealer, storage),
    phone: dealer.phone,
    whatsapp: dealer.whatsapp,
    address: dealer.address,
    createdAt: dealer.created_at.toISOString(),
    employees: Object.fromEntries(
      employees.map((member) => [member.user_id ?? '', { status: member.status }]),
    ),
    cars: newest,
  };
}
