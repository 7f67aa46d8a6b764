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
 * What a form sends for `state` and the typed `text`, or the key of the words saying why it
 * cannot send yet: still loading (the image is on its way, which a person on a slow line can
 * type ahead of) is not the same as failed to load.
 */
export function captchaAnswer(
  state: CaptchaState,
  text: string,
): CaptchaAnswer | { problem: 'captcha.still_loading' | 'captcha.error_loading_captcha' } {
  if (state.status === 'loading') return { problem: 'captcha.still_loading' };
  if (state.status === 'error') return { problem: 'captcha.error_loading_captcha' };
  return { captcha: text.trim(), captchaToken: state.captcha.captcha_token };
}

/**
 * The captcha of a form that spends one per attempt (sign-in, sign-up, a reset request, the
 * contact page): `answer` gives the typed text with the token, or shows through `show` why
 * there is none yet and gives null.
 */
export function useCaptchaAnswer(show: (tone: 'error', text: string) => void) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const answer = (text: string): CaptchaAnswer | null => {
    const result = captchaAnswer(captcha, text);
    if ('problem' in result) {
      show('error', t(result.problem));
      return null;
    }
    return result;
  };
  return { captcha, answer };
}
