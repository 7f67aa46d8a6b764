import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../stores/toast-store.ts';
import './toast.css';

/**
 * The page's toasts (stores/toast-store.ts) in one polite live region: always in the page, so a
 * screen reader hears what arrives in it, and never focused, so the visitor's place is kept.
 * Each may be closed early; by itself it goes after 3 s.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);

  return (
    <div className="toaster" role="status" aria-live="polite" data-testid="toaster">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          data-testid="toast"
          data-tone={toast.tone}
        >
          <span className="toast__text">{toast.text}</span>
          <button
            type="button"
            className="toast__close"
            // Out of the tab order: it goes by itself, and a keyboard user is not sent chasing it.
            tabIndex={-1}
            aria-label={t('common.close')}
            onClick={() => useToastStore.getState().dismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
