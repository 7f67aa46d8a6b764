import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { LoadingDialog } from '../../../components/ui/loading-dialog.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useRafflePhase } from '../../raffle/hooks/use-raffle-phase.ts';
import { publishingOpen } from '../../raffle/utils/raffle-phase.ts';
import { useResumePublish } from '../hooks/use-resume-publish.ts';
import { useSubmitWish } from '../hooks/use-submit-wish.ts';
import { canPublishWithGift } from '../utils/gift-publish.ts';
import { GiftNotice } from './gift-notice.tsx';
import { currentWishOf } from '../utils/wish-text.ts';
import { WishEditor } from './wish-editor.tsx';
import { YourWish } from './your-wish.tsx';
import './wish-form.css';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

const TITLE_ID = 'wish-form-title';

/**
 * The left sidebar's "your wish": the form to write and publish one, or, once published, the
 * wish itself with its counts and share link (docs/product.md#publishing-a-wish).
 */
export function WishForm() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const { submit, busy, redirecting, message, showMessage } = useSubmitWish();
  const alreadyPublished = useCallback(
    () => showMessage('error', t('errors.user_already_has_published_wish')),
    [showMessage, t],
  );
  useResumePublish(submit, alreadyPublished);
  const wish = user ? currentWishOf(user.wishes) : null;
  const gifted = canPublishWithGift(user);
  const phase = useRafflePhase();

  return (
    <div className="wish-box">
      <h2 id={TITLE_ID} className="sidebar-card__title">
        {t('wish_form.title')}
      </h2>
      <GiftNotice testId="gift-notice-form" />
      {wish?.status === 'published' ? (
        <YourWish wish={wish} />
      ) : (
        <WishEditor
          signedIn={user !== null}
          draft={wish}
          gifted={gifted}
          giftWaiting={user?.gift_waiting ?? false}
          busy={busy}
          salesOpen={publishingOpen(phase)}
          onPublish={(content, plan) => void submit(content, plan)}
          labelledBy={TITLE_ID}
        />
      )}
      <FlashAlert message={message} />
      {redirecting && (
        <LoadingDialog
          title={t('payment.redirecting_title')}
          text={t('payment.redirecting_text')}
          testId="payment-redirecting"
        />
      )}
    </div>
  );
}
