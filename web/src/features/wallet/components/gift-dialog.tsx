import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { giftWish } from '../api/gift-wish.ts';
import { giftFormProblem } from '../utils/wallet-rules.ts';

type Step = 'form' | 'confirm' | 'done';

const GIFT_PROBLEM_TEXTS = {
  email_required: 'wallet.gift_email_required',
  invalid_email: 'form.invalid_email',
  email_mismatch: 'wallet.email_mismatch',
  own_email: 'errors.cannot_gift_yourself',
} as const;

/**
 * Gifting a wish (docs/product.md#gifts): the e-mail twice, a warning that it can't be undone,
 * send; afterwards only Close.
 */
export function GiftDialog({
  onGifted,
  onClose,
}: {
  onGifted: (wallet: WalletDto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('form');
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Which field the error is about, so the focus can go there.
  const [invalid, setInvalid] = useState<'email' | 'confirmation' | null>(null);
  const { busy, run } = useSubmit();
  const ownEmail = useSessionStore((session) => session.user?.email ?? null);

  // Every refusal the dialog can know of comes before the irreversible warning, naming the field.
  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = giftFormProblem(email, confirmation, ownEmail);
    if (problem) {
      setError(t(GIFT_PROBLEM_TEXTS[problem.kind]));
      setInvalid(problem.field);
    } else {
      setError(null);
      setInvalid(null);
      setStep('confirm');
    }
  };

  const send = async () => {
    if (busy) return;
    await run(
      async () => {
        const result = await giftWish(email.trim());
        onGifted(result.wallet);
        setStep('done');
      },
      {
        fallback: t('wallet.gift_error'),
        showFailure: (text) => {
          setError(text);
          setStep('form');
        },
      },
    );
  };

  return (
    <Dialog
      title={
        step === 'confirm'
          ? t('wallet.gift_confirm_title', { email: email.trim() })
          : t('wallet.gift_dialog_title')
      }
      onClose={onClose}
      // Once sent, the only way out is the Close button (docs/product.md#gifts).
      dismissible={!busy && step !== 'done'}
      testId="gift-dialog"
    >
      {step === 'form' && (
        <Form onSubmit={next}>
          <EmailField
            label={t('wallet.gift_email')}
            name="receiver_email"
            autoComplete="off"
            autoFocus
            value={email}
            onChange={setEmail}
            invalid={invalid === 'email'}
          />
          <EmailField
            label={t('wallet.gift_email_confirmation')}
            name="receiver_email_confirmation"
            autoComplete="off"
            value={confirmation}
            onChange={setConfirmation}
            invalid={invalid === 'confirmation'}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {t('wallet.gift_continue')}
            </button>
          </div>
        </Form>
      )}
      {step === 'confirm' && (
        <div className="form">
          <p>{t('wallet.gift_confirm_text', { email: email.trim() })}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep('form')}
              disabled={busy}
            >
              {t('wallet.gift_back')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void send()}
              disabled={busy}
              data-autofocus
            >
              {busy ? t('wallet.gift_sending') : t('wallet.gift_send')}
            </button>
          </div>
        </div>
      )}
      {step === 'done' && (
        <div className="form">
          <Alert tone="success">{t('wallet.gift_success')}</Alert>
          <p>{t('wallet.gift_on_its_way', { email: email.trim() })}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-autofocus
            >
              {t('wallet.close')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
