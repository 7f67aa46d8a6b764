import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wishwall/contracts/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { enCore } from '../locales/en-core.ts';
import { siteLanguageOf } from '@wishwall/domain/language-preference';
import { toLanguage } from './language.ts';
import { setMoreTextsLoader } from './lazy-with-texts.ts';
import { createTextLoading, type LocaleParts } from './texts.ts';

// English, the default and the fallback, comes with the page: its first screens' texts only.
// Another language's are a chunk of their own, loaded before its first render (decision 0028),
// and each language's rest is one more chunk, loaded with the first page or dialog that loads on
// demand (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript).
const LOCALES: Record<Language, LocaleParts> = {
  en: {
    core: async () => enCore,
    more: async () => (await import('../locales/en-more.ts')).enMore,
  },
  es: {
    core: async () => (await import('../locales/es-core.ts')).esCore,
    more: async () => (await import('../locales/es-more.ts')).esMore,
  },
};

// Keeps <html lang> true for screen readers, hyphenation and browser translation prompts.
i18n.on('languageChanged', () => {
  document.documentElement.lang = toLanguage(i18n.resolvedLanguage);
});

// English is bundled, so initialisation is synchronous; the detected language's texts are
// awaited below, before any module that imports this one (the router among them) runs.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // A copy: the rest of the texts is merged into it (`lib/texts.ts`).
    resources: { en: { translation: structuredClone(enCore) } },
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    // `es-ES` and `es-MX` count as Spanish: a browser's tags match by their primary subtag.
    nonExplicitSupportedLngs: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React already escapes rendered text.
    // Texts that arrive after a render (the rest of a language's) render again what uses them.
    react: { bindI18nStore: 'added' },
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

/**
 * `loadLanguage` makes a language's texts available: call it before switching to that language.
 * `loadMoreTexts` loads the rest, which pages and dialogs loaded on demand await
 * (`lazyWithTexts`).
 */
export const { loadLanguage, loadMoreTexts } = createTextLoading(i18n, LOCALES);
setMoreTextsLoader(loadMoreTexts);

// The detector answers the browser's tag (`es-MX`); the site's language is its primary subtag.
// Its texts may not be bundled (`resolvedLanguage` fell back to English for it): load them, and
// switch to the bare code so that the cookie the server's `/` redirect reads says `es`, as
// localStorage does.
const detected = siteLanguageOf(i18n.language) ?? toLanguage(undefined);
if (i18n.language !== detected || !i18n.hasResourceBundle(detected, 'translation')) {
  await loadLanguage(detected);
  await i18n.changeLanguage(detected);
}

export { i18n };
