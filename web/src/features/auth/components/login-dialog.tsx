import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useCaptchaAnswer } from '../../../hooks/use-captcha.ts';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { LEAVING, useSubmit, type SubmitFailure } from '../../../hooks/use-submit.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAuthDialogStore, type LoginReason } from '../../../stores/auth-dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { login } from '../api/login.ts';
import { signInWithPasskey } from '../api/passkey-login.ts';
import { passkeysSupported } from '../utils/passkey-ceremony.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { readDevAuthEmail } from '../utils/dev-auth-email.ts';
import { problemText } from '../utils/problem-text.ts';
import {
  hasProblems,
  serverProblems,
  validateLogin,
  type FieldProblem,
  type LoginValues,
} from '../utils/validate-auth-forms.ts';
import './auth-dialogs.css';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { AuthDialogFooter } from './auth-dialog-footer.tsx';

const LOGIN_FIELDS = ['email', 'password', 'captcha'] as const;

const LOGIN_REASON_KEYS = {
  config: 'auth.login_reason_config',
  page: 'auth.login_reason_page',
} as const satisfies Record<LoginReason, string>;

interface LoginDialogProps {
  onClose: () => void;
}

export function LoginDialog({ onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { captcha, answer } = useCaptchaAnswer(show);
  const { busy, run } = useSubmit(flash);
  const { values, setValues, problems, setProblems, change } = useFormFields<
    LoginValues,
    FieldProblem
  >(() => ({ email: readDevAuthEmail(), password: '', captcha: '' }));
  const reason = useAuthDialogStore((s) => s.loginReason);

  const fail = ({ code, error }: SubmitFailure) => {
    if (error instanceof ApiError && code === 'validation_failed') {
      setProblems(serverProblems(error.fields, LOGIN_FIELDS));
    }
    // The server spends the captcha on every attempt: a new one for the next try.
    setValues((current) => ({ ...current, captcha: '' }));
    captcha.reload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setProblems(found);
    if (hasProblems(found)) return;
    const captchaAnswer = answer(values.captcha);
    if (!captchaAnswer) return;
    const failure = await run(
      async () => {
        const email = values.email.trim();
        const result = await login({
          email,
          password: values.password,
          ...captchaAnswer,
        });
        if (result.requireCode && result.two_factor_token) {
          useSessionStore.getState().awaitTwoFactor({
            twoFactorToken: result.two_factor_token,
            email,
            factors: result.factors,
          });
          useAuthDialogStore.getState().openTwoFactor();
        } else if (result.token && result.user) {
          completeSignIn({ token: result.token, user: result.user });
        } else {
          throw new Error('The login answer held neither a session nor a second-factor request');
        }
        return LEAVING;
      },
      { fallback: t('auth.error_on_login') },
    );
    if (failure) fail(failure);
  };

  // A passkey alone: no captcha (the assertion is the proof), limited per client by the server.
  const withPasskey = () =>
    run(
      async () => {
        completeSignIn(await signInWithPasskey());
        return LEAVING;
      },
      { fallback: t('passkeys.error_prompt') },
    );

  return (
    <Dialog title={t('auth.login_title')} onClose={onClose} testId="login-dialog">
      {passkeysSupported() && (
        <div className="auth-dialog__passkey">
          <button
            type="button"
            className="button button--block"
            onClick={() => void withPasskey()}
            disabled={busy}
            data-testid="sign-in-with-passkey"
          >
            {t('passkeys.sign_in')}
          </button>
          <p className="auth-dialog__or">{t('passkeys.or_password')}</p>
        </div>
      )}
      <Form onSubmit={submit}>
        {reason && <Alert tone="info">{t(LOGIN_REASON_KEYS[reason])}</Alert>}
        <EmailField
          value={values.email}
          onChange={change('email')}
          error={problemText(t, problems.email)}
          autoFocus={values.email === ''}
        />
        <PasswordField
          purpose="current"
          value={values.password}
          onChange={change('password')}
          error={problemText(t, problems.password)}
          autoFocus={values.email !== ''}
        />
        <p className="auth-dialog__forgot">
          <button
            type="button"
            className="button button--link"
            onClick={() => useAuthDialogStore.getState().openForgotPassword()}
          >
            {t('account_recovery.forgot_link')}
          </button>
        </p>
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          onChange={change('captcha')}
          error={problemText(t, problems.captcha)}
        />
        <FlashAlert message={message} />
        <AuthDialogFooter
          busy={busy}
          submitLabel={t('auth.login_submit')}
          busyLabel={t('auth.logging_in')}
          switchPrompt={t('auth.no_account')}
          switchLabel={t('auth.register_link')}
          onSwitch={() => useAuthDialogStore.getState().openRegister()}
        />
      </Form>
    </Dialog>
  );
}
