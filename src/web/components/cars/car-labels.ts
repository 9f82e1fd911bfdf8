import type { TFunction } from 'i18next';
import { extraGroups, extraNames, extras } from '#shared/reference/extras';
import type { Language } from '#shared/reference/types';
import type { SpecificationField } from '#shared/rules/specifications';

// How a car's specifications and extras are named: the same on its page and where cars are
// compared side by side.

export const specificationLabels = (t: TFunction): Record<SpecificationField, string> => ({
  make: t('spec.make'),
  model: t('spec.model'),
  year: t('spec.year'),
  mileage: t('spec.mileage'),
  capacity: t('spec.capacity'),
  condition: t('spec.condition'),
  totalOwners: t('spec.totalOwners'),
  transmission: t('spec.transmission'),
  description: t('spec.description'),
  location: t('spec.location'),
  fuel: t('spec.fuel'),
});

export interface ExtraGroup {
  key: string;
  title: string;
  names: string[];
}

/** The extras of a car in their groups, in the reference order; unknown keys in "Other". */
export function groupExtras(
  keys: readonly string[],
  language: Language,
  otherTitle: string,
): ExtraGroup[] {
  const groups: ExtraGroup[] = extraGroups.map((group) => ({
    key: group.key,
    title: group[language],
    names: [],
  }));
  const other: ExtraGroup = { key: 'other', title: otherTitle, names: [] };
  for (const key of new Set(keys)) {
    const extra = extras.find((entry) => entry.key === key);
    const group = extra && groups.find((entry) => entry.key === extra.group);
    if (extra && group) group.names.push(extra[language]);
    else other.names.push(extraNames[key]?.[language] ?? key);
  }
  return [...groups, other].filter((group) => group.names.length > 0);
}
