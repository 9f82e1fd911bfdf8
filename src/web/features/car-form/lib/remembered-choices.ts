import type { Named } from '#shared/reference/types';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import type { CarFormInput, CarFormValues } from '#shared/schemas/car-write';

/**
 * The choices a dealer tends to repeat from one car to the next, and nothing that tells a car
 * apart or says what it is worth: no make or model, year, mileage, price, description or extras.
 */
const rememberedLists = {
  condition: conditions,
  bodyStyle: bodyStyles,
  transmission: transmissions,
  fuelType: fuelTypes,
} satisfies Partial<Record<keyof CarFormValues, readonly Named[]>>;

type RememberedField = keyof typeof rememberedLists;
export type RememberedChoices = Partial<Pick<CarFormInput, RememberedField>>;

const fields = Object.keys(rememberedLists) as RememberedField[];

/** Per user: another account on the same browser starts from its own choices. */
const storageKey = (userId: string) => `arabeya:car-form-choices:${userId}`;

/** The choices of the last car `userId` added here; an entry no longer offered is left out. */
export function rememberedChoices(userId: string): RememberedChoices {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object') return {};
  const choices: Record<string, string> = {};
  for (const field of fields) {
    const value = (stored as Record<string, unknown>)[field];
    if (rememberedLists[field].some((entry) => entry.key === value)) {
      choices[field] = value as string;
    }
  }
  return choices as RememberedChoices;
}

/** Keeps the repeatable choices of the car `userId` just added, for the next one. */
export function rememberChoices(userId: string, values: CarFormValues): void {
  const choices = Object.fromEntries(fields.map((field) => [field, values[field]]));
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(choices));
  } catch {
    // Storage blocked (a private mode): the next form starts from the defaults.
  }
}
