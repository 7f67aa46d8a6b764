import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../hooks/use-flash-message.ts';
import { LEAVING, useSubmit } from '../../hooks/use-submit.ts';
import { CodeInput } from './code-input.tsx';
import { codeOf, emptyCode, isCodeComplete } from './code-input-state.ts';
import { Dialog } from './dialog.tsx';
import { FlashAlert } from './flash-alert.tsx';

interface TwoFactorDialogProps {
  /** Where the code went, e.g. "We sent a 6-digit code to ana@example.com." */
  description: string;
  /** Checks the code; a rejection shows its error and lets the user try again. */
  onValidate: (code: string) => Promise<void>;
  /** Sends a fresh code, replacing the previous one. */
  onResend: () => Promise<unknown>;
  onClose: () => void;
  /** What a refused code says without a reason worth showing; by default the login dialog's text. */
  failureFallback?: string;
  /** Words of the screen's own for some refusals (null: the server's reason). */
  describeFailure?: (code: ErrorCode | null) => string | null;
}

/** The e-mailed six-digit code, for logging in and for turning two-factor on in settings. */
export function TwoFactorDialog({
  description,
  onValidate,
  onResend,
  onClose,
  failureFallback,
  describeFailure,
}: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [focusRequest, setFocusRequest] = useState(0);
  const flash = useFlashMessage();
  const { message, show } = flash;
  const validating = useSubmit(flash);
  const resending = useSubmit(flash);
  const busy = validating.busy ? 'validating' : resending.busy ? 'resending' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(digits) || busy) return;
    // A valid code closes the dialog.
    const failure = await validating.run(
      async () => {
        await onValidate(codeOf(digits));
        return LEAVING;
      },
      {
        fallback: failureFallback ?? t('two_factor.error_validating_2fa_code'),
        describe: describeFailure,
      },
    );
    if (failure) {
      setDigits(emptyCode());
      setFocusRequest((request) => request + 1);
    }
  };

  const resend = async () => {
    if (busy) return;
    await resending.run(
      async () => {
        await onResend();
        setDigits(emptyCode());
        setFocusRequest((request) => request + 1);
        show('success', t('two_factor.resent'));
      },
      { fallback: t('two_factor.error_resending') },
    );
  };

  return (
    <Dialog title={t('two_factor.title')} onClose={onClose} testId="two-factor-dialog">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p id={descriptionId} className="dialog__text">
          {description}
        </p>
        <CodeInput
          digits={digits}
          onChange={setDigits}
          disabled={busy === 'validating'}
          invalid={message?.tone === 'error'}
          label={t('two_factor.code_label')}
          describedBy={descriptionId}
          focusRequest={focusRequest}
        />
        <FlashAlert message={message} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!isCodeComplete(digits) || busy !== null}
        >
          {busy === 'validating' ? t('two_factor.validating') : t('two_factor.validate')}
        </button>
        <p className="dialog__text dialog__text--center">
          {t('two_factor.no_code')}{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => void resend()}
            disabled={busy !== null}
          >
            {busy === 'resending' ? t('two_factor.resending') : t('two_factor.resend')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
