import type { Named } from '../reference/types';
import { latinDigits } from './numbers';

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

/**
 * Folds a term: the name folding (case, alef and yaa forms, taa marbuta, diacritics), Latin
 * digits, hamza on waw and yaa as the bare letter, punctuation as a space, and the article
 * ("ال" before each word, a leading "al-" or "el ") dropped, so "الإسكندرية" and "اسكندريه" fold
 * alike, and so do "El-Mansoura" and "Mansoura".
 */
export function foldTerm(text: string): string {
  return normalizeName(latinDigits(text))
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ء/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => word.replace(/^ال(?=..)/, ''))
    .join(' ')
    .replace(/^(al|el) (?=.)/, '');
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

/** Each reference list's keys by folded name, made on first use: lists never change. */
const keysByName = new WeakMap<readonly Named[], Map<string, string[]>>();

function nameIndexOf(list: readonly Named[]): Map<string, string[]> {
  let index = keysByName.get(list);
  if (!index) {
    index = new Map();
    for (const entry of list) {
      for (const name of [entry.key, entry.en, entry.ar].map(normalizeName)) {
        const keys = index.get(name) ?? [];
        if (!keys.includes(entry.key)) keys.push(entry.key);
        index.set(name, keys);
      }
    }
    keysByName.set(list, index);
  }
  return index;
}

/** Keys of the entries whose key, English or Arabic name is `text` (case- and spelling-folded). */
export const resolveKeys = (list: readonly Named[], text: string): string[] => [
  ...(nameIndexOf(list).get(normalizeName(text)) ?? []),
];

/** The display name of `key` in `language`, or the key itself when the list does not know it. */
export function displayName(list: readonly Named[], key: string, language: 'en' | 'ar'): string {
  return list.find((entry) => entry.key === key)?.[language] ?? key;
}
