interface FactorStatusProps {
  enabled: boolean;
  /** The badge's text when on, and when off. */
  on: string;
  off: string;
  /** What the factor does, beside the badge. */
  hint: string;
  testId: string;
}

/**
 * A second factor's state as the security tab shows each of them (codes by e-mail, an
 * authenticator app): an on/off badge that tests read through `data-enabled`, and its hint.
 */
export function FactorStatus({ enabled, on, off, hint, testId }: FactorStatusProps) {
  return (
    <p className="two-factor-settings__status">
      <span
        className={enabled ? 'badge badge--success' : 'badge'}
        data-testid={testId}
        data-enabled={enabled}
      >
        {enabled ? on : off}
      </span>
      <span className="config__hint">{hint}</span>
    </p>
  );
}
