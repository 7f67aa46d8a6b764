import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useCaptchaAnswer } from '../../../hooks/use-captcha.ts';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { problemText } from '../utils/problem-text.ts';
import { hasProblems, type FieldProblem } from '../utils/validate-auth-forms.ts';
import {
  validateForgotPassword,
  type ForgotPasswordValues,
} from '../utils/validate-recovery-forms.ts';
import './auth-dialogs.css';

interface ForgotPasswordDialogProps {
  onClose: () => void;
}

/**
 * "Forgot password?" (docs/product.md#password-reset): the address and a captcha. The answer
 * never says whether an account holds the address, so neither does this dialog.
 */
export function ForgotPasswordDialog({ onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { captcha, answer } = useCaptchaAnswer(show);
  const { busy, run } = useSubmit(flash);
  const { values, setValues, problems, setProblems, change } = useFormFields<
    ForgotPasswordValues,
    FieldProblem
  >({ email: '', captcha: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backToLogin = () => useAuthDialogStore.getState().openLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateForgotPassword(values);
    setProblems(found);
    if (hasProblems(found)) return;
    const captchaAnswer = answer(values.captcha);
    if (!captchaAnswer) return;
    const email = values.email.trim();
    const failure = await run(
      async () => {
        await requestPasswordReset({
          email,
          ...captchaAnswer,
        });
        setSentTo(email);
      },
      { fallback: t('account_recovery.error_requesting') },
    );
    if (failure) {
      // The server spends the captcha on every attempt: a new one for the next try.
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.reload();
    }
  };

  if (sentTo) {
    return (
      <Dialog title={t('account_recovery.forgot_title')} onClose={onClose} testId="forgot-password">
        <Alert tone="success" testId="password-reset-sent">
          {t('account_recovery.link_sent', { email: sentTo })}
        </Alert>
        <div className="dialog__footer">
          <button
            type="button"
            className="button button--primary"
            onClick={backToLogin}
            data-autofocus
          >
            {t('account_recovery.back_to_login')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('account_recovery.forgot_title')} onClose={onClose} testId="forgot-password">
      <Form onSubmit={submit}>
        <p className="dialog__text">{t('account_recovery.forgot_explained')}</p>
        <EmailField
          value={values.email}
          onChange={change('email')}
          error={problemText(t, problems.email)}
          autoFocus
        />
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          onChange={change('captcha')}
          error={problemText(t, problems.captcha)}
        />
        <FlashAlert message={message} />
        <BusyButton
          busy={busy}
          busyLabel={t('common.sending')}
          className="button button--primary button--block"
        >
          {t('account_recovery.send_link')}
        </BusyButton>
        <p className="auth-dialog__switch">
          <button type="button" className="button button--link" onClick={backToLogin}>
            {t('account_recovery.back_to_login')}
          </button>
        </p>
      </Form>
    </Dialog>
  );
}
