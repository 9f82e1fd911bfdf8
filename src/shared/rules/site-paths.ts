import { languages, type Language } from '../reference/types';
import { dealerSlug } from './dealer-names';

/**
 * Every page exists in both languages at its own address: English at the site's unprefixed
 * paths, which never change, Arabic under `/ar` (docs/decisions/128).
 */
export const arabicPrefix = '/ar';

/**
 * `path` with one leading slash. `//evil.example/x` in a link or a Location header is another
 * site's address (browsers read `/\` the same), so a page path never starts with more than one.
 */
const oneLeadingSlash = (path: string) => path.replace(/^[/\\]+/, '/');

/** The language a path is in, and the path without its language prefix (one leading slash). */
export function splitLanguage(path: string): { language: Language; path: string } {
  if (path === arabicPrefix || path.startsWith(`${arabicPrefix}/`)) {
    return { language: 'ar', path: oneLeadingSlash(path.slice(arabicPrefix.length) || '/') };
  }
  return { language: 'en', path: oneLeadingSlash(path) };
}

/** `path` (unprefixed, from `/`) in `language`; always a path of this site. */
export function inLanguage(language: Language, path: string): string {
  const page = oneLeadingSlash(path);
  if (language === 'en') return page;
  return page === '/' ? arabicPrefix : `${arabicPrefix}${page}`;
}

/**
 * The cookie the language switch sets: a visitor who chose a language gets its pages from then
 * on, whichever address they follow. Crawlers send none and get the page they asked for.
 */
export const languageCookie = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The language a visitor asks for: the one they chose, else Arabic when it is their browser's
 * first language; nothing when neither says (they get the address they followed).
 */
export function preferredLanguage(
  chosen: string | undefined,
  acceptLanguage: string | undefined,
): Language | undefined {
  if (isLanguage(chosen)) return chosen;
  return /^\s*ar\b/i.test(acceptLanguage ?? '') ? 'ar' : undefined;
}

export const carDetailsPath = (id: string) => `/car-details/${encodeURIComponent(id)}`;
/**
 * A dealer's page: its id, then its name made readable (`dealerSlug` of the name the API
 * answers), so `/dealer/dlr_1/nile-motors`. Another name part, or none, is sent here (301).
 */
export const dealerPath = (id: string, name: string) =>
  `/dealer/${encodeURIComponent(id)}/${encodeURIComponent(dealerSlug(name))}`;

/** Screens for a signed-in user, and the API: search engines have nothing to find there. */
export const privatePathPrefixes = [
  '/api/',
  '/dev-idp/',
  '/login',
  '/my-',
  '/add-car',
  '/edit-car/',
  '/operator/',
] as const;
