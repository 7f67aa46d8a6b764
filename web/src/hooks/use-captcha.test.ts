import { describe, expect, it } from 'vitest';
import { captchaAnswer, type CaptchaState } from './use-captcha.ts';

const ready: CaptchaState = {
  status: 'ready',
  captcha: { captcha_image: 'data:image/svg+xml;base64,', captcha_token: 'token-1' },
};

describe('captchaAnswer', () => {
  it('sends the typed text, trimmed, with the token of the image shown', () => {
    expect(captchaAnswer(ready, '  ab3k9 ')).toEqual({ captcha: 'ab3k9', captchaToken: 'token-1' });
  });

  it('says the captcha is still loading, not that it failed, while its image is on its way', () => {
    expect(captchaAnswer({ status: 'loading', captcha: null }, 'ab3k9')).toEqual({
      problem: 'captcha.still_loading',
    });
  });

  it('says it could not be loaded once loading failed', () => {
    expect(captchaAnswer({ status: 'error', captcha: null }, 'ab3k9')).toEqual({
      problem: 'captcha.error_loading_captcha',
    });
  });
});
