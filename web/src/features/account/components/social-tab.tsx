import type { UserDto } from '@wishwall/contracts/account.dto';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReferralLink } from '../../../components/ui/referral-link.tsx';
import { ShareLink } from '../../../components/ui/share-link.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { wishUrl } from '../../../lib/wish-url.ts';

/**
 * The social networks tab: the user's wish and referral link, ready to share
 * (docs/product.md#settings).
 */
export function SocialTab({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = user.wishes.find((wish) => wish.status === 'published');

  return (
    <div data-testid="social-tab">
      {published ? (
        <ShareLink
          title={t('social.wish_title')}
          hint={t('social.wish_hint')}
          url={wishUrl(language, published.id)}
          shareText={t('social.wish_share_text')}
          testId="social-wish-link"
        />
      ) : (
        <section className="config__section">
          <h2 className="config__section-title">{t('social.wish_title')}</h2>
          <p className="config__hint">{t('social.no_wish')}</p>
          <Link className="button button--secondary" to={`/${language}`}>
            {t('social.write_wish')}
          </Link>
        </section>
      )}
      <ReferralLink code={user.data_user.referral_code} testId="social-referral-link" />
    </div>
  );
}
