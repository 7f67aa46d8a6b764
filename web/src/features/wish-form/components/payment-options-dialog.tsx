import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { PaymentMethod } from '../utils/pending-publish.ts';

interface PaymentOptionsDialogProps {
  onChoose: (method: PaymentMethod) => void;
  onClose: () => void;
}

/**
 * The payment options dialog (docs/product.md#publishing-a-wish): publishing costs 1 USD, paid by
 * card or with PayPal.
 */
export function PaymentOptionsDialog({ onChoose, onClose }: PaymentOptionsDialogProps) {
  const { t } = useTranslation();

  return (
    <Dialog title={t('payment.options_title')} onClose={onClose} testId="payment-options">
      <p className="dialog__text">{t('payment.options_text')}</p>
      <div className="payment-options">
        <button
          type="button"
          className="button button--primary payment-options__choice"
          onClick={() => onChoose('card')}
          data-autofocus
          data-testid="pay-card"
        >
          {t('payment.pay_card')}
        </button>
        <button
          type="button"
          className="button button--secondary payment-options__choice"
          onClick={() => onChoose('paypal')}
          data-testid="pay-paypal"
        >
          {t('payment.pay_paypal')}
        </button>
      </div>
      <p className="dialog__text payment-options__note">{t('payment.options_note')}</p>
    </Dialog>
  );
}
