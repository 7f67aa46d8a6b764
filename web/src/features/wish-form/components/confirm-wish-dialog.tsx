import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { WishContent } from '../../../components/ui/wish-content.tsx';

interface ConfirmWishDialogProps {
  content: string;
  /** Holds a gifted wish: publishes for free now. Otherwise the payment options come next. */
  gifted: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Publish this wish?" with the text as it will appear; a published wish never changes. */
export function ConfirmWishDialog({ content, gifted, onConfirm, onClose }: ConfirmWishDialogProps) {
  const { t } = useTranslation();

  return (
    <Dialog
      title={t('wish_form.confirm_title')}
      onClose={onClose}
      size="medium"
      testId="confirm-wish"
    >
      <blockquote className="confirm-wish__quote">
        <WishContent content={content} />
      </blockquote>
      <p className="dialog__text">{t('wish_form.confirm_final')}</p>
      <p className="dialog__text confirm-wish__how">
        {gifted ? t('wish_form.confirm_gifted') : t('wish_form.confirm_payment')}
      </p>
      <div className="dialog__footer">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          data-autofocus
          data-testid="confirm-wish-continue"
        >
          {gifted ? t('wish_form.confirm_publish') : t('wish_form.confirm_continue')}
        </button>
      </div>
    </Dialog>
  );
}
