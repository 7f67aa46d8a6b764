import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/test.ts';
import {
  fillLoginDialog,
  logInWithDialog,
  registerUser,
  signIn,
  verifyEmail,
} from './support/accounts.ts';
import { appCode } from './support/authenticator.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { patientExpect } from './support/patient.ts';

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

  // The app's code stands in for the password when the address changes.
  // Within the page (a reload would put back the first token, which turning the app on ended).
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-settings').click();
  await page.getByRole('tab', { name: 'Profile' }).click();
  const next = `moved-${Date.now()}@example.test`;
  await page.locator('input[name="new_email"]').fill(next);
  await page
    .getByRole('button', { name: /authenticator app’s code instead of the password/ })
    .click();
  await expect(page.locator('input[name="email_change_password"]')).toHaveCount(0);
  await page.locator('input[name="email_change_code"]').fill('12345');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Enter the six digits your app shows.')).toBeVisible();
  await page.locator('input[name="email_change_code"]').fill(await appCode(secret));
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${next}.`)).toBeVisible();
  await waitForMail(next, /.+/);

  await logOut(page);
  await logInWithDialog(page, user.email, PASSWORD);
  await page.getByTestId('use-recovery-code').click();
  await recovery.locator('input[name="recovery_code"]').fill(recoveryCodes[0]!);
  await recovery.getByRole('button', { name: 'Validate' }).click();
  await expect(recovery).toContainText('The code is wrong or has expired');
  await context.close();
});

test.describe('in Spanish, on a phone, by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('turning the app on from the security tab, then signing in with its code', async ({
    browser,
    request,
  }) => {
    // A mail through the worker, axe twice and a sign-in on a phone: allow for a busy machine.
    test.setTimeout(120_000);
    const user = await registerUser(request, 'Tania Activa', { acceptLanguage: 'es' });
    await verifyEmail(request, user.email);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(context, user.token);
    const page = await context.newPage();

    await page.goto('/es/config?tab=security');
    await page.getByRole('button', { name: 'Configurar una aplicación de autenticación' }).focus();
    await page.keyboard.press('Enter');
    await patientExpect(
      page.getByRole('img', { name: 'Código QR con tu clave de autenticación' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    // The focus goes on to the code's field: a code from ten minutes ago is refused, the
    // current one is taken.
    const codeField = page.locator('input[name="authenticator_code"]');
    await patientExpect(codeField).toBeFocused();
    const stale = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: Date.now() - 10 * 60_000,
    });
    await page.keyboard.type(stale);
    await page.keyboard.press('Enter');
    await patientExpect(page.getByText('El código es incorrecto o ha caducado.')).toBeVisible();
    await patientExpect(page.getByTestId('authenticator-status')).toHaveAttribute(
      'data-enabled',
      'false',
    );
    await codeField.fill('');
    await codeField.focus();
    const turnedOnSince = new Date();
    await page.keyboard.type(await appCode(secret));
    await page.keyboard.press('Enter');

    const codes = page.getByTestId('recovery-codes').locator('code');
    await patientExpect(codes).toHaveCount(10);
    await patientExpect(page.getByTestId('authenticator-status')).toHaveAttribute(
      'data-enabled',
      'true',
    );
    await patientExpect(
      page.getByRole('region', { name: 'Tus códigos de recuperación' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const turnedOn = await waitForMail(
      user.email,
      /ha cambiado la seguridad de acceso/i,
      turnedOnSince,
    );
    expect(turnedOn.text).toContain('Se activó una aplicación de autenticación');
    await page.getByRole('button', { name: 'Ya los he guardado' }).click();
    await patientExpect(codes).toHaveCount(0);

    // The next sign-in asks for the app's code, typed into the six boxes.
    await logOut(page);
    await page.getByTestId('open-login').click();
    await fillLoginDialog(page, user.email, PASSWORD);
    await page.keyboard.press('Enter');
    const twoFactor = page.getByTestId('two-factor-dialog');
    await patientExpect(twoFactor).toContainText('aplicación de autenticación');
    await patientExpect(page.getByTestId('two-factor-digit').first()).toBeFocused();
    await page.keyboard.type(await appCode(secret));
    await twoFactor.getByRole('button', { name: 'Validar' }).click();
    await patientExpect(page.getByTestId('user-menu')).toContainText('Tania Activa');
    await context.close();
  });

  test('the app’s code and a recovery code, with no mouse', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const user = await registerUser(request, 'Teresa Totp');
    const auth = { authorization: `Bearer ${user.token}` };
    const setup = await (
      await request.post('/v1/authenticator-app/setup', { headers: auth })
    ).json();
    const secret: string = setup.data.secret;
    const enabled = await request.post('/v1/authenticator-app/enable', {
      headers: auth,
      data: { code: await appCode(secret) },
    });
    const recoveryCodes: string[] = (await enabled.json()).data.recovery_codes;

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/es');
    await page.getByTestId('open-login').focus();
    await page.keyboard.press('Enter');
    await fillLoginDialog(page, user.email, PASSWORD);
    await page.keyboard.press('Enter');

    // The six boxes take the app's code; "Use a recovery code" is reached with Tab.
    const twoFactor = page.getByTestId('two-factor-dialog');
    await expect(twoFactor).toContainText('aplicación de autenticación');
    expect(await seriousViolations(page)).toEqual([]);
    const useRecovery = page.getByTestId('use-recovery-code');
    await useRecovery.focus();
    await page.keyboard.press('Enter');
    const recovery = page.getByTestId('recovery-code-dialog');
    await expect(recovery).toContainText('código de recuperación');
    await expect(recovery.locator('input[name="recovery_code"]')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type(recoveryCodes[1]!.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('user-menu')).toContainText('Teresa Totp');

    // The security tab, in Spanish, on the phone: the app is on, both actions reachable.
    await page.goto('/es/config?tab=security');
    await expect(page.getByTestId('authenticator-status')).toHaveAttribute('data-enabled', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('turn-off-authenticator')).toHaveText('Desactivar la aplicación');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
