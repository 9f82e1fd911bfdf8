import 'i18next';
import type en from '../locales/en.json';
import type account from '../locales/account/en.json';
import type pages from '../locales/pages/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account and pages strings are merged into the same namespace when their screens load.
    resources: { translation: typeof en & typeof account & typeof pages };
  }
}
