import { expect, test, type Locator, type Page } from './support/test.ts';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { createDb } from '@wishwall/db/create-db';
import { E2E_CAPTCHA_ANSWER } from './global-setup.ts';
import { answerCaptcha, registerUser, signIn } from './support/accounts.ts';

// After a failed submit the focus lands on the first field marked invalid (WCAG 3.3.1), so a
// keyboard or screen-reader user starts fixing at once. Each case submits from the button, away
// from the field, so only the form can have moved the focus there.

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

async function expectFocusedInvalid(field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function signedInPage(page: Page, name: string) {
  const user = await registerUser(page.request, name);
  await signIn(page.context(), user.token);
  return user;
}

test('login: the focus goes to the first invalid field', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  const email = dialog.locator('input[name="email"]');
  const password = dialog.locator('input[name="password"]');
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });

  await email.fill('ana@example.test');
  await answerCaptcha(dialog);
  await submit.click();
  await expectFocusedInvalid(password);

  // Two problems: the earlier field wins.
  await email.fill('not an address');
  await submit.click();
  await expectFocusedInvalid(email);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});

test('login sent while the captcha is still loading says so, and goes once it shows', async ({
  page,
}) => {
  // The captcha's image is held back, as on a slow line, until the form has been sent once.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/captcha', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en');
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill(`nobody-${Date.now()}@example.test`);
  await dialog.locator('input[name="password"]').fill('correct horse battery');
  await dialog.locator('input[name="captcha"]').fill(E2E_CAPTCHA_ANSWER);
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  await submit.click();
  await expect(dialog).toContainText(
    'The captcha is still loading. Type what it shows once it appears.',
  );
  await expect(dialog).not.toContainText('could not be loaded');

  release();
  await answerCaptcha(dialog);
  await submit.click();
  await expect(dialog).toContainText('Wrong credentials. Check your e-mail and password.');
});

test('register: the focus goes to the first invalid field', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('open-register').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="name"]').fill('Focus Tester');
  await dialog.locator('input[name="email"]').fill(`focus-${Date.now()}@example.test`);
  await dialog.locator('input[name="password"]').fill('short');
  await dialog.locator('input[name="password_confirmation"]').fill('different');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectFocusedInvalid(dialog.locator('input[name="password"]'));

  await dialog.locator('input[name="password"]').fill('long enough password 1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectFocusedInvalid(dialog.locator('input[name="password_confirmation"]'));
});

test('config: the profile and password forms focus their invalid field', async ({ page }) => {
  await signedInPage(page, 'Config Focus');
  await page.goto('/en/config?tab=profile');
  const name = page.locator('input[name="name"]');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectFocusedInvalid(name);

  await page.goto('/en/config?tab=security');
  await page.locator('input[name="current_password"]').fill('e2e password 1');
  await page.locator('input[name="new_password_confirmation"]').fill('whatever it is');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectFocusedInvalid(page.locator('input[name="new_password"]'));
});

test('wallet: a refused withdrawal and a mistyped gift address focus their field', async ({
  page,
}) => {
  const user = await signedInPage(page, 'Wallet Focus');
  await fundWallet(db, user.id, 5_000_000n);
  await page.goto('/en/config');
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$5.00', { timeout: 15_000 });

  const amount = page.locator('input[name="amount"]');
  await amount.fill('9.50');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expectFocusedInvalid(amount);

  await page.getByTestId('gift-button').click();
  const gift = page.getByTestId('gift-dialog');
  await gift.locator('input[name="receiver_email"]').fill('friend@example.test');
  await gift.locator('input[name="receiver_email_confirmation"]').fill('fiend@example.test');
  await gift.getByRole('button', { name: 'Continue' }).click();
  await expectFocusedInvalid(gift.locator('input[name="receiver_email_confirmation"]'));
});

test('contact and the wish form focus their first empty field', async ({ page }) => {
  await page.goto('/en/contact');
  const contact = page.getByTestId('contact-page');
  await contact.locator('input[name="name"]').fill('Ana');
  await contact.locator('input[name="subject"]').fill('Hello');
  await page.getByTestId('contact-submit').click();
  await expectFocusedInvalid(contact.locator('input[name="email"]'));

  await page.goto('/en');
  await page.getByTestId('publish-wish').click();
  await expectFocusedInvalid(page.getByTestId('wish-form'));
});

for (const [language, submit, failure] of [
  [
    'en',
    'Create account',
    'Could not register -> An account with this e-mail already exists. Log in instead.',
  ],
  [
    'es',
    'Crear cuenta',
    'No se pudo registrar -> Ya existe una cuenta con este correo. Inicia sesión.',
  ],
] as const) {
  test(`register: a refusal reads "message -> server message"; the terms are linked (${language})`, async ({
    page,
  }) => {
    const taken = await registerUser(page.request, 'Address Holder');
    await page.goto(`/${language}`);
    await page.getByTestId('open-register').click();
    const dialog = page.getByTestId('register-dialog');

    // The terms line links both pages in the page's language, in a new tab (the form is kept).
    const terms = dialog.getByTestId('register-terms');
    const links = terms.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', `/${language}/terms-and-conditions`);
    await expect(links.nth(1)).toHaveAttribute('href', `/${language}/privacy-policy`);
    await expect(links.nth(0)).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveText(
      language === 'en'
        ? /^By registering you accept the Terms and conditions .* and the Privacy policy .*\.$/
        : /^Al registrarte aceptas los Términos y condiciones .* y la Política de privacidad .*\.$/,
    );

    await dialog.locator('input[name="name"]').fill('Second Holder');
    await dialog.locator('input[name="email"]').fill(taken.email);
    await dialog.locator('input[name="password"]').fill('e2e password 1');
    await dialog.locator('input[name="password_confirmation"]').fill('e2e password 1');
    await answerCaptcha(dialog);
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(failure);
  });
}

test('contact: a mistyped address is caught in the browser with the register form’s message', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/contact')) sent += 1;
  });
  await page.goto('/es/contact');
  const contact = page.getByTestId('contact-page');
  await contact.locator('input[name="name"]').fill('Ana');
  await contact.locator('input[name="email"]').fill('ana@ejemplo');
  await contact.locator('input[name="subject"]').fill('Hola');
  await contact.locator('textarea[name="message"]').fill('¿Qué tal?');
  await answerCaptcha(contact);
  await page.getByTestId('contact-submit').click();
  const email = contact.locator('input[name="email"]');
  await expectFocusedInvalid(email);
  await expect(contact).toContainText(
    'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
  );
  // Nothing to send yet, so the captcha answer is not spent either.
  await expect(contact.locator('input[name="captcha"]')).toHaveValue(E2E_CAPTCHA_ANSWER);
  expect(sent).toBe(0);
});
