import {
  CREDIT_REQUEST_STATES as STATES,
  type CreditRequestDto,
} from '@wishwall/contracts/admin.dto';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminCalls } from '../api/admin-calls.ts';

type State = CreditRequestDto['state'];

/**
 * Credits above the approval threshold (decision 0037): a second operator approves or
 * rejects each. Its requester, and the operator it would pay, see it without "Approve"; the
 * server refuses them anyway. `reload` changes when a new request was made on this page.
 */
export function CreditApprovals({
  onError,
  reload,
}: {
  onError: (failure: unknown) => void;
  reload: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useSessionStore((session) => session.user?.id);
  const [state, setState] = useState<State>('pending');
  const [requests, setRequests] = useState<CreditRequestDto[] | null>(null);
  const load = useCallback(
    () => adminCalls.creditRequests(state).then(setRequests, onError),
    [state, onError],
  );
  useEffect(() => void load(), [load, reload]);
  const decide = (id: string, decision: 'approve' | 'reject') =>
    adminCalls.decideCredit(id, decision).then(load, onError);

  return (
    <section aria-labelledby="admin-credit-approvals" data-testid="admin-credit-approvals">
      <h2 id="admin-credit-approvals">{t('admin.credit_approvals_title')}</h2>
      <div role="group">
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            className="button"
            aria-pressed={each === state}
            onClick={() => setState(each)}
          >
            {t(`admin.credit_state_${each}`)}
          </button>
        ))}
      </div>
      {requests === null ? null : requests.length === 0 ? (
        <p>{t('admin.credit_approvals_empty')}</p>
      ) : (
        <ul>
          {requests.map((request) => (
            <li key={request.id}>
              {t('admin.credit_request_row', {
                amount: money(request.amount),
                email: request.user_email,
                requester: request.requested_by_email,
                date: new Date(request.requested_at).toLocaleString(),
              })}
              <p className="admin__message">{request.reason}</p>
              {request.state === 'pending' &&
                (request.requested_by === me || request.user_id === me ? (
                  <em>{t('admin.credit_needs_other_operator')}</em>
                ) : (
                  <button type="button" onClick={() => void decide(request.id, 'approve')}>
                    {t('admin.approve')}
                  </button>
                ))}
              {request.state === 'pending' && (
                <button type="button" onClick={() => void decide(request.id, 'reject')}>
                  {t('admin.reject')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
