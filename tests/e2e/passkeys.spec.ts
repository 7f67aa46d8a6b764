import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type CDPSession, type Page } from './support/test.ts';
import { walletBalance } from '@wishwall/core/test-support/wallet-fixtures';
import { createDb } from '@wishwall/db/create-db';
import { logInWithDialog, registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { operatorSession } from './support/operator-session.ts';

// Passkeys (docs/decisions/0053-passkeys.md) in the real browser, with Chromium's virtual
// authenticator over CDP: add two, sign in with each as the second factor, sign in without a
// password, remove one with a passkey as the proof; an operator whose only second factor is a
// passkey runs the console and steps up with it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

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

  const secondAddedSince = new Date();
  await authenticators.use();
  await addPasskeyInTab(page, 'Phone');
  const phone = await authenticators.credentials();
  const secondAdded = await waitForMail(user.email, /sign-in security changed/i, secondAddedSince);
  expect(secondAdded.text).toContain('A passkey was added');
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

    // Removing it, the passkey itself the proof, still by keyboard.
    const removedSince = new Date();
    await page.goto('/es/config?tab=security');
    const remove = page.getByRole('button', { name: 'Quitar la llave de acceso «Móvil»' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const proof = page.getByTestId('factor-proof-dialog');
    await expect(proof).toContainText('Ya no te permitirá iniciar sesión');
    expect(await seriousViolations(page)).toEqual([]);
    await proof.getByTestId('confirm-factor-proof').focus();
    await page.keyboard.press('Enter');
    await expect(proof).toBeHidden();
    await expect(page.getByTestId('no-passkeys')).toBeVisible();
    // The mail speaks the account's language (English: it registered through the API).
    const removed = await waitForMail(user.email, /sign-in security changed/i, removedSince);
    expect(removed.text).toContain('A passkey was removed');
    await context.close();
  });

  test('an operator’s console asks for the passkey to resume the live figures, with no mouse', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const operator = await registerUser(request, 'Olivia Operadora');
    const context = await browser.newContext();
    const page = await context.newPage();
    const authenticators = await VirtualAuthenticators.enable(page);
    await authenticators.use();
    await page.goto('/es');
    await page.evaluate((token) => localStorage.setItem('token', token), operator.token);
    await page.goto('/es/config?tab=security');
    await expect(page.getByTestId('no-passkeys')).toBeVisible({ timeout: 15_000 });
    await addPasskeyInTab(page, 'Portátil');
    const credentials = await authenticators.credentials();
    await context.close();
    const granted = execFileSync(
      process.execPath,
      [path.join(ROOT, 'packages/operations/src/commands/admin-role.ts'), 'grant', operator.email],
      { env: { ...process.env, DATABASE_URL: process.env['E2E_DATABASE_URL'] }, encoding: 'utf8' },
    );
    expect(granted).toContain('For the console it has a passkey.');

    // Signed in with the passkey 13 hours ago: the live figures wait for a fresh factor.
    const later = await browser.newContext();
    await signIn(later, await operatorSession(db, operator.email, 13, ['hwk', 'mfa']));
    const stale = await later.newPage();
    await (await VirtualAuthenticators.enable(stale)).use(credentials);
    await stale.goto('/es/admin');
    const paused = stale.getByTestId('overview-paused');
    await expect(paused).toContainText('con tu llave de acceso', { timeout: 15_000 });
    await paused.getByRole('button', { name: 'Confirmar que soy yo' }).focus();
    await stale.keyboard.press('Enter');
    const dialog = stale.getByTestId('step-up-passkey-dialog');
    await expect(dialog).toContainText('Confirma con tu llave de acceso');
    await expect(dialog).toContainText('usa una de las llaves de acceso que añadiste');
    const use = dialog.getByRole('button', { name: 'Usar una llave de acceso' });
    await expect(use).toBeFocused();
    expect(await seriousViolations(stale)).toEqual([]);
    // No sideways scroll on the phone.
    expect(await stale.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await stale.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(stale.getByTestId('overview-live')).toBeVisible({ timeout: 15_000 });
    await later.close();
  });
});

