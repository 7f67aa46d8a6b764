import { useTranslation } from 'react-i18next';
import { shareLinks, type ShareTarget } from '../../lib/share-links.ts';

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
  linkClassName: (target: ShareTarget) => string;
  label?: string;
  /** Each link's test id is this prefix plus the target. */
  testIdPrefix?: string;
}

/** The spec's share targets (§9) as plain links that open in a new window. */
export function ShareTargets({
  url,
  text,
  listClassName,
  linkClassName,
  label,
  testIdPrefix,
}: ShareTargetsProps) {
  const { t } = useTranslation();
  return (
    <ul className={listClassName} aria-label={label}>
      {shareLinks(url, text).map(({ target, href }) => (
        <li key={target}>
          <a
            className={linkClassName(target)}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={testIdPrefix ? `${testIdPrefix}${target}` : undefined}
          >
            {t('wish_page.share_on', { name: TARGET_NAMES[target] })}
            <span className="visually-hidden"> {t('wish_page.new_window')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
