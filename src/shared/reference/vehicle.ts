import type { Named } from './types';

export const fuelTypes = [
  { key: 'petrol', en: 'Benzin', ar: 'بنزين' },
  { key: 'diesel', en: 'Diesel', ar: 'سولار' },
  { key: 'hybrid', en: 'Hybrid', ar: 'هايبرد' },
  { key: 'electric', en: 'Electric', ar: 'كهرباء' },
  { key: 'naturalGas', en: 'Natural gas', ar: 'غاز طبيعي' },
] as const satisfies readonly Named[];
export type FuelType = (typeof fuelTypes)[number]['key'];

export const transmissions = [
  { key: 'automatic', en: 'Automatic', ar: 'أوتوماتيك' },
  { key: 'manual', en: 'Manual', ar: 'مانيوال' },
  { key: 'cvt', en: 'CVT', ar: 'CVT' },
  { key: 'dct', en: 'Dual-clutch', ar: 'دبل كلتش' },
] as const satisfies readonly Named[];
export type Transmission = (typeof transmissions)[number]['key'];

export const bodyStyles = [
  { key: 'sedan', en: 'Sedan', ar: 'سيدان' },
  { key: 'hatchback', en: 'Hatchback', ar: 'هاتشباك' },
  { key: 'suv', en: 'SUV', ar: 'دفع رباعي' },
  { key: 'crossover', en: 'Crossover', ar: 'كروس أوفر' },
  { key: 'coupe', en: 'Coupe', ar: 'كوبيه' },
  { key: 'convertible', en: 'Convertible', ar: 'مكشوفة' },
  { key: 'pickup', en: 'Pickup', ar: 'نصف نقل' },
  { key: 'van', en: 'Van', ar: 'فان' },
  { key: 'minivan', en: 'Minivan', ar: 'ميني فان' },
  { key: 'stationWagon', en: 'Station wagon', ar: 'ستيشن' },
] as const satisfies readonly Named[];
export type BodyStyle = (typeof bodyStyles)[number]['key'];

export const conditions = [
  { key: 'usedCar', en: 'Used', ar: 'مستعملة' },
  { key: 'new', en: 'New', ar: 'جديدة' },
] as const satisfies readonly Named[];
export type Condition = (typeof conditions)[number]['key'];

/** The statuses a dealer sets: on sale, sold, or not yet published. */
export const dealerCarStatuses = ['active', 'sold', 'draft'] as const;
/**
 * A listing's status: a dealer's, or `hidden` (docs/decisions/138), taken off the site by an
 * operator pending review of reports; only an operator puts it back.
 */
export const carStatuses = [...dealerCarStatuses, 'hidden'] as const;
/** Statuses whose car page the public sees (a sold car's page stays, marked sold). */
export const publicCarStatuses = ['active', 'sold'] as const;
export type PublicCarStatus = (typeof publicCarStatuses)[number];
export const isPublicCarStatus = (status: string): status is PublicCarStatus =>
  (publicCarStatuses as readonly string[]).includes(status);
