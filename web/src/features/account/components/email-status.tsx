import type { UserDto } from '@wishwall/contracts/account.dto';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { resendVerificationEmail } from '../api/resend-verification.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

interface EmailStatusProps {
  user: UserDto;
}

/**
 * The e-mail address (read-only: docs/product.md#settings), whether it is verified, and a fresh
 * link if not.
 */
export function EmailStatus({ user }: EmailStatusProps) {
  const { t } = useTranslation();
  const verified = user.email_verified_at !== null;
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);

  const resend = async () => {
    if (busy) return;
    await run(
      async () => {
        await resendVerificationEmail();
        show('success', t('profile.verification_sent', { email: user.email }));
      },
      { fallback: t('profile.error_sending_verification') },
    );
  };

  return (
    <div className="email-status">
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        value={user.email}
        onChange={() => undefined}
        readOnly
        addon={
          <span
            className={verified ? 'badge badge--success' : 'badge badge--warning'}
            data-testid="email-verified-badge"
            data-verified={verified}
          >
            {verified ? t('profile.email_verified') : t('profile.email_not_verified')}
          </span>
        }
        hint={t('profile.email_read_only')}
      />
      {!verified && (
        <div className="email-status__resend">
          <span className="config__hint">{t('profile.verify_prompt')}</span>
          <BusyButton
            type="button"
            className="button button--secondary button--small"
            onClick={() => void resend()}
            busy={busy}
            busyLabel={t('common.sending')}
            data-testid="resend-verification"
          >
            {t('profile.resend_verification')}
          </BusyButton>
        </div>
      )}
      <FlashAlert message={message} />
    </div>
  );
}
