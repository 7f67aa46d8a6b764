import { BusyButton } from '../../../components/ui/busy-button.tsx';

interface AuthDialogFooterProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** "No account yet?" / "Already have an account?" */
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The submit button of the login and register dialogs, and the link to the other one. */
export function AuthDialogFooter(props: AuthDialogFooterProps) {
  const { busy, submitLabel, busyLabel, switchPrompt, switchLabel, onSwitch } = props;
  return (
    <>
      <BusyButton
        busy={busy}
        busyLabel={busyLabel}
        className="button button--primary button--block"
      >
        {submitLabel}
      </BusyButton>
      <p className="auth-dialog__switch">
        {switchPrompt}{' '}
        <button type="button" className="button button--link" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
