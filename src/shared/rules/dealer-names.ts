import type { Language } from '../reference/types';
import { foldTerm } from './names';
import { allowedEdits, editDistance } from './typing-mistakes';

/*
 * A dealership's name and address are given in English, in Arabic or in both
 * (docs/decisions/180). Each page shows its own language's, else the other one; the directory
 * finds a dealership by either name however it is spelt.
 */

/** A text a dealership gives in each language, null where it gave none. */
export interface InBothLanguages {
  en: string | null;
  ar: string | null;
}

/** The text in `language`, else in the other one; '' when neither was given. */
export function textInLanguage(texts: InBothLanguages, language: Language): string {
  const other = language === 'en' ? 'ar' : 'en';
  return texts[language] ?? texts[other] ?? '';
}

/** Folded as the reference terms are (`foldTerm`), Latin accents dropped too ("Café" is "cafe"). */
const foldedWords = (text: string): string[] =>
  foldTerm(text.normalize('NFKD').replace(/\p{M}/gu, ''))
    .split(' ')
    .filter((word) => word !== '');

/** A typed word finds a name's word it begins, or begins but for a typing mistake or two. */
function startsWord(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  const edits = allowedEdits(typed);
  if (edits === 0 || /\d/.test(typed)) return false;
  // The mistake may have added or dropped letters: the word's start is as long, give or take.
  for (let length = typed.length - edits; length <= typed.length + edits; length += 1) {
    if (
      length > 0 &&
      length <= word.length &&
      editDistance(typed, word.slice(0, length)) <= edits
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a dealership named `names` is what `query` looks for: each typed word begins a word
 * of its English or of its Arabic name, in any common spelling (case, accents, hamza and alef
 * forms, taa marbuta, alef maqsura, tatweel, diacritics, Arabic-Indic digits, the article), a
 * word of four letters or more also with one typing mistake (two from eight letters). "nile mot"
 * and "نايل" find Nile Motors (نايل موتورز). An empty query finds every dealership.
 */
export function dealerNameMatches(query: string, names: InBothLanguages): boolean {
  const typed = foldedWords(query);
  if (typed.length === 0) return true;
  return [names.en, names.ar].some((name) => {
    if (name === null) return false;
    const words = foldedWords(name);
    return typed.every((word) => words.some((nameWord) => startsWord(word, nameWord)));
  });
}

/** A dealership's two names as suggestions compare them: each name's folded words. */
export const nameWordsOf = (names: InBothLanguages): string[][] =>
  [names.en, names.ar].flatMap((name) => (name === null ? [] : [foldedWords(name)]));

/** Typed text as suggestions compare it with names: its folded words. */
export const typedWordsOf = foldedWords;

/**
 * Whether each typed word (`typedWordsOf`) begins a word of one of the names (`nameWordsOf`),
 * spelt however, but without typing mistakes: a word still being typed is a beginning.
 */
export function namesBegunBy(
  typed: readonly string[],
  nameWords: readonly (readonly string[])[],
): boolean {
  return (
    typed.length > 0 &&
    nameWords.some((name) => typed.every((word) => name.some((each) => each.startsWith(word))))
  );
}

/**
 * The readable part of a dealer page's address: the name the API answers (English, else
 * Arabic) in lower case, its letters and digits kept in their own script and everything else a
 * hyphen: "Nile Motors" is `nile-motors`, "نايل موتورز" is `نايل-موتورز`.
 */
export function dealerSlug(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // A name of signs alone still gives the address a readable part.
  return slug === '' ? 'dealer' : slug;
}
