import { expect, test, type Page } from './support/test.ts';
import { answerCaptcha, fillLoginDialog, registerUser, verifyEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { patientExpect } from './support/patient.ts';

// docs/product.md#password-reset and docs/product.md#changing-the-e-mail-address, as a user
// does them: from the login dialog and the profile tab, by keyboard, following the mailed links.
const NEW_PASSWORD = 'reset password 2';

/** The path and query of the first link to `route` in a mail's text. */
function linkIn(text: string, route: string): string {
  const link = new RegExp(`https?://\\S+/${route}\\?\\S+`).exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('open-login').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(password);
  await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('forgot password: the mailed link sets a new password once, by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email } = await registerUser(request, 'Rita Reset');
  await page.goto('/en/login');
  const login = page.getByTestId('login-dialog');
  await expect(login).toBeVisible();

  // "Forgot password?" is reached with Tab from the password and pressed with Enter.
  await login.locator('input[name="password"]').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  const asked = new Date();
  await page.keyboard.press('Enter');
  const forgot = page.getByTestId('forgot-password');
  await expect(forgot.locator('input[name="email"]')).toBeFocused();
  await page.keyboard.type(email);
  await answerCaptcha(forgot);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('password-reset-sent')).toContainText(email);

  const mail = await waitForMail(email, /reset your wishwall password/i, asked);
  const link = linkIn(mail.text, 'password-reset');
  await page.goto(link);
  const reset = page.getByTestId('password-reset');
  await expect(reset.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the same');
  await page.keyboard.press('Enter');
  await expect(reset).toContainText('The passwords do not match.');
  await reset.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('password-reset-done')).toBeVisible();
  await waitForMail(email, /password was changed/i, asked);

  // The same link again: cleanly refused.
  await page.goto(link);
  await page.getByTestId('password-reset').locator('input[name="password"]').fill('third pass 3');
  await page
    .getByTestId('password-reset')
    .locator('input[name="password_confirmation"]')
    .fill('third pass 3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('password-reset')).toContainText('expired or was already used');

  await page.goto('/en');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByTestId('user-menu')).toContainText('Rita Reset');
});

test('es, on a phone: the reset dialog and its answer speak Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/login');
  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  const forgot = page.getByTestId('forgot-password');
  await expect(forgot).toContainText('Restablece tu contraseña');
  await forgot.locator('input[name="email"]').fill(`nadie-${Date.now()}@example.test`);
  await answerCaptcha(forgot);
  await forgot.getByRole('button', { name: 'Enviar el enlace' }).click();
  // An address without an account gets the same answer as any other.
  await expect(page.getByTestId('password-reset-sent')).toContainText('Si hay una cuenta con');
});

