import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '#shared/reference/types';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Only the active language's strings are downloaded; the other comes on a switch. The strings
 * of the signed-in screens ("account") come with those screens, and are merged into the same
 * namespace (their top-level keys are their own: locales.test.ts checks it).
 */
const bundles = {
  main: {
    en: () => import('../locales/en.json'),
    ar: () => import('../locales/ar.json'),
  },
  account: {
    en: () => import('../locales/account/en.json'),
    ar: () => import('../locales/account/ar.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;
export type TranslationBundle = Exclude<keyof typeof bundles, 'main'>;

const loadedBundles = new Map<string, Promise<void>>();
const wantedBundles = new Set<keyof typeof bundles>(['main']);

function loadBundle(name: keyof typeof bundles, language: Language): Promise<void> {
  const id = `${name}:${language}`;
  let loading = loadedBundles.get(id);
  if (!loading) {
    loading = bundles[name][language]().then(({ default: translation }) => {
      i18n.addResourceBundle(language, 'translation', translation, true, false);
    });
    loading.catch(() => loadedBundles.delete(id)); // A failed download is tried again next time.
    loadedBundles.set(id, loading);
  }
  return loading;
}

async function loadLanguage(language: Language) {
  await Promise.all([...wantedBundles].map((name) => loadBundle(name, language)));
}

/** Loads a screen group's strings in the current language (and in any language switched to). */
export async function loadTranslations(name: TranslationBundle): Promise<void> {
  wantedBundles.add(name);
  await loadBundle(name, currentLanguage());
}

export const languages = ['en', 'ar'] as const satisfies readonly Language[];
export const languageStorageKey = 'language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

function storedLanguage(): Language | undefined {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // Storage can be blocked (private modes); fall back to the browser.
  }
}

/** The remembered choice, else Arabic when the browser's first language is Arabic, else English. */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = navigator.languages?.[0] ?? navigator.language ?? '';
  return preferred.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

export const i18n = i18next.createInstance();

/** Loads the visitor's language and starts i18next; the app renders once it resolves. */
export async function startI18n(): Promise<void> {
  const language = detectLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    supportedLngs: languages,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyToDocument(currentLanguage());
  i18n.on('languageChanged', (changed) => applyToDocument(isLanguage(changed) ? changed : 'en'));
}

function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the interface language and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembered; the switch still applies to this visit.
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** `t` plus the current language, for the shared formatters and reference names. */
export function useLanguage() {
  const { t, i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.resolvedLanguage)
    ? instance.resolvedLanguage
    : 'en';
  return { t, language };
}
