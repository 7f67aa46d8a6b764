import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The page bundles only the first screens' texts (`locales/en-core.ts`); the pages and dialogs
 * loaded on demand use the rest (`locales/en-more.ts`), which each of them awaits with its chunk
 * (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript). The browser's
 * i18next says how to load them (`lib/i18n.ts`); the server's per-request instances hold every
 * text already, so there this waits for nothing.
 */
let loadMoreTexts: () => Promise<void> = () => Promise.resolve();

/** Called once by the browser's i18next set-up. */
export function setMoreTextsLoader(load: () => Promise<void>): void {
  loadMoreTexts = load;
}

/** The texts of the pages and dialogs loaded on demand, in the language in use. */
export function moreTexts(): Promise<void> {
  return loadMoreTexts();
}

/** A module loaded on demand, resolved once the texts it uses are here too. */
export async function withMoreTexts<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), moreTexts()]);
  return loaded;
}

/**
 * `React.lazy` for a page or dialog loaded on demand: it renders only once its chunk and the
 * texts beyond the first screens' are both here, so no key shows untranslated.
 */
export function lazyWithTexts<P>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await withMoreTexts(load) }));
}
