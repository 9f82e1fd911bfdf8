import type { Named } from '../reference/types';

/**
 * Folds a name for comparison: case, surrounding and repeated spaces, and the Arabic
 * spellings people mix when typing (alef forms, alef maqsura, taa marbuta, tatweel, diacritics).
 */
export function normalizeName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Keys of the entries `namesOf` which include `text` (case- and spelling-folded). */
export function keysNamed<T extends { readonly key: string }>(
  list: readonly T[],
  text: string,
  namesOf: (entry: T) => readonly string[],
): string[] {
  const wanted = normalizeName(text);
  return list
    .filter((entry) => namesOf(entry).some((name) => normalizeName(name) === wanted))
    .map((entry) => entry.key);
}

/** Keys of the entries whose key, English or Arabic name is `text` (case- and spelling-folded). */
export const resolveKeys = (list: readonly Named[], text: string): string[] =>
  keysNamed(list, text, (entry) => [entry.key, entry.en, entry.ar]);

/** The display name of `key` in `language`, or the key itself when the list does not know it. */
export function displayName(list: readonly Named[], key: string, language: 'en' | 'ar'): string {
  return list.find((entry) => entry.key === key)?.[language] ?? key;
}
