import 'i18next';
import type en from './en.json';
import type account from './account/en.json';
import type pages from './pages/en.json';

// The keys of every namespace, typed from its English file, so a misspelled key does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The web's account and pages strings are merged into its namespace when their screens load.
    resources: { translation: typeof en & typeof account & typeof pages };
  }
}
