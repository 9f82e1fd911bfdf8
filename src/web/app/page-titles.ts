import type { TFunction } from 'i18next';
import { cities } from '#shared/reference/cities';
import type { Language } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import type { Car } from '#shared/schemas/car';
import type { DealerSummary } from '#shared/schemas/dealer';
import { formatPrice } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import { carTitle } from '#shared/rules/specifications';

/*
 * The titles of the public pages (without the site's name, which `meta.title` adds): the same
 * in the head the server writes and in `document.title` once the page runs, so a crawler that
 * runs the script reads the title the server wrote.
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

/** The listings, by the labels of their filters ("Cars for sale: Toyota, Alexandria"). */
export function listingsPageTitle(t: TFunction, filterLabels: readonly string[]) {
  const filters = filterLabels.join(t('meta.listSeparator'));
  return filters ? t('meta.listingsTitle', { filters }) : t('cars.pageTitle');
}
