import { cities, governorates } from '../reference/cities';
import { makes } from '../reference/makes';
import {
  bodyStyleSpellings,
  citySpellings,
  conditionSpellings,
  fuelSpellings,
  makeSpellings,
  modelSpellings,
  transmissionSpellings,
} from '../reference/spellings';
import type { Named } from '../reference/types';
import { bodyStyles, conditions, fuelTypes, transmissions } from '../reference/vehicle';
import { foldTerm } from './names';

/*
 * Reading what people write for a make, a model, a city or a car's kind into the reference lists'
 * keys, in Arabic or English and their common spellings (reference/spellings.ts). A written term
 * and every known name are folded the same way (`foldTerm`, names.ts), then compared whole.
 */

/** A reader of one list: the key a written term names, or undefined. */
export type TermReader = (text: string) => string | undefined;

/**
 * The reader of `entries` (by key, English and Arabic name) and their other spellings. A folded
 * term two entries share is nobody's: a guess between them would be wrong half the time.
 */
export function termReader(
  entries: readonly Named[],
  spellings: Readonly<Record<string, readonly string[]>> = {},
): TermReader {
  const byTerm = new Map<string, string | null>();
  for (const entry of entries) {
    for (const name of [entry.key, entry.en, entry.ar, ...(spellings[entry.key] ?? [])]) {
      const term = foldTerm(name);
      if (term === '') continue;
      const known = byTerm.get(term);
      byTerm.set(term, known === undefined || known === entry.key ? entry.key : null);
    }
  }
  return (text) => byTerm.get(foldTerm(text)) ?? undefined;
}

export const readMake = termReader(makes, makeSpellings);
export const readFuelType = termReader(fuelTypes, fuelSpellings);
export const readTransmission = termReader(transmissions, transmissionSpellings);
export const readBodyStyle = termReader(bodyStyles, bodyStyleSpellings);
export const readCondition = termReader(conditions, conditionSpellings);

const readCityOnly = termReader(cities, citySpellings);
const readGovernorate = termReader(governorates);

/**
 * The listing city a place names: a city or district by any of its names, else a governorate,
 * read as the city that shares its key (Cairo, Giza, Alexandria…) or its only listed city.
 */
export function readCity(text: string): string | undefined {
  const city = readCityOnly(text);
  if (city) return city;
  const governorate = readGovernorate(text);
  if (!governorate) return undefined;
  const inIt = cities.filter((entry) => entry.governorate === governorate);
  return (
    inIt.find((entry) => entry.key === governorate) ?? (inIt.length === 1 ? inIt[0] : undefined)
  )?.key;
}

const modelReaders = new Map(
  makes.map((make) => [make.key, termReader(make.models, modelSpellings[make.key])]),
);

/** The model of `makeKey` a term names, by key; undefined for a model the list does not know. */
export const readModel = (makeKey: string, text: string): string | undefined =>
  modelReaders.get(makeKey)?.(text);

/** A model the make's list knows, by its key, as the car form stores it (its English name). */
export const modelNameOf = (makeKey: string, modelKey: string): string | undefined =>
  makes.find((make) => make.key === makeKey)?.models.find((model) => model.key === modelKey)?.en;
