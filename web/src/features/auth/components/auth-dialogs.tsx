import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { lazyWithTexts } from '../../../lib/lazy-with-texts.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useEmailVerificationStore } from '../stores/email-verification-store.ts';
import { authRouteOf } from '../utils/auth-route.ts';

// Each dialog is its own chunk, loaded when it first opens: a visitor who only reads the wall
// never downloads the forms (decision 0028).
const LoginDialog = lazyWithTexts(async () => (await import('./login-dialog.tsx')).LoginDialog);
const RegisterDialog = lazyWithTexts(
  async () => (await import('./register-dialog.tsx')).RegisterDialog,
);
const LoginTwoFactorDialog = lazyWithTexts(
  async () => (await import('./login-two-factor-dialog.tsx')).LoginTwoFactorDialog,
);
const AuthPromptDialog = lazyWithTexts(
  async () => (await import('./auth-prompt-dialog.tsx')).AuthPromptDialog,
);
const ForgotPasswordDialog = lazyWithTexts(
  async () => (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog,
);
const PasswordResetDialog = lazyWithTexts(
  async () => (await import('./password-reset-dialog.tsx')).PasswordResetDialog,
);
const EmailChangeUndoDialog = lazyWithTexts(
  async () => (await import('./email-change-undo-dialog.tsx')).EmailChangeUndoDialog,
);
const EmailVerificationDialog = lazyWithTexts(
  async () => (await import('./email-verification-dialog.tsx')).EmailVerificationDialog,
);

/**
 * Every account dialog, mounted once in the layout. `/{lang}/login`, `/{lang}/register`,
 * `/{lang}/email-verification-process?email=…&token=…` and the mailed account links
 * (`/{lang}/password-reset?token=…`, `/{lang}/email-change-undo?token=…`) open theirs over the
 * page (docs/product.md#account-dialogs); elsewhere the header, the prompt and signed-in-only pages open
 * them through the store.
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
  const linkToken = new URLSearchParams(search).get('token');

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
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog onClose={dismiss} />}
      {dialog === 'register' && <RegisterDialog onClose={dismiss} />}
      {dialog === 'two_factor' && pendingTwoFactor && (
        <LoginTwoFactorDialog pending={pendingTwoFactor} onClose={dismiss} />
      )}
      {dialog === 'prompt' && <AuthPromptDialog reason={promptReason} onClose={dismiss} />}
      {dialog === 'forgot_password' && <ForgotPasswordDialog onClose={dismiss} />}
      {route === 'password-reset' && dialog === null && linkToken && (
        <PasswordResetDialog token={linkToken} onClose={leaveRoute} />
      )}
      {route === 'email-change-undo' && dialog === null && linkToken && (
        <EmailChangeUndoDialog token={linkToken} onClose={leaveRoute} />
      )}
      {verifying && (
        <EmailVerificationDialog
          onClose={() => {
            useEmailVerificationStore.getState().reset();
            leaveRoute();
          }}
        />
      )}
    </Suspense>
  );
}
