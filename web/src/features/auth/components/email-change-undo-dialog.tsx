import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { undoEmailChange } from '../api/undo-email-change.ts';

interface EmailChangeUndoDialogProps {
  token: string;
  onClose: () => void;
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * The undo link's page (docs/product.md#changing-the-e-mail-address). It asks for a press
 * before acting: a mail scanner that opens the link must not undo anything.
 */
export function EmailChangeUndoDialog({ token, onClose }: EmailChangeUndoDialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useSubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    if (busy) return;
    await run(
      async () => {
        // Every session of the account ended; a browser signed in to it finds out at its next
        // call.
        await undoEmailChange(token);
        setOutcome({ ok: true });
      },
      {
        fallback: t('account_recovery.error_undoing'),
        describe: (code) =>
          code === 'invalid_or_expired_token' ? t('account_recovery.link_invalid') : null,
        showFailure: (message) => setOutcome({ ok: false, message }),
      },
    );
  };

  return (
    <Dialog title={t('account_recovery.undo_title')} onClose={onClose} testId="email-change-undo">
      {outcome === null && <p className="dialog__text">{t('account_recovery.undo_explained')}</p>}
      {outcome?.ok === true && (
        <Alert tone="success" testId="email-change-undone">
          {t('account_recovery.undone')}
        </Alert>
      )}
      {outcome?.ok === false && <Alert tone="error">{outcome.message}</Alert>}
      <div className="dialog__footer">
        {outcome === null ? (
          <BusyButton
            type="button"
            busy={busy}
            busyLabel={t('common.saving')}
            onClick={() => void confirm()}
            data-autofocus
          >
            {t('account_recovery.undo_confirm')}
          </BusyButton>
        ) : (
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            {t('common.ok')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
