import { DEFAULT_LANGUAGE, LANGUAGES } from '@wishwall/contracts/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { toLanguage } from './language.ts';

// Keeps <html lang> true for screen readers, hyphenation and browser translation prompts.
i18n.on('languageChanged', () => {
  document.documentElement.lang = toLanguage(i18n.resolvedLanguage);
});

// Resources are bundled, so initialisation is synchronous: the router can read the detected
// language before the first render.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, es: { translation: es } },
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React already escapes rendered text.
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      // The detector's default keeps the cookie for 10 minutes; a language choice should last.
      cookieMinutes: 60 * 24 * 365,
    },
  });

export { i18n };
