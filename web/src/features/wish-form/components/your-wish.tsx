import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { ReactionCountsView } from '../../../components/ui/reaction-counts.tsx';
import { WishContent } from '../../../components/ui/wish-content.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useLiveCounts } from '../../../live/use-live-counts.ts';
import { wishPath, wishUrl } from '../../../lib/wish-url.ts';
import { useLiveCountsStore } from '../../../live/live-counts-store.ts';
import type { UserWish } from '../utils/wish-text.ts';

/** The user's published wish: "your wish is", its live counts (read-only) and its link. */
export function YourWish({ wish }: { wish: UserWish }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useLiveCounts(wish.id, wish);

  // The profile's counts carry no version: they stand in only until live ones arrive.
  useEffect(() => {
    useLiveCountsStore.getState().seedUnversioned(wish.id, wish);
  }, [wish]);

  return (
    <div className="your-wish" data-testid="your-wish" data-wish-id={wish.id}>
      <p className="your-wish__label">{t('wish_form.your_wish_is')}</p>
      <blockquote className="your-wish__quote">
        <WishContent content={wish.content} />
      </blockquote>
      <ReactionCountsView counts={counts} />
      <div className="your-wish__actions">
        <CopyLinkButton
          url={wishUrl(language, wish.id)}
          label={t('wish_form.copy_share_link')}
          testId="copy-share-link"
        />
        <Link className="button button--link" to={wishPath(language, wish.id)}>
          {t('wish_form.view_wish')}
        </Link>
      </div>
    </div>
  );
}
