import { placeSeparator } from '#shared/reference/cities';

/** The values of a filter that takes several (separated by commas), in order, each once. */
export const splitValues = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(placeSeparator)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
];

/** The filter value of some values; undefined for none (no filter). */
export const joinValues = (values: readonly string[]): string | undefined =>
  values.length === 0 ? undefined : values.join(',');

/** The values with `value` chosen (`on`) or dropped. */
export const toggleValue = (values: readonly string[], value: string, on: boolean): string[] =>
  on
    ? [...values.filter((entry) => entry !== value), value]
    : values.filter((entry) => entry !== value);
