import { useToastStore } from '../../stores/toast-store.ts';
import './toast.css';

/**
 * The page's toasts (stores/toast-store.ts) in one polite live region: always in the page, so a
 * screen reader hears what arrives in it, and with nothing to focus, so the visitor's place is
 * kept. No close button: a toast goes by itself after 3 s, and a button would be read out with
 * its text.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);

  return (
    <div className="toaster" role="status" aria-live="polite" data-testid="toaster">
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          data-testid="toast"
          data-tone={toast.tone}
        >
          {toast.text}
        </p>
      ))}
    </div>
  );
}
