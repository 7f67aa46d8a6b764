import { test, type Page } from './support/test.ts';
import { answerCaptcha, registerUser } from './support/accounts.ts';
import { patientExpect, VIEWPORTS } from './support/patient.ts';

const expect = patientExpect;
test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  en: {
    notFound: 'Page not found.',
    loginReason: 'Log in to open your settings',
    login: 'Log in',
    registered: 'Your account is ready.',
    register: 'Register',
    createAccount: 'Create account',
    sentTo: 'We sent a verification link to',
  },
  es: {
    notFound: 'Página no encontrada.',
    loginReason: 'Inicia sesión para abrir tu configuración',
    login: 'Iniciar sesión',
    registered: 'Tu cuenta está lista.',
    register: 'Registrarse',
    createAccount: 'Crear cuenta',
    sentTo: 'Enviamos un enlace de verificación a',
  },
} as const;

async function storeLanguage(page: Page, language: 'en' | 'es') {
  await page.addInitScript((stored) => localStorage.setItem('i18nextLng', stored), language);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`${language}: a wrong language prefix keeps the rest of the path`, async ({ page }) => {
    await storeLanguage(page, language);
    await page.goto('/fr/wish/3?from=e2e');
    await expect(page).toHaveURL(new RegExp(`/${language}/wish/3\\?from=e2e$`));
    await page.goto('/pt-BR/contact');
    await expect(page).toHaveURL(new RegExp(`/${language}/contact$`));
    await page.goto('/how-it-works');
    await expect(page).toHaveURL(new RegExp(`/${language}/how-it-works$`));
    await expect(page.getByTestId('site-notice')).toHaveCount(0);
  });

  test(`${language}: an unknown path lands home with a not-found notice`, async ({ page }) => {
    await page.goto(`/${language}/no-such-page/at-all`);
    await expect(page).toHaveURL(new RegExp(`/${language}$`));
    const notice = page.getByTestId('site-notice');
    await expect(notice).toContainText(text.notFound);
    // It was for that landing only: the next page does not repeat it.
    await page.getByRole('link', { name: language === 'en' ? 'Contact' : 'Contacto' }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/contact$`));
    await expect(notice).toHaveCount(0);

    await page.goto('/xx/nothing');
    await expect(page).toHaveURL(/\/(en|es)$/);
    await expect(page.getByTestId('site-notice')).toBeVisible();
  });

  for (const viewport of VIEWPORTS) {
    test(`${language}, ${viewport.name}: settings signed out open the login saying why, then return`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const user = await registerUser(request, 'Config Visitor');
      await page.goto(`/${language}/config?tab=security`);
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      const dialog = page.getByTestId('login-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.loginReason);
      await dialog.locator('input[name="email"]').fill(user.email);
      await dialog.locator('input[name="password"]').fill('e2e password 1');
      await answerCaptcha(dialog);
      await dialog.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/config\\?tab=security$`));
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    });

    test(`${language}, ${viewport.name}: registering says the account exists and where the link went`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const email = `first-visit-${language}-${viewport.name}-${Date.now()}@example.test`;
      await page.goto(`/${language}`);
      await page.getByTestId('open-register').click();
      const dialog = page.getByTestId('register-dialog');
      await dialog.locator('input[name="name"]').fill('New Visitor');
      await dialog.locator('input[name="email"]').fill(email);
      await dialog.locator('input[name="password"]').fill('first visit 1');
      await dialog.locator('input[name="password_confirmation"]').fill('first visit 1');
      await answerCaptcha(dialog);
      await dialog.getByRole('button', { name: text.createAccount }).click();
      const notice = page.getByTestId('site-notice');
      await expect(notice).toContainText(text.registered);
      await expect(notice).toContainText(`${text.sentTo} ${email}`);
      await expect(dialog).toHaveCount(0);
      await page.screenshot({ path: `test-results/registered-${language}-${viewport.width}.png` });
      await notice.getByRole('button').click();
      await expect(notice).toHaveCount(0);
    });
  }
}
