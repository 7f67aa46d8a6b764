import type { FactorProofBody, UserDto } from '@wishwall/contracts/account.dto';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../../hooks/use-submit.ts';
import { FactorProofFields, useFactorProof } from './factor-proof-fields.tsx';

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
  const flash = useFlashMessage();
  const { message } = flash;
  const confirming = useSubmit(flash);
  const fallback = fallbackError ?? t('security.error_app');
  const proof = useFactorProof(user, flash, fallback);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (proof.mailing || confirming.busy || proof.missing) return;
    // The caller closes the dialog once the change is made.
    await confirming.run(
      async () => {
        await onProof(await proof.proof());
        return LEAVING;
      },
      { fallback: proof.withPasskey ? t('passkeys.error_prompt') : fallback },
    );
  };

  return (
    <Dialog title={t('security.proof_title')} onClose={onClose} testId="factor-proof-dialog">
      <Form onSubmit={submit}>
        <p className="dialog__text">{action}</p>
        <FactorProofFields
          proof={proof}
          name="proof"
          autoFocus
          invalid={message?.tone === 'error'}
        />
        <FlashAlert message={message} />
        <div className="form__actions">
          <BusyButton
            busy={confirming.busy}
            busyLabel={t('common.saving')}
            disabled={proof.missing}
            data-testid="confirm-factor-proof"
          >
            {proof.withPasskey ? t('passkeys.use_passkey') : t('security.confirm')}
          </BusyButton>
          <button type="button" className="button" onClick={onClose}>
            {t('security.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
