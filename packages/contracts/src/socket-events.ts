/** Socket.IO contract between the gateway and the web client. */

/** Absolute state with a version: clients apply it only if the version is newer. */
export interface CounterState {
  value: number;
  version: number;
}

export interface ServerToClientEvents {
  /** Sent on connect (snapshot) and after every change, coalesced per tick. */
  counter: (state: CounterState) => void;
}

// Clients only listen for now; requests travel over HTTP.
export type ClientToServerEvents = Record<string, never>;

export const SOCKET_PATH = '/socket.io';
