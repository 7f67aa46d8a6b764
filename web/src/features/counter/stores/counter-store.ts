import type { CounterState } from '@wishwall/contracts/socket-events';
import { create } from 'zustand';
import { isNewer } from '../../../lib/versions.ts';

/** Whether a first count has arrived: `error` only while nothing has been shown yet. */
export type CounterStatus = 'loading' | 'ready' | 'error';
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface CounterStore extends CounterState {
  status: CounterStatus;
  connection: ConnectionStatus;
  /** Applies an absolute count if, and only if, it is newer than the one held. */
  apply: (state: CounterState) => void;
  /** The first load failed; a later snapshot from the socket still recovers. */
  fail: () => void;
  setConnection: (connection: ConnectionStatus) => void;
}

// The HTTP snapshot and socket pushes race, and pushes may arrive twice or out of order. Each
// carries the count's version, so the newest wins whatever the arrival order (isNewer). -1 is
// below any real version (they start at 0), so the first state always applies.
const INITIAL_VERSION = -1;

export const useCounterStore = create<CounterStore>()((set) => ({
  value: 0,
  version: INITIAL_VERSION,
  status: 'loading',
  connection: 'connecting',
  apply: (next) =>
    set((current) =>
      isNewer(next, current)
        ? { value: next.value, version: next.version, status: 'ready' }
        : current,
    ),
  fail: () => set((current) => (current.status === 'loading' ? { status: 'error' } : current)),
  setConnection: (connection) => set({ connection }),
}));