test('change the e-mail address from the profile tab, then undo it from the old address', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'Carl Change');
  await verifyEmail(request, user.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Stored once, not at every load (as `signIn` does): opening the link re-issues the token.
  await page.goto('/en');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto('/en/config?tab=profile');

  const next = `carl-new-${Date.now()}@example.test`;
  const asked = new Date();
  await page.locator('input[name="new_email"]').fill(next);
  await page.locator('input[name="email_change_password"]').fill('wrong password');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();
  await page.locator('input[name="email_change_password"]').fill('e2e password 1');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${next}.`)).toBeVisible();
  // Nothing moves until the link is opened.
  await expect(page.locator('input[name="email"]')).toHaveValue(user.email);

  const verification = await waitForMail(next, /confirm your e-mail/i, asked);
  await page.goto(linkIn(verification.text, 'email-verification-process'));
  await expect(page.getByRole('dialog')).toContainText('Your e-mail is verified');
  await page.keyboard.press('Escape');
  await page.goto('/en/config?tab=profile');
  await expect(page.locator('input[name="email"]')).toHaveValue(next);

  // The old address is told, with a link that undoes the change after a press.
  const notice = await waitForMail(user.email, /e-mail address was changed/i, asked);
  expect(notice.text).toContain(next);
  const undoPage = await (await browser.newContext()).newPage();
  await undoPage.goto(linkIn(notice.text, 'email-change-undo'));
  const undo = undoPage.getByTestId('email-change-undo');
  await expect(undo.getByRole('button', { name: 'Undo the change' })).toBeFocused();
  await undoPage.keyboard.press('Enter');
  await expect(undoPage.getByTestId('email-change-undone')).toBeVisible();
  // A link to set a new password follows, to the address the account is back at.
  await waitForMail(user.email, /reset your wishwall password/i, asked);

  // Every session ended, the one that made the change too.
  await page.reload();
  await expect(page.getByTestId('open-login')).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test.describe('in Spanish, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a forgotten password: the mailed link sets a new one, then it signs in', async ({
    page,
    request,
  }) => {
    // Two mails through the worker, axe and a sign-in on a phone: allow for a busy machine.
    test.setTimeout(120_000);
    const { email } = await registerUser(request, 'Rosa Restablece', { acceptLanguage: 'es' });
    await page.goto('/es/login');
    await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    const forgot = page.getByTestId('forgot-password');
    await forgot.locator('input[name="email"]').fill(email);
    await answerCaptcha(forgot);
    const asked = new Date();
    await forgot.getByRole('button', { name: 'Enviar el enlace' }).click();
    await patientExpect(page.getByTestId('password-reset-sent')).toContainText(email);

    // The mail is in the account's language, and so is the page its link opens.
    const mail = await waitForMail(email, /restablece tu contraseña de wishwall/i, asked);
    await page.goto(linkIn(mail.text, 'password-reset'));
    const reset = page.getByTestId('password-reset');
    await patientExpect(reset).toContainText('Elige una contraseña nueva');
    expect(await seriousViolations(page)).toEqual([]);
    await reset.locator('input[name="password"]').fill(NEW_PASSWORD);
    await reset.locator('input[name="password_confirmation"]').fill('otra distinta');
    await reset.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await patientExpect(reset).toContainText('Las contraseñas no coinciden.');
    await reset.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await patientExpect(page.getByTestId('password-reset-done')).toContainText(
      'Tu contraseña ha cambiado',
    );
    await waitForMail(email, /se ha cambiado tu contraseña/i, asked);

    await page.goto('/es');
    await page.getByTestId('open-login').click();
    await fillLoginDialog(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await patientExpect(page.getByTestId('user-menu')).toContainText('Rosa Restablece');
  });

  test('a change of address from the profile tab, undone from the address left', async ({
    browser,
    request,
  }) => {
    // Four mails through the worker and axe on a phone: allow for a busy machine.
    test.setTimeout(120_000);
    const user = await registerUser(request, 'Carmen Cambia', { acceptLanguage: 'es' });
    await verifyEmail(request, user.email);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/es');
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
    await page.goto('/es/config?tab=profile');

    const next = `carmen-nueva-${Date.now()}@example.test`;
    const asked = new Date();
    await page.locator('input[name="new_email"]').fill(next);
    await page.locator('input[name="email_change_password"]').fill('no es la contraseña');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await patientExpect(page.getByText('Tu contraseña actual no es correcta.')).toBeVisible();
    await page.locator('input[name="email_change_password"]').fill('e2e password 1');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await patientExpect(page.getByText(`Hemos enviado un enlace a ${next}.`)).toBeVisible();
    await patientExpect(page.locator('input[name="email"]')).toHaveValue(user.email);

    const verification = await waitForMail(next, /confirma tu dirección de correo/i, asked);
    await page.goto(linkIn(verification.text, 'email-verification-process'));
    await patientExpect(page.getByRole('dialog')).toContainText('Tu correo está verificado');
    await page.keyboard.press('Escape');
    await page.goto('/es/config?tab=profile');
    await patientExpect(page.locator('input[name="email"]')).toHaveValue(next);

    const notice = await waitForMail(user.email, /se ha cambiado el correo/i, asked);
    expect(notice.text).toContain(next);
    const undoPage = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await undoPage.goto(linkIn(notice.text, 'email-change-undo'));
    const undo = undoPage.getByTestId('email-change-undo');
    await patientExpect(undo).toContainText('La cuenta vuelve a esta dirección');
    expect(await seriousViolations(undoPage)).toEqual([]);
    await undo.getByRole('button', { name: 'Deshacer el cambio' }).click();
    await patientExpect(undoPage.getByTestId('email-change-undone')).toContainText(
      'Tu cuenta ha vuelto a esta dirección',
    );
    await waitForMail(user.email, /restablece tu contraseña de wishwall/i, asked);

    await page.reload();
    await patientExpect(page.getByTestId('open-login')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});
