import type { TwoFactorChangedDto, UserDto } from '@wishwall/contracts/account.dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  requestEnableCode,
} from '../api/two-factor-settings.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

interface TwoFactorSettingsProps {
  user: UserDto;
}

/**
 * docs/product.md#two-factor-sign-in: turning two-factor on mails a code and opens the code dialog,
 * and a valid code turns it on; turning it off acts at once.
 */
export function TwoFactorSettings({ user }: TwoFactorSettingsProps) {
  const { t } = useTranslation();
  const enabled = user.data_user.two_factor_enabled === 1;
  const [entering, setEntering] = useState(false);
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);

  // The change signed every other session out: this one goes on with the token it was given.
  const keepSession = ({ user: updated, token }: TwoFactorChangedDto) => {
    const session = useSessionStore.getState();
    session.replaceToken(token);
    session.setUser(updated);
  };

  const startEnabling = () =>
    run(
      async () => {
        await requestEnableCode();
        setEntering(true);
      },
      { fallback: t('security.error_getting_2fa_code') },
    );

  const disable = () =>
    run(
      async () => {
        keepSession(await disableTwoFactor());
        show('success', t('security.two_factor_disabled'));
      },
      { fallback: t('security.error_disabling_2fa') },
    );

  return (
    <div className="two-factor-settings">
      <p className="two-factor-settings__status">
        <span
          className={enabled ? 'badge badge--success' : 'badge'}
          data-testid="two-factor-status"
          data-enabled={enabled}
        >
          {enabled ? t('security.two_factor_on') : t('security.two_factor_off')}
        </span>
        <span className="config__hint">{t('security.two_factor_explained')}</span>
      </p>
      <div className="form__actions">
        {enabled ? (
          <BusyButton
            type="button"
            className="button button--danger"
            onClick={() => void disable()}
            busy={busy}
            busyLabel={t('common.saving')}
            data-testid="disable-two-factor"
          >
            {t('security.disable_two_factor')}
          </BusyButton>
        ) : (
          <BusyButton
            type="button"
            onClick={() => void startEnabling()}
            busy={busy}
            busyLabel={t('common.sending')}
            data-testid="enable-two-factor"
          >
            {t('security.enable_two_factor')}
          </BusyButton>
        )}
      </div>
      <FlashAlert message={message} />
      {entering && (
        <TwoFactorDialog
          description={t('two_factor.sent_to', { email: user.email })}
          onValidate={async (code) => {
            keepSession(await enableTwoFactor(code));
            setEntering(false);
            show('success', t('security.two_factor_enabled'));
          }}
          onResend={requestEnableCode}
          failureFallback={t('security.error_verifying_2fa_code')}
          describeFailure={(code) =>
            code === 'invalid_2fa_code' ? t('security.verification_code_invalid') : null
          }
          onClose={() => setEntering(false)}
        />
      )}
    </div>
  );
}
