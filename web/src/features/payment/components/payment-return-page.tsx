import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { usePaymentReturn } from '../hooks/use-payment-return.ts';
import { paymentFailureKey } from '../utils/payment-return-state.ts';
import type { PaymentProvider } from '../utils/return-query.ts';
import './payment-pages.css';

interface PaymentReturnPageProps {
  provider: PaymentProvider;
}

/**
 * `payment/success` (card) and `payment/paypal/success`: where the provider sends the payer back.
 * The payment is verified, which publishes the wish, and the page says how it went.
 */
export function PaymentReturnPage({ provider }: PaymentReturnPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, retry } = usePaymentReturn(provider);
  const home = `/${language}`;
  const title = t('payment.return_title');

  return (
    <article className="card payment-page" aria-busy={state.status === 'checking'}>
      <>
        <title>{`${title} · ${t('app.name')}`}</title>
      </>
      <h1 className="payment-page__title">{title}</h1>
      {(state.status === 'checking' || state.status === 'signed_out') && (
        <div className="payment-page__waiting" data-testid="payment-verifying">
          <LoadingBars label={t('payment.verifying')} />
          <p className="payment-page__lead">
            {state.status === 'checking' && state.slow
              ? t('payment.taking_longer')
              : t('payment.verifying')}
          </p>
          {state.status === 'checking' && state.slow && (
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('common.try_again')}
            </button>
          )}
        </div>
      )}
      {state.status === 'verified' && (
        <>
          <Alert tone="success" testId="payment-success">
            {t('payment.success')}
          </Alert>
          <p className="payment-page__lead">{t('payment.success_text')}</p>
          <div className="payment-page__actions">
            <Link className="button button--primary" to={wishPath(language, state.wishId)}>
              {t('payment.view_wish')}
            </Link>
            <Link className="button button--secondary" to={home}>
              {t('payment.back_home')}
            </Link>
          </div>
        </>
      )}
      {(state.status === 'failed' || state.status === 'invalid') && (
        <>
          <Alert tone="error" testId="payment-error">
            {state.status === 'failed'
              ? t(paymentFailureKey(provider, state.code))
              : t(provider === 'paypal' ? 'errors.invalid_order' : 'payment.invalid_link')}
          </Alert>
          {state.status === 'failed' && state.leave && (
            <p className="payment-page__lead">{t('payment.leaving')}</p>
          )}
          <div className="payment-page__actions">
            <Link className="button button--secondary" to={home}>
              {t('payment.back_home')}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
