import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from './copy-link-button.tsx';
import { ShareTargets } from './share-targets.tsx';
import './share-link.css';

interface ShareLinkProps {
  title: string;
  hint: string;
  url: string;
  /** The text the share targets post with the link. */
  shareText: string;
  /** Test ids: `<testId>` for the link field, `copy-<testId>` for its copy button. */
  testId: string;
}

/** A titled link to copy or to share on the share targets (referral link, own wish). */
export function ShareLink({ title, hint, url, shareText, testId }: ShareLinkProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section className="config__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="config__section-title">
        {title}
      </h2>
      <p className="config__hint">{hint}</p>
      <div className="share-link__row">
        <input
          className="field__input"
          type="url"
          readOnly
          value={url}
          aria-label={title}
          onFocus={(event) => event.target.select()}
          data-testid={testId}
        />
        <CopyLinkButton url={url} label={t('wallet.copy_link')} testId={`copy-${testId}`} />
      </div>
      <ShareTargets
        url={url}
        text={shareText}
        listClassName="share-link__targets"
        linkClassName={() => 'button button--secondary button--small share-link__target'}
        label={t('wallet.share_label')}
      />
    </section>
  );
}
