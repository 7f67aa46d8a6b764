import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { refreshUser } from '../../auth/utils/refresh-user.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import {
  initialPaymentReturnState,
  LEAVE_AFTER_FAILURE_MS,
  paymentReturnReducer,
  SLOW_VERIFICATION_MS,
  type PaymentReturnEvent,
  type PaymentReturnState,
} from '../utils/payment-return-state.ts';
import { parsePaymentReturn, type PaymentProvider } from '../utils/return-query.ts';

/**
 * Drives a payment return page: once the session has restored, verifies the payment, refreshes
 * the user and reports success; says so after 30 s without an answer and offers a retry. Sends
 * the visitor home when nobody is signed in, and after a failed PayPal verification.
 */
export function usePaymentReturn(provider: PaymentProvider) {
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parsePaymentReturn(provider, search), [provider, search]);
  const [state, dispatch] = useReducer(
    (current: PaymentReturnState, event: PaymentReturnEvent) =>
      paymentReturnReducer(provider, current, event),
    query,
    (initialQuery) => initialPaymentReturnState(provider, initialQuery),
  );
  const [attempt, setAttempt] = useState(0);
  const sessionReady = useSessionStore((s) => s.status === 'ready');
  const signedIn = useSessionStore((s) => s.user !== null);

  useEffect(() => {
    if (!query || !sessionReady) return;
    if (!signedIn) {
      dispatch({ type: 'signed_out' });
      return;
    }
    const controller = new AbortController();
    const slow = setTimeout(() => dispatch({ type: 'slow' }), SLOW_VERIFICATION_MS);
    verifyPayment(query, controller.signal)
      .then(
        async (wish) => {
          await refreshUser();
          if (!controller.signal.aborted) dispatch({ type: 'verified', wishId: wish.id });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const code = errorCodeOf(error);
          if (!code) console.warn('Could not verify the payment', error);
          dispatch({ type: 'failed', code });
        },
      )
      .finally(() => clearTimeout(slow));
    return () => {
      controller.abort();
      clearTimeout(slow);
    };
  }, [query, sessionReady, signedIn, attempt]);

  const leaving = state.status === 'signed_out' || (state.status === 'failed' && state.leave);
  useEffect(() => {
    if (!leaving) return;
    const home = () => void navigate(`/${language}`, { replace: true });
    if (state.status === 'signed_out') {
      home();
      return;
    }
    const timer = setTimeout(home, LEAVE_AFTER_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [leaving, state.status, language, navigate]);

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    setAttempt((current) => current + 1);
  }, []);

  return { state, retry };
}
