import type { PayoutDestinationDto, WalletDto } from '@wishwall/contracts/wallet.dto';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { getPayoutDestination, savePayoutDestination } from '../api/payout-destination.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import { destinationProblem, withdrawalProblem } from '../utils/wallet-rules.ts';
import { DestinationChange } from './destination-change.tsx';

type Step = { name: 'form' } | { name: 'confirm'; amount: string; destination: string };

/**
 * A withdrawal to PayPal (docs/product.md#withdrawals): the amount and, the first time, the
 * PayPal account's e-mail (then remembered, and changed with the password); a confirmation step
 * shows amount, account and what happens next before the money is held. Errors appear under
 * their field; where withdrawals are off, the section says why instead.
 */
export function WithdrawalForm({
  wallet,
  onWithdrawn,
}: {
  wallet: WalletDto;
  onWithdrawn: (wallet: WalletDto) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const [destination, setDestination] = useState<PayoutDestinationDto | null>(null);
  const [amount, setAmount] = useState('');
  const [newDestination, setNewDestination] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [changing, setChanging] = useState(false);
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const { busy, run } = useSubmit(flash);

  const load = useCallback((signal?: AbortSignal) => {
    return getPayoutDestination(signal).then(setDestination, (failure: unknown) => {
      if (signal?.aborted) return;
      console.warn('Could not load the payout destination', failure);
    });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onFile = destination?.paypal_email ?? null;
  const heldUntil = destination?.withdrawals_held_until ?? null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    clear();
    const problem = withdrawalProblem(amount, wallet);
    const typed = onFile ? null : destinationProblem(newDestination);
    setError(problem ? t(`errors.${problem}`) : null);
    setDestinationError(typed ? t(`errors.${typed}`) : null);
    if (problem || typed) return;
    setStep({
      name: 'confirm',
      amount: amount.trim(),
      destination: onFile ?? newDestination.trim().toLowerCase(),
    });
  };

  const confirm = async () => {
    if (busy || step.name !== 'confirm') return;
    // A refusal is about the amount: it shows under the field, back on the form.
    await run(
      async () => {
        const result = await requestWithdrawal(step.amount, onFile ? undefined : step.destination);
        onWithdrawn(result.wallet);
        setAmount('');
        setNewDestination('');
        show('success', t('wallet.withdraw_success'));
      },
      {
        fallback: t('wallet.withdraw_error'),
        showFailure: setError,
        settle: async () => {
          setStep({ name: 'form' });
          await load();
        },
      },
    );
  };

  const saveDestination = async (email: string, password: string | null) => {
    const saved = await savePayoutDestination(email, password);
    setDestination(saved);
    setChanging(false);
    show('success', t('wallet.destination_saved'));
  };

  const title = (
    <h2 id="wallet-withdraw" className="config__section-title">
      {t('wallet.withdraw_title')}
    </h2>
  );

  if (destination?.withdrawals_off) {
    return (
      <section className="config__section" aria-labelledby="wallet-withdraw">
        {title}
        <Alert tone="info" testId="withdrawals-off">
          {t('wallet.withdrawals_off')}
        </Alert>
      </section>
    );
  }

  if (step.name === 'confirm') {
    return (
      <section className="config__section" aria-labelledby="wallet-withdraw">
        {title}
        <h3>{t('wallet.confirm_title')}</h3>
        <dl className="wallet__confirm" data-testid="withdrawal-confirmation">
          <dt>{t('wallet.confirm_amount')}</dt>
          <dd>{money(step.amount)}</dd>
          <dt>{t('wallet.confirm_destination')}</dt>
          <dd>{step.destination}</dd>
        </dl>
        <p className="config__hint">{t('wallet.confirm_next')}</p>
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep({ name: 'form' })}
            disabled={busy}
          >
            {t('wallet.confirm_back')}
          </button>
          <BusyButton
            busy={busy}
            busyLabel={t('wallet.withdraw_sending')}
            type="button"
            onClick={() => void confirm()}
          >
            {t('wallet.confirm_submit', { amount: money(step.amount) })}
          </BusyButton>
        </div>
      </section>
    );
  }

  return (
    <section className="config__section" aria-labelledby="wallet-withdraw">
      {title}
      {onFile && (
        <div className="wallet__destination" data-testid="payout-destination">
          <span>
            {t('wallet.destination_title')}: <strong>{onFile}</strong>
          </span>
          {!changing && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChanging(true)}
            >
              {t('wallet.destination_change')}
            </button>
          )}
        </div>
      )}
      {onFile && changing && (
        <DestinationChange
          needsPassword={destination?.change_needs_password ?? true}
          onSave={saveDestination}
          onCancel={() => setChanging(false)}
        />
      )}
      {heldUntil && (
        <Alert tone="info" testId="destination-held">
          {t('wallet.destination_held', { date: formatDateTime(new Date(heldUntil), language) })}
        </Alert>
      )}
      <Form className="form wallet__withdraw" onSubmit={review}>
        <TextField
          label={t('wallet.withdraw_amount')}
          name="amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          required
          error={error}
          hint={t('wallet.withdraw_rule')}
        />
        {!onFile && (
          <TextField
            label={t('wallet.destination_label')}
            name="destination"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={newDestination}
            onChange={(value) => {
              setNewDestination(value);
              setDestinationError(null);
            }}
            required
            error={destinationError}
            hint={t('wallet.destination_hint')}
          />
        )}
        <FlashAlert message={message} />
        <div className="form__actions">
          <BusyButton busy={false} busyLabel={t('wallet.withdraw_sending')} disabled={!!heldUntil}>
            {t('wallet.withdraw_submit')}
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}
