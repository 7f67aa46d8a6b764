import type {
  AdminUserDto,
  AdminWithdrawalDto,
  WithdrawalDecision,
} from '@wishwall/contracts/admin.dto';
import { WITHDRAWAL_STATUSES as STATUSES } from '@wishwall/contracts/wallet.dto';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../hooks/use-submit.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { AuditPanel } from './audit-panel.tsx';
import { ContactInbox } from './contact-inbox.tsx';
import { CreditApprovals } from './credit-approvals.tsx';
import { LegalPublishForm } from './legal-publish-form.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { RafflePanel } from './raffle-panel.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';

type Status = AdminWithdrawalDto['status'];

/**
 * `/{lang}/admin`: the live overview, withdrawals, the raffle, user lookup and credit, credits
 * waiting for a second operator, the contact inbox, publishing pages, the audit trail and the
 * queue dashboard.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = useCallback(
    (failure: unknown) => setProblem(failureText(t, failure, t('admin.error'))),
    [t],
  );

  const [status, setStatus] = useState<Status>('pending');
  const [withdrawals, setWithdrawals] = useState<AdminWithdrawalDto[]>([]);
  const loadWithdrawals = useCallback(
    () => adminCalls.withdrawals(status).then(setWithdrawals, fail),
    [status, fail],
  );
  useEffect(() => void loadWithdrawals(), [loadWithdrawals]);
  const decide = async (id: string, decision: WithdrawalDecision) => {
    const reason = decision === 'reject' ? window.prompt(t('admin.reject_reason')) : undefined;
    if (decision === 'reject' && !reason) return;
    setProblem(null);
    await adminCalls.decide(id, decision, reason ?? undefined).then(loadWithdrawals, fail);
  };

  const [email, setEmail] = useState('');
  const [found, setFound] = useState<AdminUserDto | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [creditNote, setCreditNote] = useState<string | null>(null);
  const [creditRequests, setCreditRequests] = useState(0);
  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    await adminCalls.user(email.trim()).then(setFound, fail);
  };
  const credit = async (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    setProblem(null);
    setCreditNote(null);
    await adminCalls.credit(found.email, amount.trim(), reason.trim()).then(async (result) => {
      if (result.state === 'pending') {
        setCreditNote(t('admin.credit_pending', { amount: money(result.request?.amount ?? '0') }));
        setCreditRequests((count) => count + 1);
      }
      setFound(await adminCalls.user(found.email));
    }, fail);
  };
  const openQueues = () =>
    adminCalls.openQueues().then(({ url }) => window.open(url, '_blank', 'noopener'), fail);

  return (
    <main className="page admin">
      <h1>{t('admin.title')}</h1>
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={() => void openQueues()}>
        {t('admin.open_queues')}
      </button>

      <OverviewPanel onError={fail} />

      <section aria-labelledby="admin-withdrawals">
        <h2 id="admin-withdrawals">{t('admin.withdrawals_title')}</h2>
        <div role="group">
          {STATUSES.map((each) => (
            <button
              key={each}
              type="button"
              className="button"
              aria-pressed={each === status}
              onClick={() => setStatus(each)}
            >
              {t(`admin.status_${each}`)}
            </button>
          ))}
        </div>
        {withdrawals.length === 0 ? (
          <p>{t('admin.withdrawals_empty')}</p>
        ) : (
          <ul>
            {withdrawals.map((withdrawal) => (
              <li key={withdrawal.id} data-testid={`admin-withdrawal-${withdrawal.id}`}>
                {withdrawal.user_email} · {money(withdrawal.amount)} ·{' '}
                {withdrawal.destination
                  ? t('admin.destination', { email: withdrawal.destination })
                  : t('admin.no_destination')}{' '}
                · {new Date(withdrawal.created_at).toLocaleString()}
                {withdrawal.provider_status && (
                  <>
                    {' · '}
                    {t('admin.provider_status', {
                      status: [withdrawal.provider_status, withdrawal.provider_reason]
                        .filter(Boolean)
                        .join(' — '),
                    })}
                  </>
                )}
                {withdrawal.payout_error && (
                  <strong role="status" className="form__error">
                    {' '}
                    {t('admin.payout_error', { error: withdrawal.payout_error })}
                  </strong>
                )}
                {withdrawal.status === 'pending' && (
                  <>
                    <button type="button" onClick={() => void decide(withdrawal.id, 'approve')}>
                      {t('admin.approve')}
                    </button>
                    <button type="button" onClick={() => void decide(withdrawal.id, 'reject')}>
                      {t('admin.reject')}
                    </button>
                  </>
                )}
                {withdrawal.status === 'approved' && withdrawal.payout_requested && (
                  <span> · {t('admin.pay_sent')}</span>
                )}
                {withdrawal.status === 'approved' && !withdrawal.payout_requested && (
                  <>
                    {withdrawal.destination && (
                      <button type="button" onClick={() => void decide(withdrawal.id, 'pay')}>
                        {t('admin.pay')}
                      </button>
                    )}
                    <button type="button" onClick={() => void decide(withdrawal.id, 'mark_paid')}>
                      {t('admin.mark_paid')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <RafflePanel onError={fail} />

      <section aria-labelledby="admin-users">
        <h2 id="admin-users">{t('admin.users_title')}</h2>
        <form onSubmit={(event) => void lookUp(event)}>
          <label>
            {t('admin.user_email')}
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          <button type="submit" className="button">
            {t('admin.user_find')}
          </button>
        </form>
        {found && (
          <div>
            {found.closed_at && (
              <p className="badge" data-testid="admin-user-closed">
                {t('admin.user_closed', {
                  date: formatDateTime(new Date(found.closed_at), language),
                })}
              </p>
            )}
            <p>
              {found.name} · {found.email} ·{' '}
              {t('admin.user_balance', { balance: money(found.wallet.balance) })}
              {' · '}
              {t('admin.user_referrals', { count: found.referrals.length })}
            </p>
            {found.wish && <p>{found.wish.content}</p>}
            <form onSubmit={(event) => void credit(event)}>
              <label>
                {t('admin.credit_amount')}
                <input
                  value={amount}
                  inputMode="decimal"
                  onChange={(e) => setAmount(e.target.value)}
                  required
                />
              </label>
              <label>
                {t('admin.credit_reason')}
                <input
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                  required
                />
              </label>
              <button type="submit" className="button button--primary">
                {t('admin.credit_submit')}
              </button>
            </form>
            {creditNote && <p role="status">{creditNote}</p>}
          </div>
        )}
      </section>

      <CreditApprovals onError={fail} reload={creditRequests} />

      <ContactInbox onError={fail} />
      <LegalPublishForm onError={fail} />
      <AuditPanel onError={fail} />
      <StepUpDialog />
    </main>
  );
}
