import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Dialog } from './dialog.tsx';

interface MessageDialogProps {
  title: string;
  message: string;
  tone: 'success' | 'error' | 'info';
  onClose: () => void;
  testId?: string;
}

/** Tells the user how something went; any click outside, Escape or OK dismisses it. */
export function MessageDialog({ title, message, tone, onClose, testId }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} closeOnBackdrop testId={testId}>
      <Alert tone={tone}>{message}</Alert>
      <div className="dialog__footer">
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
