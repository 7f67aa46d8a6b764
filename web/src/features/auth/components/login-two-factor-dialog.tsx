import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../../hooks/use-submit.ts';
import type { PendingTwoFactor } from '../../../stores/session-store.ts';
import { resendLoginCode, verifyLoginCode, verifyRecoveryCode } from '../api/login-two-factor.ts';
import { verifyLoginPasskey } from '../api/passkey-login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import './auth-dialogs.css';

interface LoginTwoFactorDialogProps {
  pending: PendingTwoFactor;
  onClose: () => void;
}

type Way = 'passkey' | 'app' | 'recovery' | 'email';

/**
 * The second step of a login with a second factor on (docs/product.md#two-factor-sign-in): the
 * authenticator app's code when the account has one (or a recovery code, in its own input: the
 * six boxes take digits only), else the code e-mailed for this attempt; with both, a code is
 * mailed only when asked for. A passkey (docs/decisions/0053-passkeys.md) is offered first when
 * the account has one.
 */
export function LoginTwoFactorDialog({ pending, onClose }: LoginTwoFactorDialogProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const hasApp = pending.factors.includes('totp');
  const hasEmail = pending.factors.includes('email');
  const hasPasskey = pending.factors.includes('passkey');
  const [way, setWay] = useState<Way>(hasPasskey ? 'passkey' : hasApp ? 'app' : 'email');
  const flash = useFlashMessage();
  const { message, clear } = flash;
  const { busy: sending, run } = useSubmit(flash);

  const switchTo = (next: Way) => {
    clear();
    setWay(next);
  };
  const mailACode = () =>
    run(
      async () => {
        await resendLoginCode(pending.twoFactorToken);
        setWay('email');
      },
      { fallback: t('two_factor.error_resending') },
    );

  if (way === 'passkey') {
    return (
      <PasskeyStepDialog
        pending={pending}
        onUseApp={hasApp ? () => switchTo('app') : undefined}
        onMailCode={hasEmail ? () => void mailACode() : undefined}
        mailing={sending}
        onClose={onClose}
      />
    );
  }
  if (way === 'recovery') {
    return (
      <RecoveryCodeDialog pending={pending} onUseApp={() => switchTo('app')} onClose={onClose} />
    );
  }
  const token = pending.twoFactorToken;
  return (
    <TwoFactorDialog
      description={
        way === 'app'
          ? t('two_factor.app_prompt')
          : t('two_factor.sent_to', { email: pending.email })
      }
      onValidate={async (code) => {
        completeSignIn(
          await verifyLoginCode({
            code,
            two_factor_token: token,
            factor: way === 'app' ? 'totp' : 'email',
          }),
        );
      }}
      onResend={way === 'email' ? () => resendLoginCode(token) : undefined}
      onClose={onClose}
    >
      {hasPasskey && (
        <p className="dialog__text dialog__text--center two-factor__ways">
          <button type="button" className="button button--link" onClick={() => switchTo('passkey')}>
            {t('passkeys.use_passkey_instead')}
          </button>
        </p>
      )}
      {hasApp && (
        <div className="dialog__text dialog__text--center two-factor__ways">
          {way === 'app' ? (
            <button
              type="button"
              className="button button--link"
              onClick={() => switchTo('recovery')}
              data-testid="use-recovery-code"
            >
              {t('two_factor.use_recovery_code')}
            </button>
          ) : (
            <button type="button" className="button button--link" onClick={() => switchTo('app')}>
              {t('two_factor.use_app')}
            </button>
          )}
          {way === 'app' && hasEmail && (
            <button
              type="button"
              className="button button--link"
              onClick={() => void mailACode()}
              disabled={sending}
            >
              {sending ? t('two_factor.resending') : t('two_factor.send_email_code')}
            </button>
          )}
        </div>
      )}
      <FlashAlert message={message} />
    </TwoFactorDialog>
  );
}

/** A recovery code, typed as shown (`xxxxx-xxxxx`) or however: the server reads it back. */
function RecoveryCodeDialog({
  pending,
  onUseApp,
  onClose,
}: {
  pending: PendingTwoFactor;
  onUseApp: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState('');
  const flash = useFlashMessage();
  const { message } = flash;
  const { busy, run } = useSubmit(flash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    // A valid code signs in and closes the dialog.
    await run(
      async () => {
        completeSignIn(
          await verifyRecoveryCode({
            recovery_code: code.trim(),
            two_factor_token: pending.twoFactorToken,
          }),
        );
        return LEAVING;
      },
      { fallback: t('two_factor.error_validating_2fa_code') },
    );
  };

  return (
    <Dialog title={t('two_factor.recovery_title')} onClose={onClose} testId="recovery-code-dialog">
      <Form onSubmit={submit}>
        <p className="dialog__text">{t('two_factor.recovery_prompt')}</p>
        <TextField
          label={t('two_factor.recovery_label')}
          name="recovery_code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          autoFocus
          maxLength={40}
          invalid={message?.tone === 'error'}
        />
        <FlashAlert message={message} />
        <BusyButton
          busy={busy}
          busyLabel={t('two_factor.validating')}
          className="button button--primary button--block"
          disabled={code.trim() === ''}
        >
          {t('two_factor.validate')}
        </BusyButton>
        <p className="dialog__text dialog__text--center">
          <button type="button" className="button button--link" onClick={onUseApp}>
            {t('two_factor.use_app')}
          </button>
        </p>
      </Form>
    </Dialog>
  );
}

/** The second step with a passkey: the browser asks for one of the account's. */
function PasskeyStepDialog({
  pending,
  onUseApp,
  onMailCode,
  mailing,
  onClose,
}: {
  pending: PendingTwoFactor;
  onUseApp: (() => void) | undefined;
  onMailCode: (() => void) | undefined;
  mailing: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const flash = useFlashMessage();
  const { message } = flash;
  const { busy, run } = useSubmit(flash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await run(
      async () => {
        completeSignIn(await verifyLoginPasskey(pending.twoFactorToken));
        return LEAVING;
      },
      { fallback: t('passkeys.error_prompt') },
    );
  };

  return (
    <Dialog title={t('passkeys.step_title')} onClose={onClose} testId="passkey-step-dialog">
      <Form onSubmit={submit}>
        <p className="dialog__text">{t('passkeys.step_prompt')}</p>
        <FlashAlert message={message} />
        <BusyButton
          busy={busy}
          busyLabel={t('passkeys.waiting')}
          className="button button--primary button--block"
          data-autofocus
          data-testid="use-passkey"
        >
          {t('passkeys.use_passkey')}
        </BusyButton>
        {(onUseApp || onMailCode) && (
          <div className="dialog__text dialog__text--center two-factor__ways">
            {onUseApp && (
              <button type="button" className="button button--link" onClick={onUseApp}>
                {t('two_factor.use_app')}
              </button>
            )}
            {onMailCode && (
              <button
                type="button"
                className="button button--link"
                onClick={onMailCode}
                disabled={mailing}
              >
                {mailing ? t('two_factor.resending') : t('two_factor.send_email_code')}
              </button>
            )}
          </div>
        )}
      </Form>
    </Dialog>
  );
}
