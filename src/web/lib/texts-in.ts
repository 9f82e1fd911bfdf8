import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import type { VehicleNames } from '#shared/reference/vehicle-names';
import { i18n, isLoaded, loadLanguage, vehicleNamesIn } from './i18n';

// Apart from i18n.ts, which comes with the app: only the leads write in a language other than
// the page's.

/**
 * `t` and the names of makes and models in `language`, which need not be the page's (a reply
 * in the language a buyer wrote in): its strings are downloaded on first use. Undefined until
 * they are here, or if they cannot be fetched.
 */
export function useTextsIn(
  language: Language,
): { t: TFunction; vehicleNames: VehicleNames } | undefined {
  // Drawn again once the strings have come.
  const [, setDownloads] = useState(0);
  useEffect(() => {
    if (isLoaded(language)) return;
    let current = true;
    loadLanguage(language).then(
      () => {
        if (current) setDownloads((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return isLoaded(language)
    ? { t: i18n.getFixedT(language), vehicleNames: vehicleNamesIn(language) }
    : undefined;
}
