import { textInLanguage } from '#shared/rules/dealer-names';
import { carDetailsPath, dealerPath } from '#shared/rules/site-paths';
import type { Db } from '../../db/database';
import type { SitemapPage } from './sitemap';
import {
  activeCarParts,
  activeCarsOfPart,
  newestActiveCarChange,
  newestActiveCarChanges,
} from '../cars/cars.service';
import {
  newestDealerRegistration,
  registrationsById,
  registrationsInRange,
} from '../dealers/dealers.service';

/** The pages a sitemap lists one per row: active cars, dealers. */
export type SitemapList = 'cars' | 'dealers';

/** Where each part of a list starts (by id) and when its newest entry changed. */
export interface PartStart {
  firstId: string;
  lastModified: Date;
}

/** A dealer page changes with the dealership's newest active car, or its registration. */
async function withCarChanges<Dealer extends { id: string; registeredAt: Date }>(
  db: Db,
  dealers: readonly Dealer[],
): Promise<(Dealer & { lastModified: Date })[]> {
  const changes = await newestActiveCarChanges(
    db,
    dealers.map((dealer) => dealer.id),
  );
  return dealers.map((dealer) => {
    const carChange = changes.get(dealer.id);
    return {
      ...dealer,
      lastModified: carChange && carChange > dealer.registeredAt ? carChange : dealer.registeredAt,
    };
  });
}

/**
 * The list in parts of `partSize` by id: a part is then a range of ids, read along the primary
 * key (no OFFSET that grows with the part's number). The cars are counted in one pass in the
 * database; the dealerships, a few thousand, here.
 */
export async function partStarts(
  db: Db,
  list: SitemapList,
  partSize: number,
): Promise<PartStart[]> {
  if (list === 'cars') return activeCarParts(db, partSize);
  const dealers = await withCarChanges(db, await registrationsById(db));
  const starts: PartStart[] = [];
  for (let at = 0; at < dealers.length; at += partSize) {
    const part = dealers.slice(at, at + partSize);
    starts.push({
      firstId: part[0]!.id,
      lastModified: new Date(Math.max(...part.map((entry) => entry.lastModified.getTime()))),
    });
  }
  return starts;
}

/** The list's rows with `firstId <= id < nextId` (no upper bound for the last part), by id. */
export async function entriesOfPart(
  db: Db,
  list: SitemapList,
  range: { firstId: string; nextId: string | undefined; limit: number },
): Promise<SitemapPage[]> {
  if (list === 'cars') {
    return (await activeCarsOfPart(db, range)).map((car) => ({
      path: carDetailsPath(car.id),
      lastModified: car.lastModified,
    }));
  }
  return (await withCarChanges(db, await registrationsInRange(db, range))).map((dealer) => ({
    path: dealerPath(dealer.id, textInLanguage(dealer.names, 'en')),
    lastModified: dealer.lastModified,
  }));
}

/** The newest change of any active car or dealer: when the listings and directory changed. */
export async function newestChange(db: Db): Promise<Date> {
  const [car, dealer] = await Promise.all([
    newestActiveCarChange(db),
    newestDealerRegistration(db),
  ]);
  const times = [car, dealer].flatMap((date) => (date ? [date.getTime()] : []));
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}
