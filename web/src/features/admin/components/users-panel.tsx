import type { AdminUserDto } from '@wishwall/contracts/admin.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { CreditApprovals } from './credit-approvals.tsx';

/**
 * Users and credits: find an account by address, credit its wallet (the form clears once the
 * credit is made or waits for approval, so a second press cannot credit again), and the
 * credits waiting for a second operator.
 */
export function UsersPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const lookupFlash = useFlashMessage();
  const lookup = useSubmit(lookupFlash);
  const creditFlash = useFlashMessage();
  const crediting = useSubmit(creditFlash);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<AdminUserDto | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [creditRequests, setCreditRequests] = useState(0);

  const find = (event: FormEvent) => {
    event.preventDefault();
    void lookup.run(
      async () => {
        setFound(null);
        setFound(await adminCalls.user(email.trim()));
        setAmount('');
        setReason('');
        setErrors({});
        creditFlash.clear();
      },
      {
        fallback: t('admin.error'),
        describe: (code) => (code === 'not_found' ? t('admin.user_not_found') : null),
      },
    );
  };

  const credit = (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    const missing = {
      ...(amount.trim() ? {} : { amount: t('admin.credit_amount_required') }),
      ...(reason.trim() ? {} : { reason: t('admin.credit_reason_required') }),
    };
    setErrors(missing);
    if (missing.amount || missing.reason) return;
    void crediting.run(
      async () => {
        const result = await adminCalls.credit(found.email, amount.trim(), reason.trim());
        // Cleared at once: the same press again would be a second credit.
        setAmount('');
        setReason('');
        if (result.state === 'pending') {
          creditFlash.show(
            'success',
            t('admin.credit_pending', { amount: money(result.request?.amount ?? '0') }),
          );
          setCreditRequests((count) => count + 1);
        } else {
          creditFlash.show(
            'success',
            t('admin.credit_done', { amount: money(amount.trim()), email: found.email }),
          );
        }
        setFound(await adminCalls.user(found.email));
      },
      { fallback: t('admin.error') },
    );
  };

  return (
    <>
      <section className="admin__section" aria-labelledby="admin-users">
        <h2 id="admin-users" className="admin__section-title">
          {t('admin.users_title')}
        </h2>
        <form className="form card" onSubmit={find}>
          <TextField
            label={t('admin.user_email')}
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="off"
            required
          />
          <div className="form__actions">
            <BusyButton busy={lookup.busy} busyLabel={t('admin.loading')}>
              {t('admin.user_find')}
            </BusyButton>
          </div>
          <FlashAlert message={lookupFlash.message} />
        </form>
        {found && (
          <div className="card admin__section" data-testid="admin-user">
            <h3 className="admin__subtitle">
              {t('admin.user_summary', { name: found.name, email: found.email })}
            </h3>
            {found.closed_at && (
              <p className="badge" data-testid="admin-user-closed">
                {t('admin.user_closed', {
                  date: formatDateTime(new Date(found.closed_at), language),
                })}
              </p>
            )}
            <p className="admin__muted">
              {t('admin.user_balance', { balance: money(found.wallet.balance) })}
              {' · '}
              {t('admin.user_referrals', { count: found.referrals.length })}
            </p>
            {found.wish && (
              <p className="admin-message">
                <strong>{t('admin.user_wish')}:</strong> {found.wish.content}
              </p>
            )}
            <form className="form" onSubmit={credit} noValidate data-testid="admin-credit-form">
              <div className="form__row">
                <TextField
                  label={t('admin.credit_amount')}
                  name="amount"
                  value={amount}
                  inputMode="decimal"
                  onChange={(value) => {
                    setAmount(value);
                    setErrors((current) => ({ ...current, amount: undefined }));
                  }}
                  required
                  error={errors.amount ?? null}
                />
                <TextField
                  label={t('admin.credit_reason')}
                  name="reason"
                  value={reason}
                  maxLength={500}
                  onChange={(value) => {
                    setReason(value);
                    setErrors((current) => ({ ...current, reason: undefined }));
                  }}
                  required
                  error={errors.reason ?? null}
                />
              </div>
              <div className="form__actions">
                <BusyButton busy={crediting.busy} busyLabel={t('admin.loading')}>
                  {t('admin.credit_submit')}
                </BusyButton>
              </div>
              <FlashAlert message={creditFlash.message} />
            </form>
          </div>
        )}
      </section>
      <CreditApprovals reload={creditRequests} />
    </>
  );
}
