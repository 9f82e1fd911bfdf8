import type { Language } from '../reference/types';

/**
 * Arabic pages use Latin digits, as Egyptian car listings and dealers do (docs/decisions).
 * Both locales are Egyptian so that grouping follows local habit.
 */
export const locales: Record<Language, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };

const units = {
  km: { en: 'km', ar: 'كم' },
  cc: { en: 'cc', ar: 'سي سي' },
  kWh: { en: 'kWh', ar: 'ك.و.س' },
} as const;

/**
 * One formatter per language and kind, made on first use and kept: making one costs more than
 * many formats, and a page needs only its own language's.
 */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(locales[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));
const priceFormat = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }),
);
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
);
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

export function formatPrice(egp: number, language: Language): string {
  return priceFormat(language).format(egp);
}

export function formatMileage(km: number, language: Language): string {
  return `${formatNumber(km, language)} ${units.km[language]}`;
}

/** Capacity in cc for petrol, kWh for every other fuel (docs/decisions/005). */
export function formatCapacity(capacity: number, fuelType: string, language: Language): string {
  const unit = fuelType === 'petrol' ? units.cc : units.kWh;
  return `${formatNumber(capacity, language)} ${unit[language]}`;
}

export function formatDate(iso: string, language: Language): string {
  return dateFormat(language).format(new Date(iso));
}

/** A day and its time of day, in the reader's time zone (a key's last use). */
export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(language).format(new Date(iso));
}
