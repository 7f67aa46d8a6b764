import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../hooks/use-flash-message.ts';
import { errorCodeOf } from '../../lib/api-error.ts';
import { CodeInput } from './code-input.tsx';
import { codeOf, emptyCode, isCodeComplete } from './code-input-state.ts';
import { Dialog } from './dialog.tsx';
import { FlashAlert } from './flash-alert.tsx';

interface TwoFactorDialogProps {
  /** Where the code went, e.g. "We sent a 6-digit code to ana@example.com." */
  description: string;
  /** Checks the code; a rejection shows its error and lets the user try again. */
  onValidate: (code: string) => Promise<void>;
  /** Sends a fresh code, replacing the previous one; none for an app's code. */
  onResend?: () => Promise<unknown>;
  /** Other ways to go on (a recovery code, a code by e-mail), under the form. */
  children?: ReactNode;
  onClose: () => void;
  /** What a refused code says; by default the server's reason, else the login dialog's text. */
  failureText?: (code: ErrorCode | null) => string;
}

/**
 * A six-digit code, e-mailed or from an authenticator app: for logging in, turning a factor on
 * in settings and the console's step-up.
 */
export function TwoFactorDialog({
  description,
  onValidate,
  onResend,
  onClose,
  failureText,
  children,
}: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState<'validating' | 'resending' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { message, show, clear } = useFlashMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(digits) || busy) return;
    setBusy('validating');
    clear();
    try {
      await onValidate(codeOf(digits));
    } catch (error) {
      const code = errorCodeOf(error);
      show(
        'error',
        failureText
          ? failureText(code)
          : code
            ? t(`errors.${code}`)
            : t('two_factor.error_validating_2fa_code'),
      );
      setDigits(emptyCode());
      setBusy(null);
      setFocusRequest((request) => request + 1);
    }
  };

  const resend = async () => {
    if (busy || !onResend) return;
    setBusy('resending');
    clear();
    try {
      await onResend();
      setDigits(emptyCode());
      setFocusRequest((request) => request + 1);
      show('success', t('two_factor.resent'));
    } catch (error) {
      const code = errorCodeOf(error);
      show('error', code ? t(`errors.${code}`) : t('two_factor.error_resending'));
    } finally {
      setBusy(null);
    }
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
        {onResend && (
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
        )}
        {children}
      </form>
    </Dialog>
  );
}
