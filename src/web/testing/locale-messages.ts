// The translation files as tests read them: every leaf as "a.b.c" → text, per language, and the
// web source files whose translation calls the tests hold against them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../locales/en.json';
import ar from '../locales/ar.json';
import accountEn from '../locales/account/en.json';
import accountAr from '../locales/account/ar.json';
import pagesEn from '../locales/pages/en.json';
import pagesAr from '../locales/pages/ar.json';

type Messages = { [key: string]: string | Messages };

export const webRoot = join(import.meta.dirname, '..');
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of flatten(value, path)) result.set(inner, text);
  }
  return result;
}

// The account and pages strings load with their screens and are merged into the same namespace.
export const localeMessages = {
  en: flatten({ ...en, ...accountEn, ...pagesEn }),
  ar: flatten({ ...ar, ...accountAr, ...pagesAr }),
};

/** The web source files (not tests, not declarations) under `directory`. */
export function sourceFiles(directory = webRoot): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}
