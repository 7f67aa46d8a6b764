import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { restoreSession } from '../features/auth/utils/restore-session.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { toLanguage } from '../lib/language.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

configureApiClient({
  // The server answers, and mails, in the language the page is shown in.
  language: () => toLanguage(i18n.resolvedLanguage),
  // A token the server no longer accepts (expired, revoked by a password change elsewhere).
  onUnauthorized: () => useSessionStore.getState().clear(),
});
void restoreSession();

/**
 * The app around its router. The server renders the same tree around its static router
 * (`entry-server.tsx`), so that hydration finds the markup it would have made.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
