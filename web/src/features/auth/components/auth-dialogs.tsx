import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useEmailVerificationStore } from '../stores/email-verification-store.ts';
import { authRouteOf } from '../utils/auth-route.ts';
import { AuthPromptDialog } from './auth-prompt-dialog.tsx';
import { EmailVerificationDialog } from './email-verification-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { LoginTwoFactorDialog } from './login-two-factor-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

/**
 * Every account dialog, mounted once in the layout. `/{lang}/login`, `/{lang}/register` and
 * `/{lang}/email-verification-process?email=…&token=…` open theirs over the page (spec §2);
 * elsewhere the header, the prompt and signed-in-only pages open them through the store.
 */
export function AuthDialogs() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const route = authRouteOf(pathname);
  const dialog = useAuthDialogStore((s) => s.dialog);
  const promptReason = useAuthDialogStore((s) => s.promptReason);
  const status = useSessionStore((s) => s.status);
  const signedIn = useSessionStore((s) => s.user !== null);
  const pendingTwoFactor = useSessionStore((s) => s.pendingTwoFactor);
  const verifying = useEmailVerificationStore((s) => s.link !== null);

  useEffect(() => {
    if ((route !== 'login' && route !== 'register') || status !== 'ready') return;
    if (signedIn) {
      void navigate(`/${language}`, { replace: true });
      return;
    }
    const { openLogin, openRegister } = useAuthDialogStore.getState();
    if (route === 'login') openLogin();
    else openRegister();
  }, [route, status, signedIn, language, navigate]);

  useEffect(() => {
    if (route !== 'email-verification-process') return;
    const query = new URLSearchParams(search);
    const email = query.get('email');
    const token = query.get('token');
    if (email && token) useEmailVerificationStore.getState().verify(email, token);
  }, [route, search]);

  /** Closing a dialog that a route opened leaves that route for the plain home page. */
  const leaveRoute = () => {
    if (route) void navigate(`/${language}`, { replace: true });
  };

  const dismiss = () => {
    useAuthDialogStore.getState().dismiss();
    useSessionStore.getState().cancelTwoFactor();
    leaveRoute();
  };

  return (
    <>
      {dialog === 'login' && <LoginDialog onClose={dismiss} />}
      {dialog === 'register' && <RegisterDialog onClose={dismiss} />}
      {dialog === 'two_factor' && pendingTwoFactor && (
        <LoginTwoFactorDialog pending={pendingTwoFactor} onClose={dismiss} />
      )}
      {dialog === 'prompt' && <AuthPromptDialog reason={promptReason} onClose={dismiss} />}
      {verifying && (
        <EmailVerificationDialog
          onClose={() => {
            useEmailVerificationStore.getState().reset();
            leaveRoute();
          }}
        />
      )}
    </>
  );
}
