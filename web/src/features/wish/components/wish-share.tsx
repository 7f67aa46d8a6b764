import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { ShareTargets } from '../../../components/ui/share-targets.tsx';

/** The wish's shareable link, a copy button and the share targets as plain links. */
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
      <ShareTargets
        url={url}
        text={text}
        listClassName="wish-share__targets"
        linkClassName={(target) => `share-target share-target--${target}`}
        testIdPrefix="share-"
      />
    </section>
  );
}
