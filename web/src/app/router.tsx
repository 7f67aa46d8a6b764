import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { captureReferralCode } from '../lib/referral-code.ts';
import { createRoutes } from './routes.tsx';
import { devAuthLoader } from './routes/dev-auth-loader.ts';
import {
  languageLoader,
  redirectToLanguageHome,
  redirectToStoredLanguage,
} from './routes/language-loaders.ts';

/** The browser's routes: its loaders move the one i18next, and its pages fetch their data. */
export const browserRoutes = createRoutes({
  languageLoader,
  redirectToLanguageHome,
  redirectToStoredLanguage,
  devAuthLoader,
});

/**
 * The browser's router; `hydrationData`, the server's loader data, when it hydrates a page the
 * server rendered (docs/decisions/0058-first-screens-from-the-server.md).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(browserRoutes, hydrationData ? { hydrationData } : {});
  // Captured from the very first URL too, before any redirect could drop the query.
  captureReferralCode(window.location.search);
  router.subscribe((state) => captureReferralCode(state.location.search));
  return router;
}
