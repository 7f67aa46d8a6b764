import { RouterProvider } from 'react-router-dom';
import { restoreSession } from '../features/auth/utils/restore-session.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { toLanguage } from '../lib/language.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { createAppRouter } from './router.tsx';

configureApiClient({
  // The server answers, and mails, in the language the page is shown in.
  language: () => toLanguage(i18n.resolvedLanguage),
  // A token the server no longer accepts (expired, revoked by a password change elsewhere).
  onUnauthorized: () => useSessionStore.getState().clear(),
});
void restoreSession();

const router = createAppRouter();

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
