// The translation files as tests read them: every leaf as "a.b.c" → text, per language, and the
// source files whose translation calls the tests hold against them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../reference/types';
import en from '../en.json';
import ar from '../ar.json';
import accountEn from '../account/en.json';
import accountAr from '../account/ar.json';
import pagesEn from '../pages/en.json';
import pagesAr from '../pages/ar.json';
import headEn from '../head/en.json';
import headAr from '../head/ar.json';
import mailEn from '../mail/en.json';
import mailAr from '../mail/ar.json';
import plainPagesEn from '../plain-pages/en.json';
import plainPagesAr from '../plain-pages/ar.json';

type Messages = { [key: string]: string | Messages };

export const srcRoot = join(import.meta.dirname, '../../..');
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Each language's strings by namespace, as i18next is given them: the web's main, account,
 * pages and head strings are merged into its one namespace when their screens load; the server's mails
 * and plain pages are namespaces of their own.
 */
export const localeResources = {
  en: {
    translation: { ...en, ...accountEn, ...pagesEn, ...headEn },
    mail: mailEn,
    'plain-pages': plainPagesEn,
  },
  ar: {
    translation: { ...ar, ...accountAr, ...pagesAr, ...headAr },
    mail: mailAr,
    'plain-pages': plainPagesAr,
  },
} satisfies Record<Language, Record<string, Messages>>;
export type Namespace = keyof (typeof localeResources)['en'];

/** The namespaces each part of the code reads its strings from, with its folder under src/. */
export const codeBases: { folder: string; namespaces: Namespace[] }[] = [
  { folder: 'web', namespaces: ['translation'] },
  { folder: 'server', namespaces: ['mail', 'plain-pages'] },
];

/** "a.b.c" in the web's namespace, "mail:a.b.c" in another. */
export const fullKey = (namespace: Namespace, key: string) =>
  namespace === 'translation' ? key : `${namespace}:${key}`;

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of flatten(value, path)) result.set(inner, text);
  }
  return result;
}

const flattenAll = (namespaces: Record<Namespace, Messages>) =>
  new Map(
    Object.entries(namespaces).flatMap(([namespace, messages]) =>
      [...flatten(messages)].map(([key, text]) => [fullKey(namespace as Namespace, key), text]),
    ),
  );

/** Every string of every namespace, keyed as `fullKey` names it. */
export const localeMessages = {
  en: flattenAll(localeResources.en),
  ar: flattenAll(localeResources.ar),
};

/** The source files (not tests, not declarations) under `directory`. */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}
