import { WISH_MAX_LENGTH } from '@wishwall/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { openAuthPrompt } from '../../../stores/auth-dialog-store.ts';
import type { PublishPlan } from '../hooks/use-submit-wish.ts';
import {
  forgetPendingPublish,
  savePendingPublish,
  type PaymentMethod,
} from '../utils/pending-publish.ts';
import {
  clampWishText,
  isBlankWish,
  remainingCharacters,
  type UserWish,
} from '../utils/wish-text.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { ConfirmWishDialog } from './confirm-wish-dialog.tsx';
import { PaymentOptionsDialog } from './payment-options-dialog.tsx';

interface WishEditorProps {
  signedIn: boolean;
  /** The user's saved, unpublished wish, if any: its text fills the form. */
  draft: UserWish | null;
  gifted: boolean;
  /** A gift waits for the user's address to be verified: publishing says so, never asks to pay. */
  giftWaiting: boolean;
  busy: boolean;
  /** False between a raffle round's close and the next round: nothing publishes then. */
  salesOpen: boolean;
  onPublish: (content: string, plan: PublishPlan) => void;
  labelledBy: string;
}

/** Which dialog of the publish flow is open: the confirmation, then how to pay. */
type PublishDialog = 'confirm' | 'pay' | null;

/**
 * The wish textarea (500 characters, extra input ignored, a live remaining count), the publish
 * button, its confirmation and, without a gifted wish, the payment options. A visitor chooses
 * how to pay and is then asked to sign in; the text and method wait in the tab's storage and
 * resume once they have (`useResumePublish`), or are forgotten if they give up.
 */
export function WishEditor({
  signedIn,
  draft,
  gifted,
  giftWaiting,
  busy,
  salesOpen,
  onPublish,
  labelledBy,
}: WishEditorProps) {
  const { t } = useTranslation();
  // Server-rendered, the form takes text and submits only once hydrated (decision 0058).
  const hydrated = useHydrated();
  const language = useLanguage();
  const [text, setText] = useState(draft?.content ?? '');
  const [blank, setBlank] = useState(false);
  const [verifyFirst, setVerifyFirst] = useState(false);
  const [dialog, setDialog] = useState<PublishDialog>(null);
  const [draftShown, setDraftShown] = useState(draft?.id ?? null);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  // The draft can arrive after the form (the session restores, or a save answers): it fills an
  // empty form, never one the user is typing in.
  if ((draft?.id ?? null) !== draftShown) {
    setDraftShown(draft?.id ?? null);
    if (draft && isBlankWish(text)) setText(draft.content);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankWish(text)) {
      setBlank(true);
      return;
    }
    if (giftWaiting && !gifted) {
      setVerifyFirst(true);
      return;
    }
    setDialog('confirm');
  };

  const confirm = () => {
    if (gifted) {
      setDialog(null);
      onPublish(text, { kind: 'gift' });
      return;
    }
    setDialog('pay');
  };

  const choose = (method: PaymentMethod) => {
    setDialog(null);
    if (signedIn) {
      onPublish(text, { kind: 'pay', method });
      return;
    }
    savePendingPublish({ content: text, method, savedAt: Date.now() });
    openAuthPrompt({ reason: 'publish', onDismiss: forgetPendingPublish });
  };

  const remaining = remainingCharacters(text);

  return (
    <Form className="wish-form" onSubmit={submit} aria-labelledby={labelledBy}>
      <label className="visually-hidden" htmlFor={id}>
        {t('wish_form.label')}
      </label>
      <textarea
        id={id}
        className="field__input wish-form__textarea"
        name="content"
        rows={5}
        maxLength={WISH_MAX_LENGTH}
        value={text}
        placeholder={t('wish_form.placeholder')}
        onChange={(event) => {
          setText(clampWishText(event.target.value));
          if (blank) setBlank(false);
        }}
        disabled={busy || !hydrated}
        aria-invalid={blank || undefined}
        aria-describedby={blank ? `${counterId} ${errorId}` : counterId}
        data-testid="wish-form"
      />
      <p
        id={counterId}
        className={
          remaining === 0 ? 'wish-form__counter wish-form__counter--full' : 'wish-form__counter'
        }
      >
        {t('wish_form.remaining', {
          count: remaining,
          formatted: formatNumber(remaining, language),
        })}
      </p>
      {blank && (
        <p id={errorId} className="field__error" role="alert">
          {t('wish_form.blank')}
        </p>
      )}
      {draft && !gifted && !giftWaiting && (
        <p className="wish-form__note">{t('wish_form.draft_unpaid')}</p>
      )}
      {verifyFirst && (
        <p className="field__error" role="alert">
          {t('wish_form.gift_verify_first')}
        </p>
      )}
      {!salesOpen && (
        <p className="wish-form__note" role="status" data-testid="publishing-closed">
          {t('raffle.reopens')}
        </p>
      )}
      <BusyButton
        busy={busy}
        busyLabel={t('wish_form.publishing')}
        className="button button--primary button--block"
        disabled={!salesOpen || !hydrated}
        data-testid="publish-wish"
      >
        {t('wish_form.publish')}
      </BusyButton>
      {dialog === 'confirm' && (
        <ConfirmWishDialog
          content={text}
          gifted={gifted}
          onClose={() => setDialog(null)}
          onConfirm={confirm}
        />
      )}
      {dialog === 'pay' && (
        <PaymentOptionsDialog onChoose={choose} onClose={() => setDialog(null)} />
      )}
    </Form>
  );
}
