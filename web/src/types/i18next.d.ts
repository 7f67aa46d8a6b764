import type { Resources } from '../locales/en.ts';

// English is the type source of translation keys, so `t('misspelt.key')` fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
