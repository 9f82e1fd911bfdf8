import 'i18next';
import type en from '../locales/en.json';
import type account from '../locales/account/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account strings are merged into the same namespace when a signed-in screen loads.
    resources: { translation: typeof en & typeof account };
  }
}
