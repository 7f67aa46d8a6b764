import { expect, test } from './support/test.ts';
import { fundWallet, publishWishOf } from '@wishwall/core/test-support/wallet-fixtures';
import { createDb } from '@wishwall/db/create-db';
import { registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';

// docs/decisions/0050-closing-an-account.md, as a user does it: from the security tab, by
// keyboard, after a dialog that states what closing does, giving up a balance below the
// withdrawal minimum; the wish then shows "A former member". English on a desktop, Spanish on
// a phone.
const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

const PASSWORD = 'e2e password 1';

const RUNS = [
  {
    device: 'desktop',
    viewport: { width: 1280, height: 800 },
    language: 'en',
    texts: {
      open: 'Close my account…',
      consequence: 'shown as “A former member”',
      forfeit: 'I give up my balance of US$0.60',
      done: 'Your account is closed',
      former: 'A former member',
      mail: /your wishwall account was closed/i,
    },
  },
  {
    device: 'phone',
    viewport: { width: 390, height: 844 },
    language: 'es',
    texts: {
      open: 'Cerrar mi cuenta…',
      consequence: 'como «Un antiguo miembro»',
      forfeit: 'Renuncio a mi saldo de',
      done: 'Tu cuenta está cerrada',
      former: 'Un antiguo miembro',
      mail: /se ha cerrado tu cuenta de wishwall/i,
    },
  },
] as const;

for (const run of RUNS) {
  test.describe(`on a ${run.device}, in ${run.language}`, () => {
    test.use({ viewport: run.viewport });

    test('closes the account by keyboard; the wish stays under a former member', async ({
      browser,
      request,
    }) => {
      test.setTimeout(60_000);
      const name = `Closing ${run.device} ${Date.now()}`;
      const user = await registerUser(request, name);
      await verifyEmail(request, user.email);
      if (run.language === 'es') {
        await db.updateTable('users').set({ language: 'es' }).where('id', '=', user.id).execute();
      }
      const wish = await publishWishOf(db, user.id);
      await fundWallet(db, user.id, 600_000n);
      const context = await browser.newContext();
      await signIn(context, user.token);
      const page = await context.newPage();

      await page.goto(`/${run.language}/config?tab=security`);
      const open = page.getByRole('button', { name: run.texts.open });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('close-account-dialog');
      await expect(dialog).toContainText(run.texts.consequence);
      await expect(dialog).toContainText(user.email);
      expect(await seriousViolations(page)).toEqual([]);

      // The password field has the focus; the balance's checkbox is just before it.
      const password = dialog.locator('input[name="close_password"]');
      await expect(password).toBeFocused();
      await page.keyboard.type(PASSWORD);
      // Submitting without giving up the balance is refused on the spot.
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert')).toBeVisible();
      await password.focus();
      await page.keyboard.press('Shift+Tab');
      const forfeit = dialog.getByRole('checkbox');
      await expect(forfeit).toBeFocused();
      await expect(dialog).toContainText(run.texts.forfeit);
      await page.keyboard.press('Space');
      await expect(forfeit).toBeChecked();
      const asked = new Date(Date.now() - 1_000);
      await password.focus();
      await page.keyboard.press('Enter');

      const done = page.getByTestId('account-closed-dialog');
      await expect(done).toContainText(run.texts.done);
      expect(await seriousViolations(page)).toEqual([]);
      await expect(done.getByTestId('account-closed-ok')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(done).toBeHidden();
      await expect(page.getByTestId('open-login')).toBeVisible();

      // The closure was mailed to the address the account had, in its language.
      await waitForMail(user.email, run.texts.mail, asked);

      // The wish is still on its page, under a former member; the name is gone.
      await page.goto(`/${run.language}/wish/${wish.id}`);
      await expect(page.locator('h1')).toContainText(new RegExp(run.texts.former, 'i'));
      await expect(page.locator('body')).not.toContainText(name);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
}
