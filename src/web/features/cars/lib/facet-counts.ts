import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { normalizeName } from '#shared/rules/names';
import type { CarCount, CarFacets, FacetName } from '#shared/schemas/car';

/**
 * How many cars an option of a filter would give, or undefined while the counts are not known.
 * Options the server leaves out have no cars.
 */
export type OptionCount = (facet: FacetName, value: string) => CarCount | undefined;

const noCars: CarCount = { count: 0, approximate: false };

export function optionCounts(facets: CarFacets | undefined): OptionCount {
  if (!facets) return () => undefined;
  const byFacet = new Map(
    Object.entries(facets.facets).map(([facet, options]) => [
      facet,
      new Map(options.map((option) => [option.value, option])),
    ]),
  );
  return (facet, value) => {
    // Models are counted by their folded name, as the server matches them.
    const key = facet === 'model' ? normalizeName(value) : value;
    return byFacet.get(facet)?.get(key) ?? noCars;
  };
}

/** "1,204", or "about 12,000" for an estimate (rounded to two figures: no false precision). */
export function countText(count: CarCount, t: TFunction, language: Language): string {
  if (!count.approximate) return formatNumber(count.count, language);
  return t('filters.aboutCount', {
    formatted: formatNumber(Number(count.count.toPrecision(2)), language),
  });
}
