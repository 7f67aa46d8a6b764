import { create } from 'zustand';

/**
 * How long a toast shows (docs/decisions/0055-site-behaviour.md): long enough to read a short
 * confirmation, short enough not to sit over the page.
 */
export const TOAST_DURATION_MS = 3_000;
/** At most this many at once: a burst of confirmations shows the newest. */
export const TOAST_LIMIT = 3;

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export interface ToastStore {
  toasts: Toast[];
  /** Shows a short confirmation for TOAST_DURATION_MS; the same text again restarts it. */
  show: (text: string, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

let nextId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Short confirmations that need nothing from the visitor ("Link copied", saved settings): shown
 * in one polite live region at the edge of the page (`Toaster`), never focused, gone by themselves.
 * Failures that need reading stay beside their form.
 */
export const useToastStore = create<ToastStore>()((set, get) => {
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  };
  return {
    toasts: [],
    dismiss,
    show: (text, tone = 'success') => {
      for (const same of get().toasts.filter((toast) => toast.text === text)) dismiss(same.id);
      nextId += 1;
      const id = nextId;
      const current = get().toasts;
      const kept = current.slice(Math.max(0, current.length - (TOAST_LIMIT - 1)));
      for (const dropped of current) {
        if (kept.includes(dropped)) continue;
        clearTimeout(timers.get(dropped.id));
        timers.delete(dropped.id);
      }
      set({ toasts: [...kept, { id, tone, text }] });
      timers.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
  };
});

/** Shows a toast from anywhere (a click handler, a settled save). */
export function showToast(text: string, tone?: ToastTone): void {
  useToastStore.getState().show(text, tone);
}
