import { create } from 'zustand';
import { startStepUp } from '../api/step-up.ts';

export interface StepUpStore {
  /** The code dialog is open: a code went to the operator's address. */
  open: boolean;
  /** The operator closed the last dialog: background reads do not open it again. */
  declined: boolean;
  /**
   * Mails a code and opens the dialog; resolves once the session passed the code, rejects
   * with `reason` when the operator closes the dialog (or with why no code could be sent).
   * Calls made meanwhile share the one dialog.
   */
  ask: (reason: unknown) => Promise<void>;
  passed: () => void;
  dismiss: () => void;
}

let waiting: { resolve: () => void; reject: (reason: unknown) => void; reason: unknown }[] = [];

function settle(outcome: { passed: true } | { passed: false; error?: unknown }) {
  const settled = waiting;
  waiting = [];
  for (const each of settled) {
    if (outcome.passed) each.resolve();
    else each.reject(outcome.error ?? each.reason);
  }
}

/**
 * The console's step-up (docs/decisions/0036-operator-sessions.md): an operator call answered
 * 401 `step_up_required` waits here while the operator enters the code just mailed, and is
 * tried again once the session holds a fresh second factor.
 */
export const useStepUpStore = create<StepUpStore>()((set, get) => ({
  open: false,
  declined: false,
  ask: (reason) =>
    new Promise<void>((resolve, reject) => {
      const first = waiting.length === 0 && !get().open;
      waiting.push({ resolve, reject, reason });
      if (!first) return;
      startStepUp().then(
        () => set({ open: true }),
        (error: unknown) => settle({ passed: false, error }),
      );
    }),
  passed: () => {
    set({ open: false, declined: false });
    settle({ passed: true });
  },
  dismiss: () => {
    set({ open: false, declined: true });
    settle({ passed: false });
  },
}));
