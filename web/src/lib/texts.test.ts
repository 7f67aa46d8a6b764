import type { Language } from '@wishwall/contracts/constants';
import { createInstance, type i18n as I18n } from 'i18next';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { enCore } from '../locales/en-core.ts';
import { enMore } from '../locales/en-more.ts';
import { esCore } from '../locales/es-core.ts';
import { esMore } from '../locales/es-more.ts';
import { lazyWithTexts, moreTexts, setMoreTextsLoader } from './lazy-with-texts.ts';
import { createTextLoading, type LocaleParts } from './texts.ts';

/** The real parts, each load counted and held until `release` (all at once) when `held`. */
function fakeLocales({ held = false } = {}) {
  const loads: string[] = [];
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const part = (name: string, texts: object) => async (): Promise<object> => {
    loads.push(name);
    await gate;
    return texts;
  };
  const locales: Record<Language, LocaleParts> = {
    en: { core: part('en/core', enCore), more: part('en/more', enMore) },
    es: { core: part('es/core', esCore), more: part('es/more', esMore) },
  };
  return { locales, loads, release: () => release() };
}

/** An i18next as the browser's starts: English's first screens' texts only. */
function browserI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources: { en: { translation: structuredClone(enCore) } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const text = (i18n: I18n, language: Language, key: string) =>
  i18n.getResource(language, 'translation', key) as string | undefined;

/** A dialog of the kind loaded on demand: its title is one of the rest's texts. */
function LoginTitle() {
  const { t } = useTranslation();
  return createElement('h2', null, t('auth.login_title'));
}

async function render(i18n: I18n, Component: ComponentType) {
  const { prelude } = await prerender(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(Suspense, { fallback: 'loading' }, createElement(Component)),
    ),
  );
  return new Response(prelude).text();
}

afterEach(() => setMoreTextsLoader(() => Promise.resolve()));

describe('lazyWithTexts', () => {
  it('renders a component loaded on demand once the rest of the texts is here', async () => {
    const i18n = browserI18n();
    const { locales, loads } = fakeLocales();
    setMoreTextsLoader(createTextLoading(i18n, locales).loadMoreTexts);

    const html = await render(
      i18n,
      lazyWithTexts(async () => LoginTitle),
    );

    expect(html).toContain('<h2>Log in</h2>');
    expect(loads).toEqual(['en/more']);
  });

  it('is what keeps the key from showing: a plain lazy renders before the texts', async () => {
    const html = await render(
      browserI18n(),
      lazy(async () => ({ default: LoginTitle })),
    );
    expect(html).toContain('<h2>auth.login_title</h2>');
  });

  it('waits for nothing where no loader is set: the server holds every text', async () => {
    await expect(moreTexts()).resolves.toBeUndefined();
  });
});

describe('createTextLoading', () => {
  it('leaves the locale modules as they are', async () => {
    const before = structuredClone({ enCore, esCore });
    const { loadLanguage, loadMoreTexts } = createTextLoading(browserI18n(), fakeLocales().locales);
    await loadMoreTexts();
    await loadLanguage('es');
    expect({ enCore, esCore }).toEqual(before);
  });

  it('loads a language without its rest while nothing loaded on demand asked for it', async () => {
    const i18n = browserI18n();
    const { locales, loads } = fakeLocales();
    const { loadLanguage } = createTextLoading(i18n, locales);

    await loadLanguage('es');
    await loadLanguage('en');

    expect(loads).toEqual(['es/core']);
    expect(text(i18n, 'es', 'wall.title')).toBe(esCore.wall.title);
    expect(text(i18n, 'es', 'auth.login_title')).toBeUndefined();
  });

  it('loads the new language’s rest before switching once the old one’s was loaded', async () => {
    const i18n = browserI18n();
    const { locales, loads } = fakeLocales();
    const { loadLanguage, loadMoreTexts } = createTextLoading(i18n, locales);
    await loadMoreTexts();

    await loadLanguage('es');

    expect(loads).toEqual(['en/more', 'es/core', 'es/more']);
    expect(text(i18n, 'es', 'auth.login_title')).toBe(esMore.auth.login_title);
    // A section of both parts has the keys of both.
    expect(text(i18n, 'es', 'payment.pay_card')).toBe(esCore.payment.pay_card);
    expect(text(i18n, 'es', 'payment.success')).toBe(esMore.payment.success);
    expect(text(i18n, 'en', 'payment.pay_card')).toBe(enCore.payment.pay_card);
    expect(text(i18n, 'en', 'payment.success')).toBe(enMore.payment.success);
  });

  it('gives a language being switched to its rest when asked for meanwhile', async () => {
    const i18n = browserI18n();
    const { locales, loads, release } = fakeLocales({ held: true });
    const { loadLanguage, loadMoreTexts } = createTextLoading(i18n, locales);

    const switching = loadLanguage('es');
    const more = loadMoreTexts();
    release();
    await Promise.all([switching, more]);

    expect(loads.sort()).toEqual(['en/more', 'es/core', 'es/more']);
    expect(text(i18n, 'es', 'auth.login_title')).toBe(esMore.auth.login_title);
  });

  it('loads each part once however many ask, and again after a failed load', async () => {
    const i18n = browserI18n();
    let attempts = 0;
    const locales: Record<Language, LocaleParts> = {
      en: {
        core: async () => enCore,
        more: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return enMore;
        },
      },
      es: { core: async () => esCore, more: async () => esMore },
    };
    const { loadMoreTexts } = createTextLoading(i18n, locales);

    await expect(Promise.all([loadMoreTexts(), loadMoreTexts()])).rejects.toThrow('offline');
    expect(attempts).toBe(1);
    await Promise.all([loadMoreTexts(), loadMoreTexts()]);
    expect(attempts).toBe(2);
    expect(text(i18n, 'en', 'auth.login_title')).toBe(enMore.auth.login_title);
  });
});
