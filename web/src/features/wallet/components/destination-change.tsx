import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { destinationProblem } from '../utils/wallet-rules.ts';

/**
 * Changing the PayPal account withdrawals go to: the new e-mail and the account's password, or
 * nothing more when the session's second factor is recent enough to stand for it. The change is
 * mailed and holds new withdrawals 24 hours (docs/product.md#withdrawals).
 */
export function DestinationChange({
  needsPassword,
  onSave,
  onCancel,
}: {
  needsPassword: boolean;
  onSave: (email: string, password: string | null) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = destinationProblem(email);
    if (problem) {
      setEmailError(t(`errors.${problem}`));
      return;
    }
    // A wrong password shows under the password, anything else under the address.
    const failure = await run(() => onSave(email.trim(), needsPassword ? password : null), {
      fallback: t('wallet.withdraw_error'),
      showFailure: () => {},
    });
    if (failure?.code === 'wrong_current_password') setPasswordError(failure.text);
    else if (failure) setEmailError(failure.text);
  };

  return (
    <Form className="form" onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('wallet.destination_label')}
        name="new-destination"
        type="email"
        inputMode="email"
        maxLength={254}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailError(null);
        }}
        required
        error={emailError}
      />
      {needsPassword ? (
        <TextField
          label={t('wallet.destination_password')}
          name="destination-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          required
          error={passwordError}
          hint={t('wallet.destination_password_hint')}
        />
      ) : (
        <p className="field__hint" data-testid="destination-factor-hint">
          {t('wallet.destination_factor_hint')}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('wallet.destination_cancel')}
        </button>
        <BusyButton busy={busy} busyLabel={t('wallet.withdraw_sending')}>
          {t('wallet.destination_save')}
        </BusyButton>
      </div>
    </Form>
  );
}
