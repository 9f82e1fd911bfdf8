import { cities, governorates, type City } from '#shared/reference/cities';
import type { Language, Named } from '#shared/reference/types';
import { displayName, resolveKeys } from '#shared/rules/names';
import { joinValues, splitValues } from './value-list';

/** A governorate and its districts that can be chosen apart from it. */
export interface PlaceGroup {
  governorate: Named;
  /**
   * Its cities, except the capital that shares the governorate's key: that key stands for the
   * whole governorate (decision 117), so the capital alone cannot be chosen.
   */
  districts: City[];
}

/** Every governorate, largest markets first, each with its districts. */
export const placeGroups: readonly PlaceGroup[] = governorates.map((governorate) => ({
  governorate,
  districts: cities.filter(
    (city) => city.governorate === governorate.key && city.key !== governorate.key,
  ),
}));

const isGovernorate = (key: string) => governorates.some((entry) => entry.key === key);
const groupOfDistrict = (key: string) =>
  placeGroups.find((group) => group.districts.some((district) => district.key === key));

/**
 * A place named by key or in either language, as its key: a governorate first, since it
 * shares its capital's key and a name like "القاهرة" means all of it; text no list knows
 * stays as it is (the server finds no car there, and the chip shows what was asked).
 */
function placeKey(text: string): string {
  const governorateKeys = resolveKeys(governorates, text);
  if (governorateKeys.length === 1) return governorateKeys[0] ?? text;
  const cityKeys = resolveKeys(cities, text);
  return cityKeys.length === 1 ? (cityKeys[0] ?? text) : text;
}

/** A `city` value from the URL with each place as its key, e.g. "Cairo، الشيخ زايد" → "cairo,sheikhZayed". */
export const readPlaces = (text: string | undefined): string | undefined =>
  joinValues([...new Set(splitValues(text).map(placeKey))]);

/** Whether `key` is among the places, itself or as part of its chosen governorate. */
export function placeChosen(places: readonly string[], key: string): boolean {
  if (places.includes(key)) return true;
  const group = groupOfDistrict(key);
  return group !== undefined && places.includes(group.governorate.key);
}

/**
 * The places after choosing (`on`) or dropping `key`. Choosing a governorate takes its
 * districts in (it stands for them); dropping one district of a chosen governorate keeps the
 * others.
 */
export function togglePlace(places: readonly string[], key: string, on: boolean): string[] {
  if (isGovernorate(key)) {
    const districts = placeGroups
      .find((group) => group.governorate.key === key)
      ?.districts.map((district) => district.key);
    const others = places.filter((place) => place !== key && !districts?.includes(place));
    return on ? [...others, key] : others;
  }
  if (on) return placeChosen(places, key) ? [...places] : [...places, key];
  const group = groupOfDistrict(key);
  if (group && places.includes(group.governorate.key)) {
    const rest = group.districts.map((district) => district.key).filter((other) => other !== key);
    return [...places.filter((place) => place !== group.governorate.key), ...rest];
  }
  return places.filter((place) => place !== key);
}

/** A place's name in `language`: a governorate's, else a city's, else the text as given. */
export const placeName = (key: string, language: Language): string =>
  isGovernorate(key)
    ? displayName(governorates, key, language)
    : displayName(cities, key, language);
