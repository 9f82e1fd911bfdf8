import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next, { type ParseKeys } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  codeBases,
  fullKey,
  localeMessages as messages,
  localeResources,
  pluralSuffix,
  sourceFiles,
  srcRoot,
} from './testing/locale-messages';
import { languages, type Language } from '../reference/types';
import { formatNumber } from '../rules/format';

/** i18next with every namespace of both languages, as the web app and the server read them. */
const i18n = i18next.createInstance({
  resources: localeResources,
  ns: Object.keys(localeResources.en),
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  initAsync: false,
});
await i18n.init();

/** The keys with plural forms, without their suffix ("myCars.views7d"). */
const pluralKeys = (language: Language) =>
  new Set(
    [...messages[language].keys()]
      .filter((key) => pluralSuffix.test(key))
      .map((key) => key.replace(pluralSuffix, '')),
  );

/** The forms a key has in a language: ["one", "other"]. */
const formsOf = (language: Language, key: string) =>
  [...messages[language].keys()]
    .filter((other) => other.replace(pluralSuffix, '') === key && pluralSuffix.test(other))
    .map((other) => pluralSuffix.exec(other)?.[1]);

/** The text of an object literal that starts at `start` (its `{`), without what it nests. */
function topLevelOf(text: string, start: number): string {
  let depth = 0;
  let top = '';
  for (let index = start; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if ('({['.includes(char)) depth += 1;
    if (depth === 1) top += char;
    if (')}]'.includes(char)) depth -= 1;
    if (depth === 0) break;
  }
  return top;
}

/**
 * The literal keys the source passes a `count` to, with where: `t('a.b', { count, … })`, and the
 * keys they may stand for (their code base reads from these namespaces). A count picks the
 * plural form, so each of these keys must have them.
 */
function keysGivenACount(): { key: string; file: string; candidates: string[] }[] {
  return codeBases.flatMap(({ folder, namespaces }) =>
    sourceFiles(join(srcRoot, folder)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]\s*,\s*\{/g)].flatMap((match) => {
        const values = topLevelOf(text, match.index + match[0].length - 1);
        const key = match[1];
        if (!key || !/[{,\s]count\s*[:,}]/.test(values)) return [];
        const candidates = namespaces.map((namespace) => fullKey(namespace, key));
        return [{ key, file: relative(srcRoot, file), candidates }];
      });
    }),
  );
}

describe('counts in both languages', () => {
  it('have the six Arabic forms and the two English ones, wherever a key takes a count', () => {
    const keys = new Set([...pluralKeys('en'), ...pluralKeys('ar')]);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      expect(formsOf('ar', key).sort(), key).toEqual(
        ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
      );
      expect(formsOf('en', key).sort(), key).toEqual(['one', 'other']);
    }
  });

  it('are given to keys with plural forms only', () => {
    const given = keysGivenACount();
    expect(given.length).toBeGreaterThan(20);
    const withoutForms = given
      .filter(({ candidates }) => !candidates.some((key) => pluralKeys('ar').has(key)))
      .map(({ key, file }) => `${key} (${file})`);
    expect(withoutForms).toEqual([]);
    // `{{count}}` in a text without plural forms would still pick a form, and find none.
    const countInSingleText = [...messages.en, ...messages.ar]
      .filter(([key, text]) => !pluralSuffix.test(key) && text.includes('{{count}}'))
      .map(([key]) => key);
    expect(countInSingleText).toEqual([]);
  });
});

