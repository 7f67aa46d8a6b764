import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useSubmitWish } from '../hooks/use-submit-wish.ts';
import { currentWishOf } from '../utils/wish-text.ts';
import { WishEditor } from './wish-editor.tsx';
import { YourWish } from './your-wish.tsx';
import './wish-form.css';

const TITLE_ID = 'wish-form-title';

/**
 * The left sidebar's "your wish": the form to write and publish one, or, once published, the
 * wish itself with its counts and share link (spec §4).
 */
export function WishForm() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const { submit, busy, message } = useSubmitWish();
  const wish = user ? currentWishOf(user.wishes) : null;
  const gifted = (user?.gifted_wishes_as_receiver.length ?? 0) > 0;

  return (
    <div className="wish-box">
      <h2 id={TITLE_ID} className="sidebar-card__title">
        {t('wish_form.title')}
      </h2>
      {wish?.status === 'published' ? (
        <YourWish wish={wish} />
      ) : (
        <WishEditor
          signedIn={user !== null}
          draft={wish}
          gifted={gifted}
          busy={busy}
          onSubmit={(content) => void submit(content, gifted)}
          labelledBy={TITLE_ID}
        />
      )}
      {message && (
        <Alert key={message.id} tone={message.tone}>
          {message.text}
        </Alert>
      )}
    </div>
  );
}
