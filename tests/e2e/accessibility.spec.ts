import { expect, test } from './support/test.ts';
import { registerUser, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

// Each spec runs axe over up to four pages, a few seconds each on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

// Every page at a desktop's and a phone's width. A tablet's two columns (decision 0056) differ
// from those only in where the top-10 and the settings tabs' arrows go, so at that width only
// the pages holding them are read: axe takes seconds a page (docs/performance.md).
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900, everyPage: true },
  { name: 'tablet', width: 820, height: 1180, everyPage: false },
  { name: 'phone', width: 390, height: 844, everyPage: true },
];

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home, a wish page, a legal page and contact have no serious violations', async ({
      page,
      request,
    }) => {
      const wishes = await (await request.get('/v1/wishes')).json();
      const wishId: string = wishes.data.wishes.data[0].id;
      const pages = [
        { path: '/en', ready: page.getByTestId('wall') },
        { path: `/en/wish/${wishId}`, ready: page.getByRole('heading', { level: 1 }) },
        { path: '/es/prize-and-raffle-base', ready: page.getByTestId('legal-page-content') },
        { path: '/en/contact', ready: page.locator('.captcha-field img') },
      ];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready.first()).toBeVisible();
        // The top-10 (its gold first rank among them) is checked too where it shows.
        if (viewport.name !== 'phone' && path === '/en') {
          await expect(page.locator('.top-item__rank').first()).toBeVisible();
        }
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    if (viewport.everyPage) {
      test('the cookie bar, the settings dialog and the ads slot have no serious violations', async ({
        page,
      }) => {
        await page.goto('/es');
        await page.evaluate(() => localStorage.removeItem('cookieConsent'));
        await page.reload();
        await expect(page.getByTestId('cookie-bar')).toBeVisible();
        expect(await seriousViolations(page), 'cookie bar').toEqual([]);
        await page.getByRole('button', { name: 'Personalizar' }).click();
        await expect(page.getByTestId('cookie-settings')).toBeVisible();
        expect(await seriousViolations(page), 'cookie settings').toEqual([]);
        await page.getByRole('checkbox', { name: /Publicidad/ }).check();
        await page.getByRole('button', { name: 'Guardar mis elecciones' }).click();
        await expect(page.getByTestId(/^ad-slot-/).filter({ visible: true })).toBeVisible();
        expect(await seriousViolations(page), 'ads slot').toEqual([]);
      });

      test('the password reset dialogs and the e-mail change form have no serious violations', async ({
        page,
        context,
        request,
      }) => {
        await page.goto('/es/login');
        await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
        await expect(page.locator('.captcha-field img')).toBeVisible();
        expect(await seriousViolations(page), 'forgot password').toEqual([]);
        await page.goto('/en/password-reset?token=not-a-real-one');
        await expect(page.getByTestId('password-reset')).toBeVisible();
        expect(await seriousViolations(page), 'password reset').toEqual([]);
        await page.goto('/en/email-change-undo?token=not-a-real-one');
        await expect(page.getByTestId('email-change-undo')).toBeVisible();
        expect(await seriousViolations(page), 'undo').toEqual([]);
        const user = await registerUser(request, 'Axe Mover');
        await signIn(context, user.token);
        await page.goto('/en/config?tab=profile');
        await expect(page.locator('input[name="new_email"]')).toBeVisible();
        expect(await seriousViolations(page), 'profile tab').toEqual([]);
      });
    }

    test('config has no serious violations', async ({ page, context, request }) => {
      const user = await registerUser(request, 'Axe Reader');
      await signIn(context, user.token);
      await page.goto('/en/config');
      await expect(page.getByRole('tablist')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
