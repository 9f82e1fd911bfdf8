import 'i18next';
import type en from './en.json';
import type account from './account/en.json';
import type pages from './pages/en.json';
import type head from './head/en.json';
import type mail from './mail/en.json';
import type plainPages from './plain-pages/en.json';

// The keys of every namespace, typed from its English file, so a misspelled key does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      // The web's: its account and pages strings are merged in when their screens load; the
      // head's (page descriptions) only on the server, which writes heads.
      translation: typeof en & typeof account & typeof pages & typeof head;
      // The server's (src/server/lib/texts.ts).
      mail: typeof mail;
      'plain-pages': typeof plainPages;
    };
  }
}
