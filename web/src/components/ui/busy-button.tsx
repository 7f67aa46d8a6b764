import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its action is under way: the button is disabled and says so. */
  busy: boolean;
  /** What it says meanwhile, e.g. "Saving…". */
  busyLabel: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A form's action button that shows its busy label and refuses a second press while the action
 * runs. A submit button, primary, unless told otherwise.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  type = 'submit',
  className = 'button button--primary',
  disabled = false,
  ...rest
}: BusyButtonProps) {
  return (
    <button {...rest} type={type} className={className} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
