import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store.ts';
import { giftNoticeOf } from '../utils/gift-publish.ts';
import './wish-form.css';
import { currentWishOf } from '../utils/wish-text.ts';

/**
 * "A wish has been gifted to you" and how to claim it (docs/product.md#gifts), for a signed-in
 * user whose wish is not published yet: on the home page and in the wish form.
 */
export function GiftNotice({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const notice = giftNoticeOf(user);
  if (!user || !notice || currentWishOf(user.wishes)?.status === 'published') return null;
  return (
    <div className="wish-form__note wish-form__note--gift" data-testid={testId}>
      <strong className="wish-form__note-title">{t('wish_form.gift_title')}</strong>{' '}
      {notice === 'ready' ? t('wish_form.gift_ready') : t('wish_form.gift_verify')}
    </div>
  );
}
