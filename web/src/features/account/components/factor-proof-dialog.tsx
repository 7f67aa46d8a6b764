import type { FactorProofBody, UserDto } from '@wishwall/contracts/account.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../../hooks/use-submit.ts';
import { mailProofCode } from '../api/authenticator-app.ts';
import { passkeyProof } from '../api/passkeys.ts';

type Factor = FactorProofBody['factor'];

interface FactorProofDialogProps {
  user: UserDto;
  /** What the proof is for, e.g. "Turn off the app". */
  action: string;
  /** Makes the change with the proof; a rejection shows its error and lets the user retry. */
  onProof: (proof: FactorProofBody) => Promise<void>;
  onClose: () => void;
  /** Shown when the change fails for no reason the server named. */
  fallbackError?: string;
}

/**
 * Asks for a current second factor before one is turned off, a passkey removed or recovery
 * codes are renewed (docs/decisions/0047-authenticator-apps.md): one of the account's passkeys
 * (docs/decisions/0053-passkeys.md), the app's code, a recovery code, or a code mailed for this
 * session.
 */
export function FactorProofDialog({
  user,
  action,
  onProof,
  onClose,
  fallbackError,
}: FactorProofDialogProps) {
  const { t } = useTranslation();
  const factors: Factor[] = [
    ...(user.data_user.passkeys_enabled === 1 ? (['passkey'] as const) : []),
    ...(user.data_user.totp_enabled === 1 ? (['totp', 'recovery'] as const) : []),
    ...(user.data_user.two_factor_enabled === 1 ? (['email'] as const) : []),
  ];
  const [factor, setFactor] = useState<Factor>(factors[0] ?? 'email');
  const [code, setCode] = useState('');
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const sending = useSubmit(flash);
  const confirming = useSubmit(flash);
  const labels: Record<Factor, string> = {
    passkey: t('passkeys.proof_with_passkey'),
    totp: t('security.proof_with_app'),
    recovery: t('security.proof_with_recovery'),
    email: t('security.proof_with_email'),
  };

  const fallback = fallbackError ?? t('security.error_app');
  const mail = () =>
    sending.run(
      async () => {
        await mailProofCode();
        show('success', t('security.proof_email_sent', { email: user.email }));
      },
      { fallback },
    );
  const withPasskey = factor === 'passkey';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.busy || confirming.busy || (!withPasskey && code.trim() === '')) return;
    // The caller closes the dialog once the change is made.
    await confirming.run(
      async () => {
        await onProof(withPasskey ? await passkeyProof() : { factor, code: code.trim() });
        return LEAVING;
      },
      { fallback: withPasskey ? t('passkeys.error_prompt') : fallback },
    );
  };

  return (
    <Dialog title={t('security.proof_title')} onClose={onClose} testId="factor-proof-dialog">
      <Form onSubmit={submit}>
        <p className="dialog__text">{action}</p>
        {factors.length > 1 && (
          <SelectField
            label={t('security.proof_factor')}
            name="factor"
            value={factor}
            options={factors.map((value) => ({ value, label: labels[value] }))}
            onChange={(value) => {
              setFactor(value as Factor);
              setCode('');
              clear();
            }}
          />
        )}
        {factor === 'email' && (
          <BusyButton
            type="button"
            className="button"
            busy={sending.busy}
            busyLabel={t('common.sending')}
            onClick={() => void mail()}
          >
            {t('security.proof_send_email')}
          </BusyButton>
        )}
        {withPasskey ? (
          <p className="dialog__text">{t('passkeys.proof_prompt')}</p>
        ) : (
          <TextField
            label={
              factor === 'recovery' ? t('two_factor.recovery_label') : t('security.proof_code')
            }
            name="proof_code"
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            inputMode={factor === 'recovery' ? 'text' : 'numeric'}
            maxLength={factor === 'recovery' ? 40 : 6}
            autoFocus
            invalid={message?.tone === 'error'}
          />
        )}
        <FlashAlert message={message} />
        <div className="form__actions">
          <BusyButton
            busy={confirming.busy}
            busyLabel={t('common.saving')}
            disabled={!withPasskey && code.trim() === ''}
            data-testid="confirm-factor-proof"
          >
            {withPasskey ? t('passkeys.use_passkey') : t('security.confirm')}
          </BusyButton>
          <button type="button" className="button" onClick={onClose}>
            {t('security.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
