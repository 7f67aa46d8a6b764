import { create } from 'zustand';

export interface StepUpStore {
  /** The step-up dialog is open, asking for a passkey or the authenticator app's code. */
  open: boolean;
  /** The operator closed the last dialog: background reads do not open it again. */
  declined: boolean;
  /**
   * Opens the dialog; resolves once the session passed a fresh factor, rejects with `reason`
   * when the operator closes the dialog. Calls made meanwhile share the one dialog.
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
 * 401 `step_up_required` waits here while the operator uses one of their passkeys or enters
 * their authenticator app's code (operators need one of the two,
 * docs/decisions/0047-authenticator-apps.md and 0053-passkeys.md: nothing is mailed), and is
 * tried again once the session holds a fresh second factor.
 */
export const useStepUpStore = create<StepUpStore>()((set, get) => ({
  open: false,
  declined: false,
  ask: (reason) =>
    new Promise<void>((resolve, reject) => {
      const first = waiting.length === 0 && !get().open;
      waiting.push({ resolve, reject, reason });
      if (first) set({ open: true });
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
