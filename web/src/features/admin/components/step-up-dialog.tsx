import { useTranslation } from 'react-i18next';
import { TwoFactorDialog } from '../../../components/ui/two-factor-dialog.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { verifyStepUp } from '../api/step-up.ts';
import { useStepUpStore } from '../stores/step-up-store.ts';

/**
 * The authenticator app's code the console asks for before an action that needs a fresh
 * second factor.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const open = useStepUpStore((s) => s.open);
  if (!open) return null;
  return (
    <TwoFactorDialog
      description={t('admin.step_up_sent')}
      onValidate={async (code) => {
        useSessionStore.getState().replaceToken(await verifyStepUp(code));
        useStepUpStore.getState().passed();
      }}
      onClose={() => useStepUpStore.getState().dismiss()}
    />
  );
}
