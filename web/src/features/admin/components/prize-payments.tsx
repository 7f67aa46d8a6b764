import type { PrizePaymentDto } from '@wishwall/contracts/raffle.dto';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminCalls } from '../api/admin-calls.ts';

/**
 * A drawn round's prize under four eyes (decision 0044): record how it is paid (off-platform
 * with its reference, or to the winner's wallet), then another operator approves or rejects.
 * Its requester sees it without "Approve"; the server refuses them anyway.
 */
export function PrizePayments({
  round,
  onError,
}: {
  /** The last drawn round, whose prize can be recorded; null before any draw. */
  round: number | null;
  onError: (failure: unknown) => void;
}) {
  const { t } = useTranslation();
  const me = useSessionStore((session) => session.user?.id);
  const [payments, setPayments] = useState<PrizePaymentDto[]>([]);
  const load = useCallback(() => adminCalls.prizePayments().then(setPayments, onError), [onError]);
  useEffect(() => void load(), [load]);
  const [method, setMethod] = useState<PrizePaymentDto['method']>('off_platform');
  const [reference, setReference] = useState('');

  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (round === null) return;
    await adminCalls.recordPrize(round, method, reference.trim()).then(load, onError);
  };
  const decide = (id: string, decision: 'approve' | 'reject') =>
    adminCalls.decidePrize(id, decision).then(load, onError);

  return (
    <div data-testid="admin-prize-payments">
      <h3>{t('admin.prize_title')}</h3>
      {round !== null && (
        <form onSubmit={(event) => void record(event)} data-testid="admin-record-prize">
          <label>
            {t('admin.prize_method')}
            <select
              value={method}
              onChange={(e) => setMethod(e.target.value as PrizePaymentDto['method'])}
            >
              <option value="off_platform">{t('admin.prize_off_platform')}</option>
              <option value="wallet">{t('admin.prize_wallet')}</option>
            </select>
          </label>
          {method === 'off_platform' && (
            <label>
              {t('admin.prize_reference')}
              <input value={reference} onChange={(e) => setReference(e.target.value)} required />
            </label>
          )}
          <button type="submit" className="button button--primary">
            {t('admin.prize_record', { round })}
          </button>
        </form>
      )}
      <ul>
        {payments.map((payment) => (
          <li key={payment.id} data-testid="admin-prize-payment">
            {t('admin.prize_row', {
              round: payment.round,
              amount: payment.amount,
              method: t(`admin.prize_${payment.method}`),
              reference: payment.reference ?? '—',
              state: payment.state,
            })}
            {payment.state === 'pending' && (
              <>
                {payment.requested_by !== me && payment.winner_user_id !== me && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void decide(payment.id, 'approve')}
                  >
                    {t('admin.approve')}
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  onClick={() => void decide(payment.id, 'reject')}
                >
                  {t('admin.reject')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
