import type { CaptchaDto } from '@wishwall/contracts/account.dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../lib/api-client.ts';

export type CaptchaState =
  | { status: 'loading'; captcha: null }
  | { status: 'ready'; captcha: CaptchaDto }
  | { status: 'error'; captcha: null };

const LOADING: CaptchaState = { status: 'loading', captcha: null };

/**
 * A captcha image and its single-use token, loaded on mount. Forms call `reload` after any
 * failed submit: the server spends the token on every attempt.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>(LOADING);
  const inFlight = useRef<AbortController | null>(null);

  const fetchCaptcha = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    apiClient.get<CaptchaDto>('/v1/captcha', controller.signal).then(
      (captcha) => setState({ status: 'ready', captcha }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load a captcha', error);
        setState({ status: 'error', captcha: null });
      },
    );
  }, []);

  useEffect(() => {
    fetchCaptcha();
    return () => inFlight.current?.abort();
  }, [fetchCaptcha]);

  const reload = useCallback(() => {
    setState(LOADING);
    fetchCaptcha();
  }, [fetchCaptcha]);

  return { ...state, reload };
}

/** What a form sends of its captcha. */
export interface CaptchaAnswer {
  captcha: string;
  captchaToken: string;
}

/**
 * The captcha of a form that spends one per attempt (sign-in, sign-up, a reset request, the
 * contact page): `answer` gives the typed text with the token, or shows the loading error
 * through `show` and gives null while no captcha is loaded.
 */
export function useCaptchaAnswer(show: (tone: 'error', text: string) => void) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const answer = (text: string): CaptchaAnswer | null => {
    if (captcha.status !== 'ready') {
      show('error', t('captcha.error_loading_captcha'));
      return null;
    }
    return { captcha: text.trim(), captchaToken: captcha.captcha.captcha_token };
  };
  return { captcha, answer };
}
