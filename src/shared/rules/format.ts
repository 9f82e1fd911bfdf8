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

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

export function formatPrice(egp: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(egp);
}

export function formatMileage(km: number, language: Language): string {
  return `${formatNumber(km, language)} ${units.km[language]}`;
}

/** Spec section 2: cc for petrol, kWh for every other fuel. */
export function formatCapacity(capacity: number, fuelType: string, language: Language): string {
  const unit = fuelType === 'petrol' ? units.cc : units.kWh;
  return `${formatNumber(capacity, language)} ${unit[language]}`;
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium' }).format(new Date(iso));
}
