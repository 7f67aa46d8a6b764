import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { loginRedirect } from '../../../lib/return-path.ts';
import { useAuthDialogStore, type LoginReason } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import './auth-dialogs.css';

interface RequireAuthProps {
  children: ReactNode;
  /** What the login dialog tells the visitor this page is. */
  reason?: LoginReason;
}

/**
 * docs/product.md#settings: a signed-in-only page sends a visitor to the language home, remembering
 * path and query, and opens the login dialog there saying why; whenever they then log in or
 * register, they come back. Someone who signs out while on the page is only sent home: the dialog
 * is for visitors who arrived signed out, not for a deliberate logout.
 */
export function RequireAuth({ children, reason = 'page' }: RequireAuthProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const status = useSessionStore((s) => s.status);
  const signedIn = useSessionStore((s) => s.user !== null);
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (status !== 'ready') return;
    if (wasSignedIn.current) {
      void navigate(`/${language}`, { replace: true });
      return;
    }
    const { to, returnTo } = loginRedirect(location, language);
    useAuthDialogStore.getState().askToLogIn(returnTo, reason);
    void navigate(to, { replace: true });
  }, [status, signedIn, location, language, navigate, reason]);

  if (signedIn) return children;
  return (
    <div className="card require-auth">
      <LoadingBars label={t('app.loading')} />
    </div>
  );
}
