import type { AdminWithdrawalDto, WithdrawalDecision } from '@wishwall/contracts/admin.dto';
import { WITHDRAWAL_STATUSES as STATUSES } from '@wishwall/contracts/wallet.dto';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { everyPage } from '../utils/every-page.ts';
import { DataTable, type Column } from './data-table.tsx';
import { FilterChoices, PanelState } from './panel-state.tsx';

type Status = AdminWithdrawalDto['status'];

/**
 * Withdrawals by status in a sortable, paged table: approve, reject (a reason the user reads,
 * asked in a dialog), pay through PayPal or mark paid; each outcome said above the table.
 */
export function WithdrawalsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const [status, setStatus] = useState<Status>('pending');
  const loaded = useAdminLoad(
    useCallback(() => everyPage((page) => adminCalls.withdrawals(status, page)), [status]),
  );
  const [rejecting, setRejecting] = useState<AdminWithdrawalDto | null>(null);

  const decide = (withdrawal: AdminWithdrawalDto, decision: WithdrawalDecision, reason?: string) =>
    run(
      async () => {
        await adminCalls.decide(withdrawal.id, decision, reason);
        setRejecting(null);
        flash.show(
          'success',
          t(`admin.decided_${decision}`, {
            amount: money(withdrawal.amount),
            email: withdrawal.user_email,
          }),
        );
      },
      { fallback: t('admin.error'), settle: loaded.reload },
    );

  const columns: Column<AdminWithdrawalDto>[] = [
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
      id: 'account',
      label: t('admin.columns.account'),
      cell: (row) => (
        <>
          {row.destination
            ? t('admin.destination', { email: row.destination })
            : t('admin.no_destination')}
          {row.provider_status && (
            <span className="admin-table__note">
              {t('admin.provider_status', {
                status: [row.provider_status, row.provider_reason].filter(Boolean).join(' — '),
              })}
            </span>
          )}
          {row.payout_error && (
            <span className="admin-table__warning">
              {t('admin.payout_error', { error: row.payout_error })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'requested',
      label: t('admin.columns.requested'),
      cell: (row) => (
        <time dateTime={row.created_at}>{formatDateTime(new Date(row.created_at), language)}</time>
      ),
      sortValue: (row) => row.created_at,
    },
    {
      id: 'actions',
      label: t('admin.columns.actions'),
      cell: (row) => (
        <div className="admin-table__actions">
          {row.status === 'pending' && (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy}
                onClick={() => void decide(row, 'approve')}
              >
                {t('admin.approve')}
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                disabled={busy}
                onClick={() => setRejecting(row)}
              >
                {t('admin.reject')}
              </button>
            </>
          )}
          {row.status === 'approved' && row.payout_requested && (
            <span className="admin-table__note">{t('admin.pay_sent')}</span>
          )}
          {row.status === 'approved' && !row.payout_requested && (
            <>
              {row.destination && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={busy}
                  onClick={() => void decide(row, 'pay')}
                >
                  {t('admin.pay')}
                </button>
              )}
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => void decide(row, 'mark_paid')}
              >
                {t('admin.mark_paid')}
              </button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="admin__section" aria-labelledby="admin-withdrawals">
      <h2 id="admin-withdrawals" className="admin__section-title">
        {t('admin.withdrawals_title')}
      </h2>
      <FilterChoices
        label={t('admin.filter_label')}
        value={status}
        onChange={setStatus}
        options={STATUSES.map((each) => ({ value: each, label: t(`admin.status_${each}`) }))}
      />
      <FlashAlert message={flash.message} />
      <PanelState
        loaded={loaded}
        reload={() => void loaded.reload()}
        isEmpty={(list) => list.rows.length === 0}
        empty={t('admin.withdrawals_empty')}
      >
        {(list) => (
          <DataTable
            caption={t('admin.withdrawals_title')}
            columns={columns}
            rows={list.rows}
            more={list.more}
            rowKey={(row) => row.id}
            rowTestId={(row) => `admin-withdrawal-${row.id}`}
            sort={{ column: 'requested', direction: 'ascending' }}
          />
        )}
      </PanelState>
      {rejecting && (
        <RejectDialog
          withdrawal={rejecting}
          busy={busy}
          onClose={() => setRejecting(null)}
          onReject={(reason) => void decide(rejecting, 'reject', reason)}
        />
      )}
    </section>
  );
}

/** The rejection's reason, required: the user reads it with their money's return. */
function RejectDialog({
  withdrawal,
  busy,
  onClose,
  onReject,
}: {
  withdrawal: AdminWithdrawalDto;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('admin.reject_reason_required'));
      // Back to the field that wants the reason, its error read with it.
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>('input[name="reason"]')
        ?.focus();
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Dialog title={t('admin.reject_title')} onClose={onClose} testId="admin-reject-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="admin__muted">
          {t('admin.reject_summary', {
            amount: money(withdrawal.amount),
            email: withdrawal.user_email,
          })}
        </p>
        <TextField
          label={t('admin.reject_reason_label')}
          name="reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          maxLength={500}
          required
          autoFocus
          error={error}
        />
        <div className="form__actions form__actions--end">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <BusyButton busy={busy} busyLabel={t('admin.loading')} className="button button--danger">
            {t('admin.reject_confirm')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
