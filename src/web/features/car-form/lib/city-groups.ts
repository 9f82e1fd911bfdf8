import { cities, governorates, type City } from '#shared/reference/cities';
import type { Named } from '#shared/reference/types';
import { normalizeName } from '#shared/rules/names';

/** A governorate and the listing cities in it, the capital first. */
export interface CityGroup {
  governorate: Named;
  cities: readonly City[];
}

/** Every governorate with listing cities, largest markets first (the reference's order). */
export const cityGroups: readonly CityGroup[] = governorates.map((governorate) => ({
  governorate,
  cities: cities.filter((city) => city.governorate === governorate.key),
}));

/**
 * Whether a group is only its capital of the same name (Alexandria, Damietta…): a heading
 * repeating the one option's name would say nothing.
 */
export const isCapitalOnly = (group: CityGroup) =>
  group.cities.length === 1 && group.cities[0]?.key === group.governorate.key;

const names = (entry: Named) => [entry.key, entry.en, entry.ar].map(normalizeName);

/**
 * The groups and cities `text` finds, in either language whatever the page's, spelling-folded
 * as names are elsewhere: a governorate's name finds all of its cities ("الجيزة" finds 6th of
 * October and Sheikh Zayed), a city's name finds that city. Empty text finds every city.
 */
export function findCities(text: string): CityGroup[] {
  const wanted = normalizeName(text);
  if (wanted === '') return [...cityGroups];
  const matches = (entry: Named) => names(entry).some((name) => name.includes(wanted));
  return cityGroups.flatMap((group) => {
    if (matches(group.governorate)) return [group];
    const found = group.cities.filter(matches);
    return found.length > 0 ? [{ ...group, cities: found }] : [];
  });
}
