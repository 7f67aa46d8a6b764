import { useTranslation } from 'react-i18next';
import { showToast } from '../../stores/toast-store.ts';

interface CopyLinkButtonProps {
  url: string;
  label: string;
  testId?: string;
}

/**
 * Copies a link to the clipboard and says whether it worked in a toast (3 s,
 * docs/decisions/0055-site-behaviour.md): "Link copied to clipboard", or "Copy failed".
 */
export function CopyLinkButton({ url, label, testId }: CopyLinkButtonProps) {
  const { t } = useTranslation();

  const copy = () => {
    // Clipboard access needs a secure context; without one there is nothing to call.
    const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'));
    write.then(
      () => showToast(t('share.link_copied')),
      (error: unknown) => {
        console.warn('Could not copy the link', error);
        showToast(t('share.copy_failed'), 'error');
      },
    );
  };

  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={copy}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
