import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatMileage, formatNumber } from '#shared/rules/format';

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
 *
 * It is the name a search is first offered under, so its amounts are written as words around a
 * number, the currency once per price or range: "EGP 500,000 to 900,000", "من 500,000 إلى
 * 900,000 جنيه". The shared price format writes "ج.م." between invisible direction marks, which
 * put a second full stop before the Arabic comma ("ج.م.،") and stay hidden in the name's field.
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
  const years = (from: number | undefined, to: number | undefined) => {
    if (from !== undefined && to !== undefined) {
      return from === to
        ? String(from)
        : t('savedSearches.summary.range', { from: String(from), to: String(to) });
    }
    if (from !== undefined) return t('savedSearches.summary.from', { value: String(from) });
    if (to !== undefined) return t('savedSearches.summary.until', { value: String(to) });
    return undefined;
  };
  const amount = (value: number) => formatNumber(value, language);
  const pounds = (value: number | undefined) =>
    value === undefined ? undefined : t('savedSearches.summary.price', { amount: amount(value) });
  const prices = (from: number | undefined, to: number | undefined) => {
    if (from !== undefined && to !== undefined && from !== to) {
      return t('savedSearches.summary.priceRange', { from: amount(from), to: amount(to) });
    }
    if (to !== undefined && from === undefined) {
      return t('savedSearches.summary.under', { value: pounds(to) });
    }
    if (from !== undefined && to === undefined) {
      return t('savedSearches.summary.from', { value: pounds(from) });
    }
    return pounds(from);
  };
  const installment = (field: 'downPaymentMax' | 'monthlyMax') => {
    const price = pounds(number(field));
    if (price === undefined) return undefined;
    return field === 'downPaymentMax'
      ? t('filters.downPaymentChip', { price })
      : t('filters.monthlyChip', { price });
  };
  const mileage = number('mileageMax');

  const parts = [
    [named('make'), single('model')].filter(Boolean).join(' '),
    single('q'),
    years(number('yearMin') ?? number('year'), number('yearMax') ?? number('year')),
    prices(number('priceMin'), number('priceMax')),
    mileage === undefined
      ? undefined
      : t('savedSearches.summary.under', { value: formatMileage(mileage, language) }),
    // Installment limits in the words of their chips: "Down payment ≤ EGP 200,000".
    installment('downPaymentMax'),
    installment('monthlyMax'),
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
