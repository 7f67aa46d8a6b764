import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { stepUpWithPasskey, verifyStepUp } from '../api/step-up.ts';
import { useStepUpStore } from '../stores/step-up-store.ts';

/** The session goes on with the token a passed step-up returned; the waiting calls run again. */
function passed(token: string) {
  useSessionStore.getState().replaceToken(token);
  useStepUpStore.getState().passed();
}

const close = () => useStepUpStore.getState().dismiss();

/**
 * What the console asks for before an action that needs a fresh second factor, among the two
 * that count for operators (docs/decisions/0036-operator-sessions.md): one of the account's
 * passkeys (docs/decisions/0053-passkeys.md), offered first as at sign-in, or the
 * authenticator app's code; an operator with both may switch.
 */
export function StepUpDialog() {
  const open = useStepUpStore((s) => s.open);
  if (!open) return null;
  return <StepUpFactor />;
}

function StepUpFactor() {
  const { t } = useTranslation();
  const factors = useSessionStore((s) => s.user?.data_user);
  const hasPasskey = factors?.passkeys_enabled === 1;
  const hasApp = factors?.totp_enabled === 1;
  const [way, setWay] = useState<'passkey' | 'app'>(hasPasskey ? 'passkey' : 'app');

  if (way === 'passkey') {
    return <PasskeyStepUpDialog onUseApp={hasApp ? () => setWay('app') : undefined} />;
  }
  return (
    <TwoFactorDialog
      description={t('admin.step_up_sent')}
      onValidate={async (code) => passed(await verifyStepUp(code))}
      onClose={close}
    >
      {hasPasskey && (
        <p className="dialog__text dialog__text--center">
          <button type="button" className="button button--link" onClick={() => setWay('passkey')}>
            {t('passkeys.use_passkey_instead')}
          </button>
        </p>
      )}
    </TwoFactorDialog>
  );
}

/** The browser asks for one of the account's passkeys; a closed prompt may be tried again. */
function PasskeyStepUpDialog({ onUseApp }: { onUseApp: (() => void) | undefined }) {
  const { t } = useTranslation();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A passed step-up closes the dialog.
    await run(
      async () => {
        passed(await stepUpWithPasskey());
        return LEAVING;
      },
      { fallback: t('passkeys.error_prompt') },
    );
  };

  return (
    <Dialog title={t('passkeys.step_title')} onClose={close} testId="step-up-passkey-dialog">
      <Form onSubmit={submit}>
        <p className="dialog__text">{t('admin.step_up_passkey')}</p>
        <FlashAlert message={flash.message} />
        <BusyButton
          busy={busy}
          busyLabel={t('passkeys.waiting')}
          className="button button--primary button--block"
          data-autofocus
          data-testid="use-passkey"
        >
          {t('passkeys.use_passkey')}
        </BusyButton>
        {onUseApp && (
          <p className="dialog__text dialog__text--center">
            <button type="button" className="button button--link" onClick={onUseApp}>
              {t('two_factor.use_app')}
            </button>
          </p>
        )}
      </Form>
    </Dialog>
  );
}
