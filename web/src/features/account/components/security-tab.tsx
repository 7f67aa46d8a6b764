import type { UserDto } from '@wishwall/contracts/account.dto';
import { useTranslation } from 'react-i18next';
import { AuthenticatorAppSettings } from './authenticator-app-settings.tsx';
import { CloseAccountSection } from './close-account-section.tsx';
import { PasskeySettings } from './passkey-settings.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

interface SecurityTabProps {
  user: UserDto;
}

export function SecurityTab({ user }: SecurityTabProps) {
  const { t } = useTranslation();
  return (
    <div className="config__sections">
      <section className="config__section" aria-labelledby="security-password">
        <h2 id="security-password" className="config__section-title">
          {t('security.password_title')}
        </h2>
        <PasswordForm />
      </section>
      <section className="config__section" aria-labelledby="security-two-factor">
        <h2 id="security-two-factor" className="config__section-title">
          {t('security.two_factor_title')}
        </h2>
        <TwoFactorSettings user={user} />
      </section>
      <section className="config__section" aria-labelledby="security-authenticator">
        <h2 id="security-authenticator" className="config__section-title">
          {t('security.app_title')}
        </h2>
        <AuthenticatorAppSettings user={user} />
      </section>
      <section
        className="config__section"
        aria-labelledby="security-passkeys"
        data-testid="passkeys-section"
      >
        <h2 id="security-passkeys" className="config__section-title">
          {t('passkeys.title')}
        </h2>
        <PasskeySettings user={user} />
      </section>
      <section className="config__section" aria-labelledby="security-close">
        <h2 id="security-close" className="config__section-title">
          {t('security.close_title')}
        </h2>
        <CloseAccountSection user={user} />
      </section>
    </div>
  );
}