describe('Arabic counts, as they read', () => {
  const arabic = (key: ParseKeys, count: number, values: Record<string, string> = {}) =>
    i18n.getFixedT('ar')(key, { count, formatted: formatNumber(count, 'ar'), ...values });

  it.each([
    [0, 'لا مشاهدات في 7 أيام'],
    [1, 'مشاهدة واحدة في 7 أيام'],
    [2, 'مشاهدتان في 7 أيام'],
    [3, '3 مشاهدات في 7 أيام'],
    [10, '10 مشاهدات في 7 أيام'],
    [11, '11 مشاهدة في 7 أيام'],
    [100, '100 مشاهدة في 7 أيام'],
    [1203, '1,203 مشاهدات في 7 أيام'],
  ])("a car's views in 7 days: %i", (count, text) => {
    expect(arabic('myCars.views7d', count, { views: formatNumber(count, 'ar') })).toBe(text);
  });

  it.each([
    [0, 'لا توجد سيارات'],
    [1, 'سيارة واحدة'],
    [2, 'سيارتان'],
    [3, '3 سيارات'],
    [11, '11 سيارة'],
    [100, '100 سيارة'],
  ])('cars found: %i', (count, text) => {
    expect(arabic('cars.resultCount', count)).toBe(text);
  });

  it.each([
    [1, 'لمدة شهر واحد'],
    [2, 'لمدة شهرين'],
    [3, 'لمدة 3 أشهر'],
    [11, 'لمدة 11 شهرًا'],
    [60, 'لمدة 60 شهرًا'],
    [100, 'لمدة 100 شهر'],
  ])('an installment over %i months', (count, text) => {
    expect(arabic('installments.result.over', count, { months: String(count) })).toBe(text);
  });

  it.each([
    [2, 'حرفان على الأكثر'],
    [3, '3 أحرف على الأكثر'],
    [80, '80 حرفًا على الأكثر'],
    [1000, '1,000 حرف على الأكثر'],
  ])('a limit of %i characters', (count, text) => {
    expect(arabic('inquiry.errors.tooLong', count, { max: formatNumber(count, 'ar') })).toBe(text);
  });

  it.each([
    [0, 'لا عملاء محتملين جدد'],
    [2, 'عميلان محتملان جديدان'],
    [5, '5 عملاء محتملين جدد'],
    [25, '25 عميلًا محتملًا جديدًا'],
  ])('new leads: %i', (count, text) => {
    expect(arabic('userMenu.newLeads', count)).toBe(text);
  });
});

describe('Arabic counts of the mails, as they read', () => {
  const arabicMail = (key: ParseKeys<'mail'>, count: number, values: Record<string, string> = {}) =>
    i18n.getFixedT('ar', 'mail')(key, { count, formatted: formatNumber(count, 'ar'), ...values });

  it.each([
    [1, 'سيارة جديدة لبحث «كورولا»'],
    [2, 'سيارتان جديدتان لبحث «كورولا»'],
    [3, '3 سيارات جديدة لبحث «كورولا»'],
    [11, '11 سيارة جديدة لبحث «كورولا»'],
    [100, '100 سيارة جديدة لبحث «كورولا»'],
    [1_250, '1,250 سيارة جديدة لبحث «كورولا»'],
  ])('new cars of a saved search: %i', (count, text) => {
    expect(arabicMail('alert.newFor', count, { name: 'كورولا' })).toBe(text);
  });

  it.each([
    [1, 'انخفض سعر سيارة في مفضلتك'],
    [2, 'انخفض سعر سيارتين في مفضلتك'],
    [3, 'انخفضت أسعار 3 سيارات في مفضلتك'],
    [11, 'انخفضت أسعار 11 سيارة في مفضلتك'],
    [100, 'انخفضت أسعار 100 سيارة في مفضلتك'],
  ])('cheaper favourites: %i', (count, text) => {
    expect(arabicMail('alert.subject.drops', count)).toBe(text);
  });

  it.each([
    [1, 'عرض سيارة أخرى'],
    [2, 'عرض سيارتين أخريين'],
    [10, 'عرض 10 سيارات أخرى'],
    [11, 'عرض 11 سيارة أخرى'],
    [100, 'عرض 100 سيارة أخرى'],
  ])('more cars to see: %i', (count, text) => {
    expect(arabicMail('alert.more', count)).toBe(text);
  });
});

describe('English counts, as they read', () => {
  const english = (key: ParseKeys, count: number, values: Record<string, string> = {}) =>
    i18n.getFixedT('en')(key, { count, formatted: formatNumber(count, 'en'), ...values });

  it('say one thing, or several', () => {
    expect(english('myCars.views7d', 1, { views: '1' })).toBe('1 view in 7 days');
    expect(english('myCars.views7d', 3, { views: '3' })).toBe('3 views in 7 days');
    expect(english('myCars.views7d', 0, { views: '0' })).toBe('0 views in 7 days');
    expect(english('installments.result.over', 1, { months: '1' })).toBe('for 1 month');
    expect(english('installments.result.over', 60, { months: '60' })).toBe('for 60 months');
    expect(english('cars.resultCount', 1_204)).toBe('1,204 cars found');
  });

  it('say "a car" for one cheaper favourite in a mail', () => {
    const englishMail = (count: number) =>
      i18n.getFixedT('en', 'mail')('alert.subject.drops', {
        count,
        formatted: formatNumber(count, 'en'),
      });
    expect(englishMail(1)).toBe('A car you keep is cheaper now');
    expect(englishMail(1_250)).toBe('1,250 cars you keep are cheaper now');
  });
});
