import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { whatsappHref } from './phone';

interface CarEnquiry {
  car: Pick<Car, 'make' | 'model' | 'firstRegistration' | 'price'>;
  /** The absolute address of the car's page, so the dealer knows which listing is meant. */
  url: string;
  t: TFunction;
  language: Language;
  vehicleNames: VehicleNames;
}

/**
 * A buyer's first message about a car, in the page's language: make, model, year, price and
 * the page's link. A dealer with many similar cars otherwise has to ask which one.
 */
export const carEnquiryMessage = ({ car, url, t, language, vehicleNames }: CarEnquiry) =>
  t('carPage.enquiryMessage', {
    car: carTitle(car, language, vehicleNames),
    price: formatPrice(car.price, language),
    url,
  });

/** A wa.me link that opens the chat with `message` already typed (the buyer still sends it). */
export const whatsappMessageHref = (phone: string, message: string) =>
  `${whatsappHref(phone)}?text=${encodeURIComponent(message)}`;
