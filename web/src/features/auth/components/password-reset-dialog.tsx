import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useAuthDialogStore } from '../../../stores/auth-dialog-store.ts';
import { resetPassword } from '../api/reset-password.ts';
import { problemText } from '../utils/problem-text.ts';
import { hasProblems, type FieldProblem } from '../utils/validate-auth-forms.ts';
import { validateNewPassword, type NewPasswordValues } from '../utils/validate-recovery-forms.ts';
import './auth-dialogs.css';

interface PasswordResetDialogProps {
  token: string;
  onClose: () => void;
}

/**
 * The reset link's page (docs/product.md#password-reset): a new password twice. Once set, every
 * session has ended and the user logs in again, with their second factor when it is on.
 */
export function PasswordResetDialog({ token, onClose }: PasswordResetDialogProps) {
  const { t } = useTranslation();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const { values, problems, setProblems, change } = useFormFields<NewPasswordValues, FieldProblem>({
    password: '',
    password_confirmation: '',
  });
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword(values);
    setProblems(found);
    if (hasProblems(found)) return;
    await run(
      async () => {
        await resetPassword({ token, ...values });
        setDone(true);
      },
      {
        fallback: t('account_recovery.error_resetting'),
        // The link's own words: the shared text speaks of verification e-mails.
        describe: (code) =>
          code === 'invalid_or_expired_token' ? t('account_recovery.link_invalid') : null,
      },
    );
  };

  if (done) {
    return (
      <Dialog title={t('account_recovery.reset_title')} onClose={onClose} testId="password-reset">
        <Alert tone="success" testId="password-reset-done">
          {t('account_recovery.password_reset')}
        </Alert>
        <div className="dialog__footer">
          <button
            type="button"
            className="button button--primary"
            onClick={() => useAuthDialogStore.getState().openLogin()}
            data-autofocus
          >
            {t('auth.login_button')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('account_recovery.reset_title')} onClose={onClose} testId="password-reset">
      <Form onSubmit={submit}>
        <PasswordField
          purpose="new"
          label={t('security.new_password')}
          value={values.password}
          onChange={change('password')}
          error={problemText(t, problems.password)}
          hint={t('account_recovery.password_rule', { min: PASSWORD_MIN_LENGTH })}
          autoFocus
        />
        <PasswordField
          purpose="new"
          label={t('security.new_password_confirmation')}
          name="password_confirmation"
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          error={problemText(t, problems.password_confirmation)}
        />
        <FlashAlert message={flash.message} />
        <BusyButton
          busy={busy}
          busyLabel={t('common.saving')}
          className="button button--primary button--block"
        >
          {t('account_recovery.set_password')}
        </BusyButton>
      </Form>
    </Dialog>
  );
}
