import type { SessionDto } from '@wishwall/contracts/account.dto';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { authRouteOf } from '../utils/auth-route.ts';

/**
 * Signs the session in and carries on where the visitor meant to go: back to the page that sent
 * them to log in, else off `/{lang}/login|register` to the home they stand on, else nowhere.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();

  return (session: SessionDto) => {
    useSessionStore.getState().signIn(session);
    const { returnTo, afterSignIn } = useAuthDialogStore.getState().completeSignIn();
    const target = safeReturnPath(returnTo);
    if (target) void navigate(target);
    else if (authRouteOf(location.pathname)) void navigate(`/${language}`, { replace: true });
    afterSignIn?.();
  };
}
