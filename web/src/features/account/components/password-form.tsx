import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { updatePassword, type PasswordChange } from '../api/update-password.ts';
import { validatePasswordChange, type PasswordProblem } from '../utils/validate-password-change.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

const EMPTY: PasswordChange = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

const PROBLEM_KEYS = {
  required: 'form.required',
  password_too_short: 'form.password_too_short',
  new_passwords_do_not_match: 'errors.new_passwords_do_not_match',
} as const satisfies Record<PasswordProblem, string>;

export function PasswordForm() {
  const { t } = useTranslation();
  const { values, setValues, problems, setProblems, change } = useFormFields<
    PasswordChange,
    PasswordProblem
  >(EMPTY);
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);

  const problemOf = (field: keyof PasswordChange) => {
    const problem = problems[field];
    return problem ? t(PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH }) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const failure = await run(
      async () => {
        // Every other session is revoked; this one carries on with the new token.
        useSessionStore.getState().replaceToken(await updatePassword(values));
        setValues(EMPTY);
        show('success', t('security.password_updated'));
      },
      { fallback: t('security.error_updating_password') },
    );
    if (failure?.code === 'new_passwords_do_not_match') {
      setProblems({ new_password_confirmation: 'new_passwords_do_not_match' });
    }
  };

  return (
    <Form onSubmit={submit}>
      <PasswordField
        purpose="current"
        label={t('security.current_password')}
        name="current_password"
        value={values.current_password}
        onChange={change('current_password')}
        error={problemOf('current_password')}
      />
      <div className="form__row">
        <PasswordField
          purpose="new"
          label={t('security.new_password')}
          name="new_password"
          value={values.new_password}
          onChange={change('new_password')}
          error={problemOf('new_password')}
          hint={t('security.password_rule', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          purpose="new"
          label={t('security.new_password_confirmation')}
          name="new_password_confirmation"
          value={values.new_password_confirmation}
          onChange={change('new_password_confirmation')}
          error={problemOf('new_password_confirmation')}
        />
      </div>
      <FlashAlert message={message} />
      <div className="form__actions">
        <BusyButton busy={busy} busyLabel={t('common.saving')}>
          {t('security.change_password')}
        </BusyButton>
      </div>
    </Form>
  );
}
