import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languages, type Language } from '#shared/reference/types';
import { isLanguage, languageCookie, splitLanguage } from '#shared/rules/site-paths';
import type { VehicleNames } from '#shared/reference/vehicle-names';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Only the active language's strings are downloaded; the other comes on a switch. The strings
 * of the signed-in screens ("account") come with those screens, those of the public screens
 * other than the listings ("pages": home, dealers, a dealer, a car) with those, and all are
 * merged into the same namespace (their top-level keys are their own: locales.test.ts checks
 * it). The listings, where most visits land, carry only the main strings (decision 103). The
 * pages' descriptions ("head") are the server's alone: the browser writes only titles.
 */
const bundles = {
  main: {
    en: () => import('#shared/locales/en.json'),
    ar: () => import('#shared/locales/ar.json'),
  },
  account: {
    en: () => import('#shared/locales/account/en.json'),
    ar: () => import('#shared/locales/account/ar.json'),
  },
  pages: {
    en: () => import('#shared/locales/pages/en.json'),
    ar: () => import('#shared/locales/pages/ar.json'),
  },
  head: {
    en: () => import('#shared/locales/head/en.json'),
    ar: () => import('#shared/locales/head/ar.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;
export type TranslationBundle = Exclude<keyof typeof bundles, 'main'>;

/** The names of makes and models come with the main strings, in the same language only. */
const vehicleNameLoaders: Record<Language, () => Promise<{ default: VehicleNames }>> = {
  en: () => import('virtual:vehicle-names/en'),
  ar: () => import('virtual:vehicle-names/ar'),
};
const vehicleNamesByLanguage = new Map<Language, VehicleNames>();

const downloads = new Map<string, Promise<void>>();
/** The downloads done, by id: a language whose wanted ones are all here can be written in. */
const downloaded = new Set<string>();
const wantedBundles = new Set<keyof typeof bundles>(['main']);

/** Downloads once per id; a failed download is tried again next time. */
function downloadOnce(id: string, download: () => Promise<void>): Promise<void> {
  let loading = downloads.get(id);
  if (!loading) {
    loading = download();
    loading.then(
      () => downloaded.add(id),
      () => downloads.delete(id),
    );
    downloads.set(id, loading);
  }
  return loading;
}

const loadBundle = (name: keyof typeof bundles, language: Language) =>
  downloadOnce(`${name}:${language}`, async () => {
    const { default: translation } = await bundles[name][language]();
    i18n.addResourceBundle(language, 'translation', translation, true, false);
  });

const loadVehicleNames = (language: Language) =>
  downloadOnce(`vehicle-names:${language}`, async () => {
    const { default: names } = await vehicleNameLoaders[language]();
    vehicleNamesByLanguage.set(language, names);
  });

/** Whether `language`'s wanted strings and names are all here. */
export const isLoaded = (language: Language) =>
  downloaded.has(`vehicle-names:${language}`) &&
  [...wantedBundles].every((name) => downloaded.has(`${name}:${language}`));

/** Downloads `language`'s wanted strings and names (each once). */
export async function loadLanguage(language: Language) {
  await Promise.all([
    ...[...wantedBundles].map((name) => loadBundle(name, language)),
    loadVehicleNames(language),
  ]);
}

/** The server writes pages in both languages: every string and name, loaded once at start. */
export async function loadAllLanguages(): Promise<void> {
  for (const name of Object.keys(bundles) as (keyof typeof bundles)[]) wantedBundles.add(name);
  await Promise.all(languages.map(loadLanguage));
}

/** The names of makes and models in `language` (empty until its strings are loaded). */
export const vehicleNamesIn = (language: Language): VehicleNames =>
  vehicleNamesByLanguage.get(language) ?? [];

/** Loads a screen group's strings in the current language (and in any language switched to). */
export async function loadTranslations(name: TranslationBundle): Promise<void> {
  wantedBundles.add(name);
  await loadBundle(name, currentLanguage());
}

/** Each language named in itself, the way its readers look for it (WCAG 3.1.2 marks it `lang`). */
export const nativeLanguageNames = {
  en: 'English',
  ar: 'العربية',
} as const satisfies Record<Language, string>;
/** The page's language, from its address: Arabic under `/ar`, else English. */
export const pageLanguage = (): Language => splitLanguage(window.location.pathname).language;

/** Remembers the visitor's choice for the server, which sends them to it from any address. */
export function rememberLanguage(language: Language) {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

export const i18n = i18next.createInstance();

/** Starts i18next with `language`'s strings loaded (the server's start: no document). */
export async function initI18n(language: Language): Promise<void> {
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
}

/** Loads the page's language and starts i18next; the app renders once it resolves. */
export async function startI18n(language: Language): Promise<void> {
  await initI18n(language);
  applyToDocument(currentLanguage());
  i18n.on('languageChanged', (changed) => applyToDocument(isLanguage(changed) ? changed : 'en'));
}

function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the language in place, as the tests render a screen in either language. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * `t` plus the current language, for the shared formatters and reference names, and the names
 * of makes and models in that language.
 */
export function useLanguage() {
  const { t, i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.resolvedLanguage)
    ? instance.resolvedLanguage
    : 'en';
  return { t, language, vehicleNames: vehicleNamesIn(language) };
}
