import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatMileage, formatPrice } from '#shared/rules/format';

/** A search's criteria by the names of the listing's URL parameters (`make`, `priceMax`...). */
export type SearchCriteria = Readonly<Record<string, string | number | undefined>>;

/**
 * The name of one filter of a search as the listing's chips show it (`activeFilters` of the
 * cars feature): `id` is the field, or `field:value` for each value of a field that takes
 * several (makes, body styles, places...).
 */
export interface FilterName {
  id: string;
  label: string;
}

/** Several values of one field: "Toyota / Hyundai" (commas part the criteria). */
const valueSeparator = ' / ';

/**
 * A search in words, its criteria in the order a buyer says them: "Toyota Corolla, 2015 to
 * 2020, under EGP 900,000, Cairo". Names come from `names`; a value without one is shown as
 * it is. A search without criteria is "All cars".
 */
export function searchSummary(
  criteria: SearchCriteria,
  names: readonly FilterName[],
  t: TFunction,
  language: Language,
): string {
  const labels = new Map(names.map((name) => [name.id, name.label]));
  const raw = (field: string) => {
    const value = criteria[field];
    return value === undefined || value === '' ? undefined : String(value);
  };
  const named = (field: string) =>
    (raw(field) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value) => labels.get(`${field}:${value}`) ?? value)
      .join(valueSeparator) || undefined;
  const single = (field: string) => {
    const value = raw(field);
    return value === undefined ? undefined : (labels.get(field) ?? value);
  };
  const number = (field: string) => {
    const value = Number(raw(field));
    return raw(field) === undefined || !Number.isFinite(value) ? undefined : value;
  };
  const range = (
    from: number | undefined,
    to: number | undefined,
    format: (value: number) => string,
    key: 'year' | 'price',
  ) => {
    if (from !== undefined && to !== undefined) {
      return from === to
        ? format(from)
        : t('savedSearches.summary.range', { from: format(from), to: format(to) });
    }
    if (from !== undefined) return t('savedSearches.summary.from', { value: format(from) });
    if (to !== undefined) {
      return key === 'year'
        ? t('savedSearches.summary.until', { value: format(to) })
        : t('savedSearches.summary.under', { value: format(to) });
    }
    return undefined;
  };
  const mileage = number('mileageMax');

  const parts = [
    [named('make'), single('model')].filter(Boolean).join(' '),
    single('q'),
    range(number('yearMin') ?? number('year'), number('yearMax') ?? number('year'), String, 'year'),
    range(number('priceMin'), number('priceMax'), (value) => formatPrice(value, language), 'price'),
    mileage === undefined
      ? undefined
      : t('savedSearches.summary.under', { value: formatMileage(mileage, language) }),
    // Installment limits (issue 22) as their chips name them: "Down payment ≤ EGP 200,000".
    single('downPaymentMax'),
    single('monthlyMax'),
    named('bodyStyle'),
    named('transmission'),
    named('fuelType'),
    single('condition'),
    named('city'),
  ].filter((part) => part !== undefined && part !== '');

  if (parts.length === 0) return t('savedSearches.summary.allCars');
  const summary = parts.join(t('meta.listSeparator'));
  // "under EGP 900,000" may come first: a name starts with a capital.
  return summary.charAt(0).toLocaleUpperCase(language) + summary.slice(1);
}
