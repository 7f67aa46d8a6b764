import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './copy-link.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** docs/product.md#interface-timings-and-layout: the "copied" confirmation shows for 5 s. */
const CONFIRMATION_MS = 5_000;

interface CopyLinkButtonProps {
  url: string;
  label: string;
  testId?: string;
}

/**
 * Copies a link to the clipboard and says whether it worked ("Copy failed" otherwise), in a toast
 * at the foot of the screen that moves nothing around the button.
 */
export function CopyLinkButton({ url, label, testId }: CopyLinkButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    // Clipboard access needs a secure context; without one there is nothing to call.
    const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'));
    write.then(
      () => setState('copied'),
      (error: unknown) => {
        console.warn('Could not copy the link', error);
        setState('failed');
      },
    );
  };

  return (
    <span className="copy-link">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={copy}
        data-testid={testId}
      >
        {label}
      </button>
      <span
        className={`copy-link__status copy-link__status--${state}`}
        role="status"
        aria-live="polite"
      >
        {state === 'copied' && t('share.link_copied')}
        {state === 'failed' && t('share.copy_failed')}
      </span>
    </span>
  );
}
