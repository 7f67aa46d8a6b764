import { useTranslation } from 'react-i18next';
import { useCounterStore, type ConnectionStatus } from '../stores/counter-store.ts';

const LABEL_KEYS = {
  connected: 'counter.live',
  connecting: 'counter.connecting',
  disconnected: 'counter.offline',
} as const satisfies Record<ConnectionStatus, string>;

/** A dot that says whether the counter is live or may be lagging while the socket reconnects. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const connection = useCounterStore((s) => s.connection);
  const label = t(LABEL_KEYS[connection]);

  return (
    <span
      className={`connection-indicator connection-indicator--${connection}`}
      data-connection={connection}
      title={label}
    >
      <span className="connection-indicator__dot" aria-hidden="true" />
      <span className="connection-indicator__label">
        {connection === 'connected' ? label : <span className="visually-hidden">{label}</span>}
      </span>
    </span>
  );
}
