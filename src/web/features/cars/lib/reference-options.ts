import { minRegistrationYear } from '#shared/reference/limits';
import type { Language, Named } from '#shared/reference/types';
import type { VehicleName, VehicleNames } from '#shared/reference/vehicle-names';
import type { SelectOption } from '../../../components/ui/select-field';

/** Options of a reference list in the given language; `sorted` orders them by name. */
export function referenceOptions(
  list: readonly Named[],
  language: Language,
  sorted = false,
): SelectOption[] {
  const options = list.map((entry) => ({ value: entry.key, label: entry[language] }));
  return sorted ? byLabel(options, language) : options;
}

const byLabel = (options: SelectOption[], language: Language) =>
  options.sort((a, b) => a.label.localeCompare(b.label, language));

/** Makes, or a make's models, by name. */
export const vehicleOptions = (names: readonly VehicleName[], language: Language) =>
  byLabel(
    names.map((entry) => ({ value: entry.key, label: entry.name })),
    language,
  );

/** The models of a make, by name; none when no (known) make is chosen. */
export function modelOptions(
  vehicleNames: VehicleNames,
  makeKey: string | undefined,
  language: Language,
): SelectOption[] {
  const make = vehicleNames.find((entry) => entry.key === makeKey);
  return make ? vehicleOptions(make.models, language) : [];
}

/** Registration years, newest first, down to the oldest the listings allow. */
export function yearOptions(now = new Date()): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = now.getFullYear() + 1; year >= minRegistrationYear; year -= 1) {
    years.push({ value: String(year), label: String(year) });
  }
  return years;
}

/** The bounds offered by the mileage filter, in kilometres. */
export const mileageSteps: readonly number[] = [
  10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000,
];
