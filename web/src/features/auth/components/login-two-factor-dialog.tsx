import { useTranslation } from 'react-i18next';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import type { PendingTwoFactor } from '../../../stores/session-store.ts';
import { resendLoginCode, verifyLoginCode } from '../api/login-two-factor.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

interface LoginTwoFactorDialogProps {
  pending: PendingTwoFactor;
  onClose: () => void;
}

/** The second step of a login with two-factor on: the code e-mailed for this attempt. */
export function LoginTwoFactorDialog({ pending, onClose }: LoginTwoFactorDialogProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();

  return (
    <TwoFactorDialog
      description={t('two_factor.sent_to', { email: pending.email })}
      onValidate={async (code) => {
        completeSignIn(await verifyLoginCode({ code, two_factor_token: pending.twoFactorToken }));
      }}
      onResend={() => resendLoginCode(pending.twoFactorToken)}
      onClose={onClose}
    />
  );
}