test('an operator whose only second factor is a passkey signs in without a password, runs the console and steps up with the passkey', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const operator = await registerUser(request, 'Petra Passkey');
  await verifyEmail(request, operator.email);
  const receiver = await registerUser(request, 'Rita Receiver');
  const context = await browser.newContext();
  const page = await context.newPage();
  const authenticators = await VirtualAuthenticators.enable(page);
  await authenticators.use();

  // A passkey, and no other second factor; then the role, as an administrator grants it.
  await page.goto('/en');
  await page.evaluate((token) => localStorage.setItem('token', token), operator.token);
  await page.goto('/en/config?tab=security');
  await expect(page.getByTestId('no-passkeys')).toBeVisible({ timeout: 15_000 });
  await addPasskeyInTab(page, 'Laptop');
  const granted = execFileSync(
    process.execPath,
    [path.join(ROOT, 'packages/operations/src/commands/admin-role.ts'), 'grant', operator.email],
    { env: { ...process.env, DATABASE_URL: process.env['E2E_DATABASE_URL'] }, encoding: 'utf8' },
  );
  expect(granted).toContain('is now an operator');
  expect(granted).toContain('For the console it has a passkey.');
  expect(granted).not.toContain('Warning');

  // The grant ended every session: sign in again with the passkey alone, no password.
  await page.goto('/en');
  await page.getByTestId('open-login').click();
  await page.getByTestId('login-dialog').getByTestId('sign-in-with-passkey').click();
  await expect(page.getByTestId('user-menu')).toContainText('Petra Passkey');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Operators’ console' }).click();
  await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible({
    timeout: 15_000,
  });
  // The passkey sign-in is a fresh second factor: live figures and money actions at once.
  await expect(page.getByTestId('overview-live')).toBeVisible({ timeout: 15_000 });
  const users = await creditForm(page, receiver.email);
  await users.getByLabel('Amount (USD)').fill('3');
  await users.getByLabel('Reason').fill('Goodwill after a failed payment');
  await users.getByRole('button', { name: 'Credit the wallet' }).click();
  await expect(users.getByRole('status')).toContainText(`US$3.00 credited to ${receiver.email}`);
  await expect(page.getByTestId('step-up-passkey-dialog')).toHaveCount(0);
  expect(await walletBalance(db, receiver.id)).toBe(3_000_000n);
  const laptop = await authenticators.credentials();
  await context.close();

  // The same operator's console signed in with the passkey 13 hours ago: the credit asks for
  // a fresh factor, and the console offers the passkey (there is no app to offer).
  const later = await browser.newContext();
  await signIn(later, await operatorSession(db, operator.email, 13, ['hwk', 'mfa']));
  const stale = await later.newPage();
  const device = await VirtualAuthenticators.enable(stale);
  await device.use(laptop);
  await stale.goto('/en/admin');
  await expect(stale.getByTestId('overview-paused')).toBeVisible({ timeout: 15_000 });
  await expect(stale.getByTestId('overview-paused')).toContainText('passkey');
  const form = await creditForm(stale, receiver.email);
  await form.getByLabel('Amount (USD)').fill('4');
  await form.getByLabel('Reason').fill('Second goodwill credit');
  await form.getByRole('button', { name: 'Credit the wallet' }).click();
  const dialog = stale.getByTestId('step-up-passkey-dialog');
  await expect(dialog).toContainText(
    'To confirm it’s you before this action, use one of the passkeys',
  );
  await expect(dialog).not.toContainText('authenticator app');
  expect(await seriousViolations(stale)).toEqual([]);
  // By keyboard: the dialog's focus starts on its button.
  await expect(dialog.getByTestId('use-passkey')).toBeFocused();
  await stale.keyboard.press('Enter');

  // The credit goes through without being asked again; the live figures resume.
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('status')).toContainText(`US$4.00 credited to ${receiver.email}`);
  expect(await walletBalance(db, receiver.id)).toBe(7_000_000n);
  await stale.getByRole('tab', { name: 'Overview' }).click();
  await expect(stale.getByTestId('overview-live')).toBeVisible({ timeout: 15_000 });
  // Both credits are the operator's in the audit trail.
  const audit = await db
    .selectFrom('admin_audit')
    .select(['operator_id', 'action'])
    .where('record_type', '=', 'wallet')
    .where('record_id', '=', receiver.id)
    .execute();
  expect(audit).toEqual([
    { operator_id: operator.id, action: 'wallet.credit' },
    { operator_id: operator.id, action: 'wallet.credit' },
  ]);
  await later.close();
});

/** The console's users panel, with `email` found and ready for a credit. */
async function creditForm(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Users and credits' }).click();
  const users = page.locator('section[aria-labelledby="admin-users"]');
  await users.getByLabel('E-mail').fill(email);
  await users.getByRole('button', { name: 'Find' }).click();
  await expect(users).toContainText('balance US$');
  return users;
}
