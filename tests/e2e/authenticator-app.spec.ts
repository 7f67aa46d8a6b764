import { expect, test, type Page } from '@playwright/test';
import { logInWithDialog, registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { appCode } from './support/authenticator.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';

const PASSWORD = 'e2e password 1';

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
}

test('turn an authenticator app on, sign in with its code, then with a recovery code', async ({
  browser,
  request,
}) => {
  // Mails through the worker and several sign-ins: allow for a busy machine.
  test.setTimeout(90_000);
  const user = await registerUser(request, 'Tomas Totp');
  await verifyEmail(request, user.email);
  const context = await browser.newContext();
  await signIn(context, user.token);
  const page = await context.newPage();

  // The security tab: a QR code and the key, confirmed by the app's first code.
  await page.goto('/en/config?tab=security');
  await page.getByTestId('set-up-authenticator').click();
  await expect(
    page.getByRole('img', { name: 'QR code holding your authenticator key' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[name="authenticator_code"]').fill(await appCode(secret));
  await page.getByTestId('turn-on-authenticator').click();

  // Ten recovery codes, shown this once.
  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expect(page.getByTestId('authenticator-status')).toHaveAttribute('data-enabled', 'true');
  const turnedOn = await waitForMail(user.email, /sign-in security changed/i);
  expect(turnedOn.text).toContain('An authenticator app was turned on');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toHaveCount(0);

  // Sign in again: the app's code, in the six boxes.
  await logOut(page);
  await logInWithDialog(page, user.email, PASSWORD);
  const twoFactor = page.getByTestId('two-factor-dialog');
  await expect(twoFactor).toContainText('authenticator app');
  expect(await seriousViolations(page)).toEqual([]);
  const digits = page.getByTestId('two-factor-digit');
  await expect(digits).toHaveCount(6);
  await digits.first().click();
  await page.keyboard.type(await appCode(secret));
  await twoFactor.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Tomas Totp');

  // And with a recovery code, in its own input: it works once.
  await logOut(page);
  const recoveryStarted = new Date();
  await logInWithDialog(page, user.email, PASSWORD);
  await page.getByTestId('use-recovery-code').click();
  const recovery = page.getByTestId('recovery-code-dialog');
  await recovery.locator('input[name="recovery_code"]').fill(recoveryCodes[0]!);
  await recovery.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Tomas Totp');
  const used = await waitForMail(user.email, /sign-in security changed/i, recoveryStarted);
  expect(used.text).toContain('A recovery code was used');

  await logOut(page);
  await logInWithDialog(page, user.email, PASSWORD);
  await page.getByTestId('use-recovery-code').click();
  await recovery.locator('input[name="recovery_code"]').fill(recoveryCodes[0]!);
  await recovery.getByRole('button', { name: 'Validate' }).click();
  await expect(recovery).toContainText('The code is wrong or has expired');
  await context.close();
});
