import type { UserDto } from '@wishwall/contracts/account.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { changeEmail, stepUpWithApp } from '../api/change-email.ts';
import {
  validateEmailChange,
  type EmailChangeProblem,
  type EmailChangeProof,
} from '../utils/validate-email-change.ts';

const PROBLEM_KEYS = {
  required: 'form.required',
  invalid_email: 'form.invalid_email',
  same_email: 'email_change.same_email',
  invalid_code: 'email_change.invalid_code',
} as const satisfies Record<EmailChangeProblem, string>;

interface EmailChangeFormProps {
  user: UserDto;
}

/**
 * A new address, confirmed with the password or, when the account has an authenticator app,
 * with its code instead (docs/product.md#changing-the-e-mail-address). The account moves only
 * when the link mailed there is opened; the answer is always "sent".
 */
export function EmailChangeForm({ user }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const empty = { email: '', current_password: '', code: '' };
  const { values, setValues, problems, setProblems, change } = useFormFields<
    typeof empty,
    EmailChangeProblem
  >(empty);
  const hasApp = user.data_user.totp_enabled === 1;
  const [proof, setProof] = useState<EmailChangeProof>('password');
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);

  const problemOf = (field: keyof typeof values) => {
    const problem = problems[field];
    return problem ? t(PROBLEM_KEYS[problem]) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateEmailChange(values, user.email, proof);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    await run(
      async () => {
        if (proof === 'app') {
          // The app's code passed now stands in for the password for a few minutes.
          useSessionStore.getState().replaceToken(await stepUpWithApp(values.code.trim()));
          await changeEmail(email, null);
        } else {
          await changeEmail(email, values.current_password);
        }
        setValues(empty);
        show('success', t('email_change.link_sent', { email }));
      },
      { fallback: t('email_change.error') },
    );
  };

  return (
    <Form onSubmit={submit}>
      <p className="config__hint">{t('email_change.explained')}</p>
      <EmailField
        label={t('email_change.new_email')}
        name="new_email"
        autoComplete="off"
        value={values.email}
        onChange={change('email')}
        error={problemOf('email')}
      />
      {proof === 'password' ? (
        <PasswordField
          purpose="current"
          label={t('security.current_password')}
          name="email_change_password"
          value={values.current_password}
          onChange={change('current_password')}
          error={problemOf('current_password')}
        />
      ) : (
        <TextField
          label={t('email_change.app_code')}
          name="email_change_code"
          value={values.code}
          onChange={change('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={problemOf('code')}
        />
      )}
      {hasApp && (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setProof(proof === 'password' ? 'app' : 'password');
            setProblems({});
          }}
        >
          {proof === 'password' ? t('email_change.use_app') : t('email_change.use_password')}
        </button>
      )}
      <FlashAlert message={message} />
      <div className="form__actions">
        <BusyButton busy={busy} busyLabel={t('common.sending')}>
          {t('email_change.submit')}
        </BusyButton>
      </div>
    </Form>
  );
}
