import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Approve and Reject of a request waiting for a second operator (decision 0037). "Approve" is
 * left out for whoever may not give it — its requester, or the operator it would pay — who sees
 * `blocked` in its place when given; the server refuses them anyway.
 */
export function FourEyesActions({
  canApprove,
  blocked,
  status,
  busy,
  onDecide,
}: {
  canApprove: boolean;
  blocked?: ReactNode;
  /** Shown before the buttons, e.g. the request's state. */
  status?: ReactNode;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-table__actions">
      {status}
      {canApprove ? (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          onClick={() => onDecide('approve')}
        >
          {t('admin.approve')}
        </button>
      ) : (
        blocked
      )}
      <button
        type="button"
        className="button button--danger button--small"
        disabled={busy}
        onClick={() => onDecide('reject')}
      >
        {t('admin.reject')}
      </button>
    </div>
  );
}
