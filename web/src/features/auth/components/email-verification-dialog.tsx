import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { MessageDialog } from '../../../components/ui/message-dialog.tsx';
import { useEmailVerificationStore } from '../stores/email-verification-store.ts';

interface EmailVerificationDialogProps {
  onClose: () => void;
}

/** Loading while the link is checked, then how it went. */
export function EmailVerificationDialog({ onClose }: EmailVerificationDialogProps) {
  const { t } = useTranslation();
  const result = useEmailVerificationStore((s) => s.result);

  if (!result) {
    return (
      <Dialog title={t('email_verification.title')} onClose={onClose} dismissible={false}>
        <div className="email-verification__loading">
          <LoadingBars label={t('email_verification.loading')} />
          <p className="dialog__text">{t('email_verification.loading')}</p>
        </div>
      </Dialog>
    );
  }

  if (result.ok) {
    return (
      <MessageDialog
        title={t('email_verification.title')}
        tone="success"
        message={t(`email_verification.${result.outcome}`)}
        onClose={onClose}
        testId="email-verification-result"
      />
    );
  }

  return (
    <MessageDialog
      title={t('email_verification.error_on_email_verification')}
      tone="error"
      message={
        result.code
          ? t(`errors.${result.code}`)
          : t('email_verification.error_while_verifying_email')
      }
      onClose={onClose}
      testId="email-verification-result"
    />
  );
}
