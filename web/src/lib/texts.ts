import type { Language } from '@wishwall/contracts/constants';
import type { i18n as I18n } from 'i18next';
import { toLanguage } from './language.ts';

/**
 * A language's texts in two parts: the first screens' and the rest
 * (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript).
 */
export interface LocaleParts {
  /** The first screens' texts. */
  core: () => Promise<object>;
  /** The rest: the pages and dialogs loaded on demand. */
  more: () => Promise<object>;
}

export interface TextLoading {
  /**
   * Makes a language's texts available; call it before switching to that language. Once a page
   * or dialog loaded on demand has asked for the rest of the texts, it loads that language's
   * rest too, so the page on screen does not switch to keys.
   */
  loadLanguage: (language: Language) => Promise<void>;
  /** The rest of the texts, in the language in use and any being switched to. */
  loadMoreTexts: () => Promise<void>;
}

/**
 * How one i18next, initialised already, gets its texts: each part of each language loaded once,
 * when first needed. A language whose texts it holds at this point counts as having its first
 * screens' part; give it a copy of those (`structuredClone`), as the rest is merged into it.
 */
export function createTextLoading(i18n: I18n, locales: Record<Language, LocaleParts>): TextLoading {
  const loads = new Map<string, Promise<void>>();
  /** Languages whose texts `loadLanguage` is loading: the next language in use. */
  const switching = new Set<Language>();
  let moreWanted = false;
  for (const language of Object.keys(locales) as Language[]) {
    if (i18n.hasResourceBundle(language, 'translation')) {
      loads.set(`${language}/core`, Promise.resolve());
    }
  }

  const load = (language: Language, part: keyof LocaleParts): Promise<void> => {
    const id = `${language}/${part}`;
    let loading = loads.get(id);
    if (!loading) {
      loading = locales[language][part]().then((texts) => {
        // Deep: a section of both parts (`payment`) gets the keys of both. i18next merges into
        // the objects it holds, so it gets a copy: the locale modules stay as they are.
        i18n.addResourceBundle(language, 'translation', structuredClone(texts), true, false);
      });
      // A chunk that did not load (offline) is asked for again next time.
      void loading.catch(() => loads.delete(id));
      loads.set(id, loading);
    }
    return loading;
  };

  // A language switched to without `loadLanguage` gets its rest all the same; with
  // `react.bindI18nStore: 'added'` what is on screen renders again when it arrives.
  i18n.on('languageChanged', (language) => {
    if (moreWanted) void load(toLanguage(language), 'more');
  });

  return {
    async loadLanguage(language) {
      switching.add(language);
      try {
        await load(language, 'core');
        if (moreWanted) await load(language, 'more');
      } finally {
        switching.delete(language);
      }
    },
    async loadMoreTexts() {
      moreWanted = true;
      const languages = new Set([toLanguage(i18n.resolvedLanguage), ...switching]);
      await Promise.all([...languages].map((language) => load(language, 'more')));
    },
  };
}
