import type { TFunction } from 'i18next';
import { extraGroups } from '#shared/reference/extras';
import type { Language } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { specificationList, type SpecificationField } from '#shared/rules/specifications';
import { groupExtras, specificationLabels } from '../../../components/cars/car-labels';

/** One line of the comparison: what it is, each car's value in the cars' order. */
export interface CompareRow {
  key: string;
  label: string;
  /** A value, or the list of extras a car has in a group; empty: the car has none. */
  values: (string | readonly string[])[];
  /** The cars do not all have the same: the row is marked. */
  differs: boolean;
}

export interface CompareSections {
  specifications: CompareRow[];
  extras: CompareRow[];
}

/**
 * The specifications in the car page's order. The description is left out: it is the dealer's
 * own words, not a value to set beside another car's, and each car's page has it.
 */
const fields: readonly Exclude<SpecificationField, 'description'>[] = [
  'make',
  'model',
  'year',
  'mileage',
  'capacity',
  'condition',
  'totalOwners',
  'transmission',
  'location',
  'fuel',
];

const sameText = (value: string | readonly string[]) =>
  typeof value === 'string' ? value : [...value].sort().join('\n');

function row(key: string, label: string, values: CompareRow['values']): CompareRow {
  const texts = new Set(values.map(sameText));
  return { key, label, values, differs: texts.size > 1 };
}

/**
 * The rows that lay `cars` side by side: the price and each specification, then one row per
 * group of extras that any of them has. A value a car lacks (no mileage, no extras of a group)
 * is empty, and counts as different from one it has.
 */
export function compareRows(
  cars: readonly Car[],
  t: TFunction,
  language: Language,
  vehicleNames: VehicleNames,
): CompareSections {
  const labels = specificationLabels(t);
  const specified = cars.map(
    (car) =>
      new Map(
        specificationList(car, language, vehicleNames).map((spec) => [spec.field, spec.value]),
      ),
  );
  const specifications = [
    row(
      'price',
      t('comparePage.price'),
      cars.map((car) => formatPrice(car.price, language)),
    ),
    ...fields
      .filter((field) => specified.some((values) => values.has(field)))
      .map((field) =>
        row(
          field,
          labels[field],
          specified.map((values) => values.get(field) ?? ''),
        ),
      ),
  ];

  const otherTitle = t('carPage.otherExtras');
  const grouped = cars.map((car) => groupExtras(car.extras, language, otherTitle));
  // Every group any car has, in the reference order, "Other" last.
  const groups = new Map<string, string>();
  for (const carGroups of grouped) {
    for (const group of carGroups) groups.set(group.key, group.title);
  }
  const place = (key: string) => {
    const index = extraGroups.findIndex((group) => group.key === key);
    return index === -1 ? extraGroups.length : index;
  };
  const keys = [...groups.keys()].sort((a, b) => place(a) - place(b));
  const extras = keys.map((key) =>
    row(
      `extras-${key}`,
      groups.get(key) ?? key,
      grouped.map((carGroups) => carGroups.find((group) => group.key === key)?.names ?? []),
    ),
  );
  return { specifications, extras };
}
