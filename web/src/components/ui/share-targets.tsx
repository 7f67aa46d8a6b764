import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from 'react-i18next';
import { shareLinks, type ShareTarget } from '../../lib/share-links.ts';
import { ShareIcon } from './share-icon.tsx';

const TARGET_NAMES = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
} as const satisfies Record<ShareTarget, string>;

interface ShareTargetsProps {
  url: string;
  text: string;
  listClassName: string;
  /** The class of each control: a target's link, or `native` for the system share sheet. */
  linkClassName: (target: ShareTarget | 'native') => string;
  label?: string;
  /** Each link's test id is this prefix plus the target. */
  testIdPrefix?: string;
}

async function shareNatively(url: string, text: string) {
  try {
    await navigator.share({ url, text });
  } catch (error) {
    // Closing the share sheet rejects too; only a real failure is worth a word in the log.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn('The share sheet failed', error);
    }
  }
}

/**
 * The share targets (docs/product.md#sharing) as links with their marks that open in a new window,
 * led by the device's own share sheet where the browser has one (`navigator.share`, mostly phones).
 */
export function ShareTargets({
  url,
  text,
  listClassName,
  linkClassName,
  label,
  testIdPrefix,
}: ShareTargetsProps) {
  const { t } = useTranslation();
  // The server cannot tell whether the device has a share sheet: the button follows hydration.
  const hydrated = useHydrated();
  const native = hydrated && typeof navigator.share === 'function';

  return (
    <ul className={listClassName} aria-label={label}>
      {native && (
        <li>
          <button
            type="button"
            className={linkClassName('native')}
            onClick={() => void shareNatively(url, text)}
            data-testid={testIdPrefix ? `${testIdPrefix}native` : undefined}
          >
            <ShareIcon target="native" />
            {t('share.native')}
          </button>
        </li>
      )}
      {shareLinks(url, text).map(({ target, href }) => (
        <li key={target}>
          <a
            className={linkClassName(target)}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('wish_page.share_on', { name: TARGET_NAMES[target] })} ${t('wish_page.new_window')}`}
            data-testid={testIdPrefix ? `${testIdPrefix}${target}` : undefined}
          >
            <ShareIcon target={target} />
            {TARGET_NAMES[target]}
          </a>
        </li>
      ))}
    </ul>
  );
}
