import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { i18n, loadLanguage } from '../../lib/i18n.ts';
import { isLanguage, toLanguage } from '../../lib/language.ts';

// Redirects keep the query, so a shared `/?referral_code=…` or `/?lng=es` link still works.
function redirectTo(language: string | undefined, request: Request) {
  return replace(`/${toLanguage(language)}${new URL(request.url).search}`);
}

/** `/`, and any path without a valid language prefix, goes to the stored (detected) language. */
export function redirectToStoredLanguage({ request }: LoaderFunctionArgs) {
  return redirectTo(i18n.resolvedLanguage, request);
}

/**
 * The URL's language wins over the detected one, and visiting it stores it (the detector caches
 * on every change), so `/` later returns to it. Runs before render: no flash of the other language.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  if (!isLanguage(params.lang)) return redirectTo(i18n.resolvedLanguage, request);
  if (i18n.language !== params.lang) {
    await loadLanguage(params.lang);
    await i18n.changeLanguage(params.lang);
  }
  return null;
}

/** An unknown page under a valid prefix goes to that language's home. */
export function redirectToLanguageHome({ params, request }: LoaderFunctionArgs) {
  return redirectTo(params.lang, request);
}
