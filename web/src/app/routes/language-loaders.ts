import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { i18n, loadLanguage } from '../../lib/i18n.ts';
import { isLanguage, toLanguage } from '../../lib/language.ts';
import { useNoticeStore } from '../../stores/notice-store.ts';
import { pathInLanguage } from './language-path.ts';

// Redirects keep the query, so a shared `/?referral_code=…` or `/?lng=es` link still works.
function redirectTo(path: string, request: Request) {
  return replace(`${path}${new URL(request.url).search}`);
}

/**
 * `/`, and any path without a valid language prefix, goes to the same page in the stored
 * (detected) language: `/fr/wish/3` → `/en/wish/3`. A page that does not exist there either
 * then lands on that language's home with a notice.
 */
export function redirectToStoredLanguage({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  return redirectTo(pathInLanguage(pathname, toLanguage(i18n.resolvedLanguage)), request);
}

/**
 * The URL's language wins over the detected one, and visiting it stores it (the detector caches
 * on every change), so `/` later returns to it. Runs before render: no flash of the other language.
 */
export async function languageLoader(args: LoaderFunctionArgs) {
  const { params } = args;
  if (!isLanguage(params.lang)) return redirectToStoredLanguage(args);
  if (i18n.language !== params.lang) {
    await loadLanguage(params.lang);
    await i18n.changeLanguage(params.lang);
  }
  return null;
}

/** An unknown page under a valid prefix goes to that language's home, saying it was not found. */
export function redirectToLanguageHome({ params, request }: LoaderFunctionArgs) {
  // A wrong prefix is the parent loader's to fix first, keeping the rest of the path.
  if (!isLanguage(params.lang)) return null;
  const home = `/${params.lang}`;
  useNoticeStore.getState().show({ kind: 'route_not_found', at: home });
  return redirectTo(home, request);
}
