import {
  CREDIT_REQUEST_STATES as STATES,
  type CreditRequestDto,
} from '@wishwall/contracts/admin.dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { everyPage } from '../utils/every-page.ts';
import { DataTable } from './data-table.tsx';
import { FourEyesActions } from './four-eyes-actions.tsx';
import { FilterChoices, PanelState } from './panel-state.tsx';

type State = CreditRequestDto['state'];

/**
 * Credits above the approval threshold (decision 0037): a second operator approves or
 * rejects each. Its requester, and the operator it would pay, see it without "Approve"; the
 * server refuses them anyway. `reload` changes when a new request was made on this page.
 */
export function CreditApprovals({ reload }: { reload: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const me = useSessionStore((session) => session.user?.id);
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const [state, setState] = useState<State>('pending');
  const loaded = useAdminLoad(
    useCallback(() => everyPage((page) => adminCalls.creditRequests(state, page)), [state]),
  );
  const first = useRef(true);
  const { reload: load } = loaded;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void load();
  }, [reload, load]);
  const decide = (id: string, decision: 'approve' | 'reject') =>
    void run(() => adminCalls.decideCredit(id, decision), {
      fallback: t('admin.error'),
      settle: load,
    });

  return (
    <section
      className="admin__section"
      aria-labelledby="admin-credit-approvals"
      data-testid="admin-credit-approvals"
    >
      <h2 id="admin-credit-approvals" className="admin__section-title">
        {t('admin.credit_approvals_title')}
      </h2>
      <FilterChoices
        label={t('admin.filter_label')}
        value={state}
        onChange={setState}
        options={STATES.map((each) => ({ value: each, label: t(`admin.credit_state_${each}`) }))}
      />
      <FlashAlert message={flash.message} />
      <PanelState
        loaded={loaded}
        reload={() => void load()}
        isEmpty={(list) => list.rows.length === 0}
        empty={t('admin.credit_approvals_empty')}
      >
        {(list) => (
          <DataTable
            caption={t('admin.credit_approvals_title')}
            rows={list.rows}
            more={list.more}
            rowKey={(row) => row.id}
            rowTestId={() => 'admin-credit-request'}
            sort={{ column: 'requested', direction: 'ascending' }}
            columns={[
              {
                id: 'user',
                label: t('admin.columns.user'),
                cell: (row) => row.user_email,
                sortValue: (row) => row.user_email,
              },
              {
                id: 'amount',
                label: t('admin.columns.amount'),
                numeric: true,
                cell: (row) => money(row.amount),
                sortValue: (row) => Number(row.amount),
              },
              {
                id: 'reason',
                label: t('admin.columns.reason'),
                cell: (row) => <span className="admin-message">{row.reason}</span>,
              },
              {
                id: 'requester',
                label: t('admin.columns.requester'),
                cell: (row) => row.requested_by_email,
                sortValue: (row) => row.requested_by_email,
              },
              {
                id: 'requested',
                label: t('admin.columns.requested'),
                cell: (row) => formatDateTime(new Date(row.requested_at), language),
                sortValue: (row) => row.requested_at,
              },
              {
                id: 'actions',
                label: t('admin.columns.actions'),
                cell: (row) =>
                  row.state !== 'pending' ? (
                    t(`admin.credit_state_${row.state}`)
                  ) : (
                    <FourEyesActions
                      canApprove={row.requested_by !== me && row.user_id !== me}
                      blocked={
                        <span className="admin-table__note">
                          {t('admin.credit_needs_other_operator')}
                        </span>
                      }
                      busy={busy}
                      onDecide={(decision) => decide(row.id, decision)}
                    />
                  ),
              },
            ]}
          />
        )}
      </PanelState>
    </section>
  );
}
