import type { TFunction } from 'i18next';
import { Calendar, Cog, Fuel, Gauge, type LucideIcon } from 'lucide-react';
import { fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { Language } from '#shared/reference/types';
import type { Car } from '#shared/schemas/car';
import { formatMileage } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';

export interface CarFact {
  id: 'year' | 'mileage' | 'fuel' | 'transmission';
  icon: LucideIcon;
  label: string;
  value: string;
}

/** The key facts shown on a card or row: year, mileage, fuel and transmission. */
export function carFacts(car: Car, t: TFunction, language: Language): CarFact[] {
  return [
    { id: 'year', icon: Calendar, label: t('car.year'), value: String(car.firstRegistration) },
    {
      id: 'mileage',
      icon: Gauge,
      label: t('car.mileage'),
      value: car.mileage === null ? '—' : formatMileage(car.mileage, language),
    },
    {
      id: 'fuel',
      icon: Fuel,
      label: t('car.fuel'),
      value: displayName(fuelTypes, car.fuelType, language),
    },
    {
      id: 'transmission',
      icon: Cog,
      label: t('car.transmission'),
      value: displayName(transmissions, car.transmission, language),
    },
  ];
}
