import type { PrizePaymentDto } from '@wishwall/contracts/raffle.dto';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { DataTable } from './data-table.tsx';
import { FourEyesActions } from './four-eyes-actions.tsx';
import { PanelState } from './panel-state.tsx';

/**
 * A drawn round's prize under four eyes (decision 0044): record how it is paid (off-platform
 * with its reference, or to the winner's wallet), then another operator approves or rejects.
 * Its requester sees it without "Approve"; the server refuses them anyway.
 */
export function PrizePayments({ round }: { round: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useSessionStore((session) => session.user?.id);
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const loaded = useAdminLoad(useCallback(() => adminCalls.prizePayments(), []));
  const [method, setMethod] = useState<PrizePaymentDto['method']>('off_platform');
  const [reference, setReference] = useState('');

  const record = (event: FormEvent) => {
    event.preventDefault();
    if (round === null) return;
    void run(
      async () => {
        await adminCalls.recordPrize(round, method, reference.trim());
        setReference('');
      },
      { fallback: t('admin.error'), settle: loaded.reload },
    );
  };
  const decide = (id: string, decision: 'approve' | 'reject') =>
    void run(() => adminCalls.decidePrize(id, decision), {
      fallback: t('admin.error'),
      settle: loaded.reload,
    });

  return (
    <div className="card admin__section" data-testid="admin-prize-payments">
      <h3 className="admin__subtitle">{t('admin.prize_title')}</h3>
      {round !== null && (
        <form className="form" onSubmit={record} data-testid="admin-record-prize">
          <div className="form__row">
            <SelectField
              label={t('admin.prize_method')}
              name="method"
              value={method}
              onChange={(value) => setMethod(value as PrizePaymentDto['method'])}
              options={[
                { value: 'off_platform', label: t('admin.prize_off_platform') },
                { value: 'wallet', label: t('admin.prize_wallet') },
              ]}
            />
            {method === 'off_platform' && (
              <TextField
                label={t('admin.prize_reference')}
                name="reference"
                value={reference}
                onChange={setReference}
                required
              />
            )}
          </div>
          <div className="form__actions">
            <BusyButton busy={busy} busyLabel={t('admin.loading')}>
              {t('admin.prize_record', { round })}
            </BusyButton>
          </div>
        </form>
      )}
      <FlashAlert message={flash.message} />
      <PanelState
        loaded={loaded}
        reload={() => void loaded.reload()}
        isEmpty={(rows) => rows.length === 0}
        empty={t('admin.prize_empty')}
      >
        {(rows) => (
          <DataTable
            caption={t('admin.prize_title')}
            rows={rows}
            rowKey={(row) => row.id}
            rowTestId={() => 'admin-prize-payment'}
            sort={{ column: 'round', direction: 'descending' }}
            columns={[
              {
                id: 'round',
                label: t('admin.columns.round'),
                numeric: true,
                cell: (row) => row.round,
                sortValue: (row) => row.round,
              },
              {
                id: 'amount',
                label: t('admin.columns.amount'),
                numeric: true,
                cell: (row) => money(row.amount),
                sortValue: (row) => Number(row.amount),
              },
              {
                id: 'method',
                label: t('admin.columns.method'),
                cell: (row) => t(`admin.prize_${row.method}`),
              },
              {
                id: 'reference',
                label: t('admin.columns.reference'),
                cell: (row) => row.reference ?? '—',
              },
              {
                id: 'state',
                label: t('admin.columns.state'),
                cell: (row) =>
                  row.state !== 'pending' ? (
                    t(`admin.prize_state_${row.state}`)
                  ) : (
                    <FourEyesActions
                      status={<span>{t('admin.prize_state_pending')}</span>}
                      canApprove={row.requested_by !== me && row.winner_user_id !== me}
                      busy={busy}
                      onDecide={(decision) => decide(row.id, decision)}
                    />
                  ),
              },
            ]}
          />
        )}
      </PanelState>
    </div>
  );
}
