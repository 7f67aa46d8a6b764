import { expect, test, type Page } from './support/test.ts';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import { E2E_CAPTCHA_ANSWER } from './global-setup.ts';
import { answerCaptcha, logInWithDialog, registerUser, signIn } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

const PASSWORD = 'first password 1';
const NEW_PASSWORD = 'second password 2';

async function typeCode(page: Page, code: string) {
  const digits = page.getByTestId('two-factor-digit');
  await expect(digits).toHaveCount(6);
  await digits.first().click();
  await page.keyboard.type(code);
}

function sixDigits(text: string) {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a 6-digit code in:\n${text}`).toBeTruthy();
  return code as string;
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
  // A deliberate logout, even from a signed-in-only page, asks nobody to log in again.
  await expect(page.getByTestId('login-dialog')).toHaveCount(0);
}

test('register, verify the e-mail, two-factor login, change the password', async ({ page }) => {
  // Four mails through the worker and two full page loads: allow for a busy machine.
  test.setTimeout(60_000);
  const email = `e2e-${Date.now()}@example.test`;
  await page.goto('/en');

  // Register: signed in at once.
  await page.getByTestId('open-register').click();
  const register = page.getByRole('dialog');
  await register.locator('input[name="name"]').fill('Eve Tester');
  await register.locator('input[name="email"]').fill(email);
  await register.locator('input[name="password"]').fill(PASSWORD);
  await register.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await answerCaptcha(register);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Eve Tester');

  // The verification link from the mail verifies the address.
  const verification = await waitForMail(email, /confirm your e-mail/i);
  const link = /https?:\/\/\S+email-verification-process\?\S+/.exec(verification.text)?.[0];
  expect(link, verification.text).toBeTruthy();
  const url = new URL(link as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('dialog')).toContainText('Your e-mail is verified');
  await page.keyboard.press('Escape');

  // Turn two-factor on in the settings, with the code from the mail.
  await page.goto('/en/config');
  await page.getByRole('tab', { name: 'Security' }).click();
  const enableStarted = new Date();
  await page.getByTestId('enable-two-factor').click();
  const enableMail = await waitForMail(email, /verification code/i, enableStarted);
  await typeCode(page, sixDigits(enableMail.text));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('2FA enabled successfully.')).toBeVisible();
  // Turning it on signed every other session out; this one goes on with the token it got.
  await page.reload();
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'true', {
    timeout: 15_000,
  });

  await logOut(page);
  await expect(page).toHaveURL(/\/en$/);

  // Log in: the code from the mail completes it.
  const loginStarted = new Date();
  await logInWithDialog(page, email, PASSWORD);
  const loginMail = await waitForMail(email, /verification code/i, loginStarted);
  await typeCode(page, sixDigits(loginMail.text));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Eve Tester');

  // Change the password; the new one works, the old one no longer does.
  await page.goto('/en/config');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.locator('input[name="current_password"]').fill(PASSWORD);
  await page.locator('input[name="new_password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="new_password_confirmation"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await waitForMail(email, /password was changed/i);

  await logOut(page);
});

test('settings send anonymous visitors home and bring them back after login', async ({
  page,
  request,
}) => {
  const email = `e2e-return-${Date.now()}@example.test`;
  const captcha = await (await request.get('/v1/captcha')).json();
  const registered = await request.post('/v1/register', {
    data: signUpBody({
      name: 'Return Tester',
      email,
      password: PASSWORD,
      captcha: E2E_CAPTCHA_ANSWER,
      captchaToken: captcha.data.captcha_token,
    }),
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/en/config?tab=security');
  await expect(page).toHaveURL(/\/en$/);
  // The login dialog is already open, saying why.
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toContainText('Log in to open your settings');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/config\?tab=security$/);
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
});

// Saved settings are confirmed in a toast (docs/decisions/0055-site-behaviour.md): a polite
// status that keeps the focus where it was and goes by itself.
for (const [language, tab, save, saved] of [
  ['en', 'profile', 'Save changes', 'Your profile was updated.'],
  ['es', 'preferences', 'Guardar cambios', 'Tus preferencias se guardaron.'],
] as const) {
  test(`saved ${tab} settings are confirmed in a toast (${language})`, async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, 'Toast Reader');
    await signIn(page.context(), user.token);
    await page.goto(`/${language}/config?tab=${tab}`);
    if (tab === 'profile') {
      await page.locator('input[name="name"]').fill('Toast Reader Renamed');
    } else {
      await page.locator('input[name="allow_sms_notifications"]').click();
    }
    const button = page.getByRole('button', { name: save });
    await button.click();

    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(saved);
    await expect(page.getByTestId('toaster')).toHaveAttribute('aria-live', 'polite');
    // Not also said beside the form.
    await expect(page.getByText(saved)).toHaveCount(1);
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
  });
}
