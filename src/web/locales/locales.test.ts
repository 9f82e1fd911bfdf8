import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  localeMessages as languages,
  pluralSuffix,
  sourceFiles,
  webRoot,
} from '../testing/locale-messages';
import { blockedMessages } from '#shared/rules/access';
import en from './en.json';
import ar from './ar.json';
import accountEn from './account/en.json';
import accountAr from './account/ar.json';
import pagesEn from './pages/en.json';
import pagesAr from './pages/ar.json';

/** Keys without their plural suffix: "cars.resultCount_one" → "cars.resultCount". */
const baseKeys = (messages: Map<string, string>) =>
  new Set([...messages.keys()].map((key) => key.replace(pluralSuffix, '')));

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Keys passed as a literal to `t('...')` anywhere in the web source, with where they are. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]/g)) {
      if (match[1]) keys.set(match[1], relative(webRoot, file));
    }
  }
  return keys;
}

describe('translations', () => {
  it('have the same keys in English and Arabic', () => {
    const english = baseKeys(languages.en);
    const arabic = baseKeys(languages.ar);
    expect(
      [...english].filter((key) => !arabic.has(key)),
      'missing in ar.json',
    ).toEqual([]);
    expect(
      [...arabic].filter((key) => !english.has(key)),
      'missing in en.json',
    ).toEqual([]);
  });

  it.each(Object.entries(languages))(
    '%s has every plural form its language needs',
    (language, messages) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = [...messages.keys()].filter((key) => pluralSuffix.test(key));
      const missing: string[] = [];
      for (const base of new Set(plurals.map((key) => key.replace(pluralSuffix, '')))) {
        for (const category of categories) {
          if (!messages.has(`${base}_${category}`)) missing.push(`${base}_${category}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('have no empty texts', () => {
    for (const [language, messages] of Object.entries(languages)) {
      const empty = [...messages].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it('use the same variables in both languages', () => {
    const mismatched: string[] = [];
    for (const [key, text] of languages.en) {
      const base = key.replace(pluralSuffix, '');
      const wanted = variables(text);
      const arabic = [...languages.ar].filter(
        ([other]) => other.replace(pluralSuffix, '') === base,
      );
      // Plural forms may spell a number out ("سيارة واحدة"), so they may drop a variable.
      for (const [arKey, arText] of arabic) {
        const found = variables(arText);
        const ok = pluralSuffix.test(key)
          ? found.every((name) => wanted.includes(name))
          : found.join() === wanted.join();
        if (!ok) mismatched.push(arKey);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('keep the main, account and pages strings apart (a merge would overwrite)', () => {
    for (const bundles of [
      [en, accountEn, pagesEn],
      [ar, accountAr, pagesAr],
    ] as const) {
      const keys = bundles.flatMap((bundle) => Object.keys(bundle));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    }
  });

  it('have every key the code uses in en.json', () => {
    const english = baseKeys(languages.en);
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used]
      .filter(([key]) => !english.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("show the spec's blocked messages word for word in English", () => {
    expect(accountEn.notice.dealerRequired).toBe(blockedMessages.dealerRequired.text);
    expect(accountEn.notice.acceptInvitation).toBe(blockedMessages.acceptInvitation.text);
  });
});
