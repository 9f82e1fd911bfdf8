import type { TFunction } from 'i18next';
import { cities } from '#shared/reference/cities';
import type { Language } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import type { Car } from '#shared/schemas/car';
import type { DealerSummary } from '#shared/schemas/dealer';
import type { CarSort } from '#shared/reference/sorts';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import { carTitle } from '#shared/rules/specifications';
import { defaultSort } from '../features/cars/lib/car-search-params';

/*
 * The titles of the public pages (without the site's name, which `meta.title` adds), each
 * named by its page's declaration (page.ts): the same in the head the server writes and in
 * `document.title` once the page runs, so a crawler that runs the script reads the title the
 * server wrote.
 */

/** A car on sale, with its price; a sold one's page (still shown) says it is sold instead. */
export function carPageTitle(
  t: TFunction,
  car: Car,
  language: Language,
  vehicleNames: VehicleNames,
) {
  const names = {
    car: carTitle(car, language, vehicleNames),
    city: displayName(cities, car.city, language),
  };
  return car.status === 'sold'
    ? t('meta.soldCarTitle', names)
    : t('meta.carTitle', { ...names, price: formatPrice(car.price, language) });
}

export const dealerPageTitle = (
  t: TFunction,
  dealer: Pick<DealerSummary, 'name' | 'city'>,
  language: Language,
) => t('meta.dealerTitle', { name: dealer.name, city: displayName(cities, dealer.city, language) });

export const dealersPageTitle = (t: TFunction) => t('meta.dealersTitle');

/** How each order but the usual one is named after the listings' title ("cheapest first"). */
function sortInTitle(t: TFunction, sort: Exclude<CarSort, typeof defaultSort>) {
  const phrases = {
    'price-asc': t('meta.sortedBy.priceAsc'),
    'price-desc': t('meta.sortedBy.priceDesc'),
    'mileage-asc': t('meta.sortedBy.mileageAsc'),
    'year-desc': t('meta.sortedBy.yearDesc'),
    'best-deal': t('meta.sortedBy.bestDeal'),
  } satisfies Record<Exclude<CarSort, typeof defaultSort>, string>;
  return phrases[sort];
}

/**
 * The listings, by the labels of their filters ("Cars for sale: Toyota, Alexandria"), or a
 * landing page by its heading; then the order when it is not the usual one and the page after
 * the first ("…, cheapest first, page 2"), so the pages of one search are told apart in tabs,
 * history and search results.
 */
export function listingsPageTitle(
  t: TFunction,
  language: Language,
  listing: {
    filterLabels: readonly string[];
    landingHeading?: string | undefined;
    sort: CarSort;
    page: number;
  },
) {
  const separator = t('meta.listSeparator');
  const filters = listing.filterLabels.join(separator);
  const { sort, page } = listing;
  const parts = [
    listing.landingHeading ??
      (filters ? t('meta.listingsTitle', { filters }) : t('cars.pageTitle')),
    ...(sort === defaultSort ? [] : [sortInTitle(t, sort)]),
    ...(page > 1 ? [t('meta.pageNumber', { page: formatNumber(page, language) })] : []),
  ];
  return parts.join(separator);
}
