import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import { E2E_CAPTCHA_ANSWER } from '../global-setup.ts';
import { anAddress } from './client-address.ts';
import { waitForMail } from './mailbox.ts';

/** Registers a user through the API, as the register dialog would; `extra` adds or overrides. */
export async function registerUser(
  request: APIRequestContext,
  name: string,
  extra: { email?: string; referral_code?: string; acceptLanguage?: string } = {},
) {
  const captcha = await (await request.get('/v1/captcha')).json();
  const email =
    extra.email ??
    `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const response = await request.post('/v1/register', {
    // The account takes the browser's language, and its mails are written in it.
    headers: { 'x-forwarded-for': anAddress(), 'accept-language': extra.acceptLanguage ?? 'en' },
    data: {
      ...signUpBody({
        name,
        email,
        password: 'e2e password 1',
        captcha: E2E_CAPTCHA_ANSWER,
        captchaToken: captcha.data.captcha_token,
      }),
      ...(extra.referral_code ? { referral_code: extra.referral_code } : {}),
    },
  });
  const body = await response.json();
  expect(body.status, `registering ${email}: ${JSON.stringify(body)}`).toBe(true);
  return {
    email,
    token: body.data.token as string,
    id: body.data.user.id as string,
    referralCode: body.data.user.data_user.referral_code as string,
  };
}

/** Fills the login dialog and submits it, from a page with the header's "Log in" button. */
export async function logInWithDialog(page: Page, email: string, password: string) {
  await page.getByTestId('open-login').click();
  await submitLoginDialog(page, email, password);
}

/** Fills the login dialog already open (from the header or a prompt) and submits it. */
export async function submitLoginDialog(page: Page, email: string, password: string) {
  await fillLoginDialog(page, email, password);
  await page
    .getByTestId('login-dialog')
    .getByRole('button', { name: 'Log in', exact: true })
    .click();
}

/** Fills the login dialog already open, in any language; the caller submits it. */
export async function fillLoginDialog(page: Page, email: string, password: string) {
  const dialog = page.getByTestId('login-dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  await answerCaptcha(dialog);
}

/**
 * Types the captcha's answer in the form `scope` holds, once its image shows, as a person
 * would: the answer goes with the token that came with the image, and a form submitted while
 * the captcha is still loading is refused for having none.
 */
export async function answerCaptcha(scope: Locator) {
  await expect(scope.locator('.captcha-field img')).toBeVisible();
  await scope.locator('input[name="captcha"]').fill(E2E_CAPTCHA_ANSWER);
}

/** Makes every page of the context start signed in with `token` (the stored session). */
export async function signIn(context: BrowserContext, token: string) {
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
}

/**
 * Opens the verification link the system mailed to `email`, as its owner would: from a client
 * of their own, like `registerUser`. From the runner's one address, a suite that runs quickly
 * would pass the route's per-client limit (30 in 10 minutes) and be refused with a 429.
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const mail = await waitForMail(email, /confirm your e-mail|confirma tu dirección de correo/i);
  const link = new URL(/https?:\/\/\S+email-verification-process\?\S+/.exec(mail.text)?.[0] ?? '');
  const response = await request.post('/v1/email-verification-process', {
    headers: { 'x-forwarded-for': anAddress() },
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(response.ok(), `verifying ${email}: ${response.status()}`).toBe(true);
}

/** A signed-in page on the settings' wallet tab (the default tab), once its balance shows. */
export async function openWallet(browser: Browser, token: string) {
  const context = await browser.newContext();
  await signIn(context, token);
  const page = await context.newPage();
  await page.goto('/en/config');
  // The first paint waits for the wallet call: allow for a busy machine.
  await expect(page.getByTestId('wallet-balance')).toBeVisible({ timeout: 15_000 });
  return page;
}
