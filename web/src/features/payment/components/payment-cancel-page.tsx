import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import './payment-pages.css';

/** `payment/cancel`: the payer left the checkout. The wish stays a draft, ready to pay later. */
export function PaymentCancelPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('payment.cancel_title');

  return (
    <article className="card payment-page">
      <>
        <title>{`${title} · ${t('app.name')}`}</title>
      </>
      <h1 className="payment-page__title">{title}</h1>
      <Alert tone="info" testId="payment-cancel">
        {t('payment.cancel_text')}
      </Alert>
      <div className="payment-page__actions">
        <Link className="button button--primary" to={`/${language}`}>
          {t('payment.back_home')}
        </Link>
      </div>
    </article>
  );
}
