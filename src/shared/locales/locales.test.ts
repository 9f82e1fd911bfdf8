import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeBases,
  fullKey,
  localeMessages as languages,
  pluralSuffix,
  sourceFiles,
  srcRoot,
} from './testing/locale-messages';
import { blockedMessages } from '../rules/access';
import en from './en.json';
import ar from './ar.json';
import accountEn from './account/en.json';
import accountAr from './account/ar.json';
import pagesEn from './pages/en.json';
import pagesAr from './pages/ar.json';
import headEn from './head/en.json';
import headAr from './head/ar.json';

/** Keys without their plural suffix: "cars.resultCount_one" → "cars.resultCount". */
const baseKeys = (messages: Map<string, string>) =>
  new Set([...messages.keys()].map((key) => key.replace(pluralSuffix, '')));

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/**
 * Keys passed as a literal to `t('...')` anywhere in the source, with where they are and the keys
 * they may stand for (their code base reads from these namespaces).
 */
function usedKeys(): { key: string; file: string; candidates: string[] }[] {
  return codeBases.flatMap(({ folder, namespaces }) =>
    sourceFiles(join(srcRoot, folder)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]/g)].flatMap((match) =>
        match[1]
          ? [
              {
                key: match[1],
                file: relative(srcRoot, file),
                candidates: namespaces.map((namespace) => fullKey(namespace, match[1] ?? '')),
              },
            ]
          : [],
      ),
    ),
  );
}

describe('translations', () => {
  it('have the same keys in English and Arabic', () => {
    const english = baseKeys(languages.en);
    const arabic = baseKeys(languages.ar);
    expect(
      [...english].filter((key) => !arabic.has(key)),
      'missing in Arabic',
    ).toEqual([]);
    expect(
      [...arabic].filter((key) => !english.has(key)),
      'missing in English',
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
    /** The variables of each key's text, or of all its plural forms together. */
    const variablesOf = (messages: Map<string, string>) => {
      const byKey = new Map<string, Set<string>>();
      for (const [key, text] of messages) {
        const base = key.replace(pluralSuffix, '');
        byKey.set(base, new Set([...(byKey.get(base) ?? []), ...variables(text)]));
      }
      return (base: string) => [...(byKey.get(base) ?? [])].sort().join();
    };
    const english = variablesOf(languages.en);
    const arabic = variablesOf(languages.ar);
    // A plural form may spell its number out ("سيارة واحدة", "A car"), so it may leave a
    // variable out; the forms of a text together use the same ones in both languages.
    const mismatched = [...baseKeys(languages.en)].filter((base) => english(base) !== arabic(base));
    expect(mismatched).toEqual([]);
  });

  it('keep the main, account, pages and head strings apart (a merge would overwrite)', () => {
    for (const bundles of [
      [en, accountEn, pagesEn, headEn],
      [ar, accountAr, pagesAr, headAr],
    ] as const) {
      const keys = bundles.flatMap((bundle) => Object.keys(bundle));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    }
  });

  it('have every key the code uses in English', () => {
    const english = baseKeys(languages.en);
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    const missing = used
      .filter(({ candidates }) => !candidates.some((key) => english.has(key)))
      .map(({ key, file }) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("show the access rules' blocked messages word for word in English", () => {
    expect(accountEn.notice.dealerRequired).toBe(blockedMessages.dealerRequired.text);
    expect(accountEn.notice.acceptInvitation).toBe(blockedMessages.acceptInvitation.text);
    expect(accountEn.notice.stockManagersOnly).toBe(blockedMessages.stockManagersOnly.text);
  });
});
