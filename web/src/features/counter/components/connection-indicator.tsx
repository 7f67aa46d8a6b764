import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounterStore, type ConnectionStatus } from '../stores/counter-store.ts';

const LABEL_KEYS = {
  connected: 'counter.live',
  connecting: 'counter.connecting',
  disconnected: 'counter.offline',
} as const satisfies Record<ConnectionStatus, string>;

/** A first connection taking longer than this is said in words, not left to a grey dot. */
export const SLOW_CONNECT_MS = 4000;

/**
 * A dot that says whether the counter is live. When live updates cannot connect, or the socket
 * dropped and retries, it says so in words (on a phone too): the counts may lag until it is back.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const connection = useCounterStore((s) => s.connection);
  const slow = useSlowConnect(connection);
  const label = t(LABEL_KEYS[connection]);
  const said = connection === 'disconnected' || slow;

  return (
    <span
      className={`connection-indicator connection-indicator--${connection}${said ? ' connection-indicator--said' : ''}`}
      data-connection={connection}
      title={label}
      role={said ? 'status' : undefined}
    >
      <span className="connection-indicator__dot" aria-hidden="true" />
      <span className="connection-indicator__label">
        {connection === 'connected' || said ? (
          label
        ) : (
          <span className="visually-hidden">{label}</span>
        )}
      </span>
    </span>
  );
}

/**
 * True while `connection` is `connecting` and a connection has once taken longer than
 * {@link SLOW_CONNECT_MS}: from then on, a reconnection is said at once.
 */
function useSlowConnect(connection: ConnectionStatus): boolean {
  const [everSlow, setEverSlow] = useState(false);
  useEffect(() => {
    if (connection !== 'connecting' || everSlow) return;
    const timer = setTimeout(() => setEverSlow(true), SLOW_CONNECT_MS);
    return () => clearTimeout(timer);
  }, [connection, everSlow]);
  return everSlow && connection === 'connecting';
}
