import type { Socket } from 'socket.io-client';

/** The part of a Socket.IO client socket the live features use. */
export type LiveSocket<Listen extends object, Emit extends object> = Pick<
  Socket<Listen, Emit>,
  'on' | 'off' | 'emit' | 'connect' | 'connected' | 'timeout'
>;

type Listener = (...args: never[]) => void;
type AnySocket = {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  connected: boolean;
  /** Connected, connecting or waiting to reconnect (Socket.IO's `socket.active`). */
  active: boolean;
  timeout(ms: number): { emit(event: string, ...args: unknown[]): unknown };
};

/**
 * A socket whose client library (socket.io-client, about a tenth of the app's script) loads on
 * the first `connect()`, i.e. after the first render, instead of with the page. Listeners added
 * and removed before then are kept and handed over. Until it has loaded it is not connected, and
 * a timed emit fails at once, as it would offline.
 *
 * `connect()` is safe to call from every feature that needs the connection, at any time: while
 * the socket is connecting or waiting to reconnect it does nothing. Socket.IO's own `connect()`
 * sends the namespace's CONNECT packet again each time it is called between the transport's
 * opening and the server's answer, and a server that has already joined the socket to the
 * namespace takes a second one for a protocol error and closes the connection: the first
 * connect of a page then failed, said "offline" and waited for a reconnect.
 */
export function deferredSocket<Listen extends object, Emit extends object>(
  load: () => Promise<Socket<Listen, Emit>>,
): LiveSocket<Listen, Emit> {
  let real: AnySocket | undefined;
  let loading: Promise<void> | undefined;
  const early: [string, Listener][] = [];

  const start = () => {
    loading ??= load().then(
      (socket) => {
        real = socket as unknown as AnySocket;
        for (const [event, listener] of early.splice(0)) real.on(event, listener);
        real.connect();
      },
      (error: unknown) => {
        loading = undefined;
        // Listeners of the connection's state learn it as they would of a failed connect.
        for (const [event, listener] of early) {
          if (event === 'connect_error') (listener as (error: unknown) => void)(error);
        }
      },
    );
  };

  const facade: AnySocket = {
    on(event, listener) {
      if (real) real.on(event, listener);
      else early.push([event, listener]);
      return facade;
    },
    off(event, listener) {
      if (real) real.off(event, listener);
      const index = early.findIndex(([e, l]) => e === event && l === listener);
      if (index >= 0) early.splice(index, 1);
      return facade;
    },
    emit(event, ...args) {
      real?.emit(event, ...args);
      return facade;
    },
    connect() {
      if (!real) start();
      else if (!real.active) real.connect();
      return facade;
    },
    get connected() {
      return real?.connected ?? false;
    },
    get active() {
      return real?.active ?? false;
    },
    timeout(ms) {
      if (real) return real.timeout(ms);
      return {
        emit: (_event, ...args) => {
          const ack = args.at(-1);
          if (typeof ack === 'function') ack(new Error('not connected'));
          return facade;
        },
      };
    },
  };
  return facade as unknown as LiveSocket<Listen, Emit>;
}
