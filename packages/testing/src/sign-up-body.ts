export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  /** The captcha's answer: the one CAPTCHA_TEST_ANSWER makes the API accept, or one read back. */
  captcha: string;
  captchaToken: string;
}

/**
 * The body of `POST /v1/register` as the register dialog sends it: the password typed twice,
 * the captcha answered. Every suite that signs users up (the API tests, the browser tests, the
 * fault runs and the load runs) builds it here; a caller adds optional fields (country,
 * referral code) or overrides one after it.
 */
export function signUpBody({ name, email, password, captcha, captchaToken }: SignUpFields) {
  return { name, email, password, password_confirmation: password, captcha, captchaToken };
}
