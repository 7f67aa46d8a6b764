import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ShareTargets } from '../../../components/ui/share-targets.tsx';

/** The user's referral link (any page with `?referral_code=` remembers it), to copy or share. */
export function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = `${window.location.origin}/${language}?referral_code=${encodeURIComponent(code)}`;

  return (
    <section className="config__section" aria-labelledby="wallet-referral">
      <h2 id="wallet-referral" className="config__section-title">
        {t('wallet.referral_title')}
      </h2>
      <p className="config__hint">{t('wallet.referral_hint')}</p>
      <div className="wallet__link">
        <input
          className="field__input"
          type="url"
          readOnly
          value={url}
          aria-label={t('wallet.referral_title')}
          onFocus={(event) => event.target.select()}
          data-testid="referral-link"
        />
        <CopyLinkButton url={url} label={t('wallet.copy_link')} testId="copy-referral-link" />
      </div>
      <ShareTargets
        url={url}
        text={t('wallet.share_text')}
        listClassName="wallet__share"
        linkClassName={() => 'button button--secondary button--small'}
        label={t('wallet.share_label')}
      />
    </section>
  );
}
