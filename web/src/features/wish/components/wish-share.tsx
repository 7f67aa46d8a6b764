import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { shareLinks, type ShareTarget } from '../../../lib/share-links.ts';

const TARGET_NAMES = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
} as const satisfies Record<ShareTarget, string>;

/** The wish's shareable link, a copy button and the spec's share targets as plain links. */
export function WishShare({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();

  return (
    <section className="wish-share" aria-labelledby="wish-share-title">
      <h2 id="wish-share-title" className="wish-page__section-title">
        {t('wish_page.share_title')}
      </h2>
      <div className="wish-share__link">
        <input
          className="field__input"
          type="url"
          readOnly
          value={url}
          aria-label={t('wish_page.link_label')}
          onFocus={(event) => event.target.select()}
          data-testid="wish-link"
        />
        <CopyLinkButton url={url} label={t('wish_page.copy_link')} testId="copy-wish-link" />
      </div>
      <ul className="wish-share__targets">
        {shareLinks(url, text).map(({ target, href }) => (
          <li key={target}>
            <a
              className={`share-target share-target--${target}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`share-${target}`}
            >
              {t('wish_page.share_on', { name: TARGET_NAMES[target] })}
              <span className="visually-hidden"> {t('wish_page.new_window')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
