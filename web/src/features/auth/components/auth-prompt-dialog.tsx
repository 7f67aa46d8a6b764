import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuthDialogStore, type AuthPromptReason } from '../../../stores/auth-dialog-store.ts';
import './auth-dialogs.css';

const TITLE_KEYS = {
  react: 'auth_prompt.title_react',
  publish: 'auth_prompt.title_publish',
} as const satisfies Record<AuthPromptReason, string>;

interface AuthPromptDialogProps {
  reason: AuthPromptReason;
  onClose: () => void;
}

/**
 * "To react to this wish you need:" then Log in, or, Register
 * (docs/product.md#layout-dialogs-and-errors). A click outside closes it; whatever asked for it
 * keeps waiting through the login or register dialog it leads to.
 */
export function AuthPromptDialog({ reason, onClose }: AuthPromptDialogProps) {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useAuthDialogStore.getState();

  return (
    <Dialog title={t(TITLE_KEYS[reason])} onClose={onClose} closeOnBackdrop testId="auth-prompt">
      <div className="auth-prompt__actions">
        <button type="button" className="button button--primary" onClick={openLogin} data-autofocus>
          {t('auth.login_button')}
        </button>
        <span className="auth-prompt__or">{t('auth_prompt.or')}</span>
        <button type="button" className="button button--secondary" onClick={openRegister}>
          {t('auth.register_button')}
        </button>
      </div>
    </Dialog>
  );
}
