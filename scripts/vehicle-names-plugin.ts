import type { Plugin } from 'vite';
import { vehicleNamesIn } from '../src/shared/reference/makes.ts';
import type { Language } from '../src/shared/reference/types.ts';

const prefix = 'virtual:vehicle-names/';
const languages: readonly Language[] = ['en', 'ar'];

/**
 * `import names from 'virtual:vehicle-names/en'`: the makes and models named in one language,
 * built from src/shared/reference/makes.ts, so a page downloads only its language's names.
 */
export function vehicleNames(): Plugin {
  return {
    name: 'arabeya-vehicle-names',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const language = languages.find((entry) => id === `\0${prefix}${entry}`);
      if (!language) throw new Error(`${id.slice(1)}: no such language`);
      return `export default ${JSON.stringify(vehicleNamesIn(language))};`;
    },
  };
}
