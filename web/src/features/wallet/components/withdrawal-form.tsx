import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import { withdrawalProblem } from '../utils/wallet-rules.ts';

/** A withdrawal request: the 10 USD rule is shown, errors appear under the field. */
export function WithdrawalForm({
  wallet,
  onWithdrawn,
}: {
  wallet: WalletDto;
  onWithdrawn: (wallet: WalletDto) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const { busy, run } = useSubmit(flash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clear();
    const problem = withdrawalProblem(amount, wallet);
    if (problem) {
      setError(t(`errors.${problem}`));
      return;
    }
    setError(null);
    // A refusal is about the amount: it shows under the field, not in the flash message.
    await run(
      async () => {
        const result = await requestWithdrawal(amount.trim());
        onWithdrawn(result.wallet);
        setAmount('');
        show('success', t('wallet.withdraw_success'));
      },
      { fallback: t('wallet.withdraw_error'), showFailure: setError },
    );
  };

  return (
    <section className="config__section" aria-labelledby="wallet-withdraw">
      <h2 id="wallet-withdraw" className="config__section-title">
        {t('wallet.withdraw_title')}
      </h2>
      <Form className="form wallet__withdraw" onSubmit={submit}>
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
        <FlashAlert message={message} />
        <div className="form__actions">
          <BusyButton busy={busy} busyLabel={t('wallet.withdraw_sending')}>
            {t('wallet.withdraw_submit')}
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}
