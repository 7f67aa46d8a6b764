import type { FactorProofBody, UserDto } from '@wishwall/contracts/account.dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  requestEnableCode,
} from '../api/two-factor-settings.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { keepSession } from '../utils/keep-session.ts';
import { FactorProofDialog } from './factor-proof-dialog.tsx';
import { FactorStatus } from './factor-status.tsx';

interface TwoFactorSettingsProps {
  user: UserDto;
}

/**
 * docs/product.md#two-factor-sign-in: turning codes by e-mail on mails a code and opens the code
 * dialog, and a valid code turns it on; turning them off asks for a current second factor
 * (docs/decisions/0047-authenticator-apps.md).
 */
export function TwoFactorSettings({ user }: TwoFactorSettingsProps) {
  const { t } = useTranslation();
  const enabled = user.data_user.two_factor_enabled === 1;
  const [entering, setEntering] = useState(false);
  const [proving, setProving] = useState(false);
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const { busy, run } = useSubmit(flash);

  const startEnabling = () =>
    run(
      async () => {
        await requestEnableCode();
        setEntering(true);
      },
      { fallback: t('security.error_getting_2fa_code') },
    );

  const disable = async (proof: FactorProofBody) => {
    keepSession(await disableTwoFactor(proof));
    setProving(false);
    show('success', t('security.two_factor_disabled'));
  };

  return (
    <div className="two-factor-settings">
      <FactorStatus
        enabled={enabled}
        on={t('security.two_factor_on')}
        off={t('security.two_factor_off')}
        hint={t('security.two_factor_explained')}
        testId="two-factor-status"
      />
      <div className="form__actions">
        {enabled ? (
          <BusyButton
            type="button"
            className="button button--danger"
            onClick={() => {
              clear();
              setProving(true);
            }}
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
      {proving && (
        <FactorProofDialog
          user={user}
          action={t('security.disable_two_factor')}
          onProof={disable}
          fallbackError={t('security.error_disabling_2fa')}
          onClose={() => setProving(false)}
        />
      )}
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
