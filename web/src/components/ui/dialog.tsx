import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from './tooltip.tsx';
import './dialog.css';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A click on the backdrop closes the dialog: for prompts and messages, not for forms. */
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium';
  /** Hides the close button, for a dialog that must not be left (e.g. while loading). */
  dismissible?: boolean;
  testId?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser makes the page behind it inert and keeps
 * the focus inside. It opens when mounted and closes when unmounted, so callers render it only
 * while open. Focus goes to the element marked `data-autofocus` (else the first control), and
 * returns on close to whatever held it before. Escape calls `onClose`.
 */
export function Dialog({
  title,
  onClose,
  children,
  closeOnBackdrop = false,
  size = 'small',
  dismissible = true,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // The parent unmounts the dialog; closing it natively would leave React out of step.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the <dialog> itself is on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible && (
            <Tooltip text={t('common.close')} placement="below" align="end">
              {(tooltip) => (
                <button
                  {...tooltip}
                  type="button"
                  className="dialog__close"
                  aria-label={t('common.close')}
                  onClick={onClose}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </Tooltip>
          )}
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
