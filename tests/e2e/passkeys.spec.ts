import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { logInWithDialog, registerUser, verifyEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';

// Passkeys (docs/decisions/0053-passkeys.md) in the real browser, with Chromium's virtual
// authenticator over CDP: add two, sign in with each as the second factor, sign in without a
// password, remove one with a passkey as the proof.

const PASSWORD = 'e2e password 1';

interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/**
 * One virtual authenticator at a time, holding the credentials given: the page's WebAuthn
 * calls reach it as they would a phone's or a laptop's platform authenticator.
 */
class VirtualAuthenticators {
  private current: string | null = null;
  private readonly cdp: CDPSession;

  constructor(cdp: CDPSession) {
    this.cdp = cdp;
  }

  static async enable(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    return new VirtualAuthenticators(cdp);
  }

  /** Replaces the authenticator by a new one holding `credentials` (none: an empty one). */
  async use(credentials: VirtualCredential[] = []) {
    if (this.current) {
      await this.cdp.send('WebAuthn.removeVirtualAuthenticator', {
        authenticatorId: this.current,
      });
    }
    const { authenticatorId } = await this.cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    this.current = authenticatorId;
    for (const credential of credentials) {
      await this.cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
    }
  }

  async credentials(): Promise<VirtualCredential[]> {
    if (!this.current) return [];
    const { credentials } = await this.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: this.current,
    });
    return credentials as VirtualCredential[];
  }
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
}

async function addPasskeyInTab(page: Page, name: string) {
  await page.locator('input[name="passkey_name"]').fill(name);
  await page.getByTestId('add-passkey').click();
  await expect(page.getByTestId('passkey-name').filter({ hasText: name })).toBeVisible();
}

test('add two passkeys, sign in with each after the password and with one alone, remove one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'Paula Passkey');
  await verifyEmail(request, user.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  const authenticators = await VirtualAuthenticators.enable(page);

  await page.goto('/en');
  await logInWithDialog(page, user.email, PASSWORD);
  await expect(page.getByTestId('user-menu')).toContainText('Paula Passkey');
  await page.goto('/en/config?tab=security');
  await expect(page.getByTestId('no-passkeys')).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Two passkeys, each on its own device (authenticator).
  await authenticators.use();
  await addPasskeyInTab(page, 'Laptop');
  const laptop = await authenticators.credentials();
  expect(laptop).toHaveLength(1);
  expect(laptop[0]?.isResidentCredential).toBe(true);
  expect(laptop[0]?.rpId).toBe('localhost');
  const added = await waitForMail(user.email, /sign-in security changed/i);
  expect(added.text).toContain('A passkey was added');

  await authenticators.use();
  await addPasskeyInTab(page, 'Phone');
  const phone = await authenticators.credentials();
  await expect(page.getByTestId('passkey')).toHaveCount(2);
  await expect(page.getByTestId('passkey-last-used')).toHaveText([
    'never used to sign in',
    'never used to sign in',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // The password, then a passkey: first the laptop's, then the phone's. A device keeps its
  // signature counter: its credentials are read back after each use.
  const devices = { laptop, phone };
  for (const device of ['laptop', 'phone'] as const) {
    await authenticators.use(devices[device]);
    await logOut(page);
    await logInWithDialog(page, user.email, PASSWORD);
    const step = page.getByTestId('passkey-step-dialog');
    await expect(step).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await step.getByTestId('use-passkey').click();
    await expect(page.getByTestId('user-menu')).toContainText('Paula Passkey');
    devices[device] = await authenticators.credentials();
  }

  // No password at all: the laptop's passkey alone.
  await authenticators.use(devices.laptop);
  await logOut(page);
  await page.getByTestId('open-login').click();
  await page.getByTestId('login-dialog').getByTestId('sign-in-with-passkey').click();
  await expect(page.getByTestId('user-menu')).toContainText('Paula Passkey');

  // Both show when they were last used; remove the phone's, proving it with the laptop's.
  await page.goto('/en/config?tab=security');
  await expect(page.getByTestId('passkey')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('passkey-last-used').first()).toContainText('last used');
  await expect(page.getByTestId('passkey-last-used').last()).toContainText('last used');
  const removedSince = new Date();
  await page.getByRole('button', { name: 'Remove the passkey “Phone”' }).click();
  const proof = page.getByTestId('factor-proof-dialog');
  await expect(proof).toContainText('Remove the passkey “Phone”');
  expect(await seriousViolations(page)).toEqual([]);
  await proof.getByTestId('confirm-factor-proof').click();
  await expect(proof).toBeHidden();
  await expect(page.getByTestId('passkey')).toHaveCount(1);
  await expect(page.getByTestId('passkey-name')).toHaveText(['Laptop']);
  const removed = await waitForMail(user.email, /sign-in security changed/i, removedSince);
  expect(removed.text).toContain('A passkey was removed');

  // The removed passkey signs in no more.
  await authenticators.use(devices.phone);
  await logOut(page);
  await page.getByTestId('open-login').click();
  const login = page.getByTestId('login-dialog');
  await login.getByTestId('sign-in-with-passkey').click();
  await expect(login).toContainText('That passkey was not accepted');
  await context.close();
});

test.describe('in Spanish, on a phone, by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('add a passkey and sign in with it alone, with no mouse', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const user = await registerUser(request, 'Pablo Passkey');
    const context = await browser.newContext();
    const page = await context.newPage();
    const authenticators = await VirtualAuthenticators.enable(page);
    await authenticators.use();

    await page.goto('/es');
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
    await page.goto('/es/config?tab=security');
    const name = page.locator('input[name="passkey_name"]');
    await expect(name).toBeVisible({ timeout: 15_000 });
    await name.focus();
    await page.keyboard.type('Móvil');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('passkey-name')).toHaveText(['Móvil']);
    await expect(page.getByTestId('passkeys-section')).toContainText('Llaves de acceso');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    const open = page.getByTestId('open-login');
    await open.focus();
    await page.keyboard.press('Enter');
    const withPasskey = page.getByTestId('login-dialog').getByTestId('sign-in-with-passkey');
    await expect(withPasskey).toHaveText('Iniciar sesión con una llave de acceso');
    expect(await seriousViolations(page)).toEqual([]);
    await withPasskey.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('user-menu')).toContainText('Pablo Passkey');
    await context.close();
  });
});
