import { test, type Locator, type Page } from './support/test.ts';
import { createDb } from '@wishwall/db/create-db';
import { registerUser, signIn } from './support/accounts.ts';
import { patientExpect, TABLET } from './support/patient.ts';
import { ensureTopWish } from './support/top-wish.ts';

const expect = patientExpect;
test.describe.configure({ timeout: 120_000 });

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 1 });

test.beforeAll(() => ensureTopWish(db));
test.afterAll(() => db.destroy());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const TEXTS = {
  en: {
    language: 'Language',
    other: 'Español',
    otherLanguage: 'es',
    skip: 'Skip to the top 10 wishes',
    share: 'Share…',
    facebook: 'Share on Facebook',
    react: 'To react to this wish you need:',
    register: 'Register',
    preferences: 'Preferences',
    preferred: 'Preferred language',
    french: 'French (France)',
    fallback: 'E-mails in French or German are sent in English for now.',
    fallbackChosen: 'You chose French or German: your e-mails come in English for now.',
    cookieBar: 'Cookie consent',
    skipToContent: 'Skip to content',
  },
  es: {
    language: 'Idioma',
    other: 'English',
    otherLanguage: 'en',
    skip: 'Saltar al top 10 de deseos',
    share: 'Compartir…',
    facebook: 'Compartir en Facebook',
    react: 'Para reaccionar a este deseo necesitas:',
    register: 'Registrarse',
    preferences: 'Preferencias',
    preferred: 'Idioma preferido',
    french: 'Francés (Francia)',
    fallback: 'Los correos en francés o alemán se envían por ahora en inglés.',
    fallbackChosen: 'Elegiste francés o alemán: por ahora tus correos llegan en inglés.',
    cookieBar: 'Consentimiento de cookies',
    skipToContent: 'Saltar al contenido',
  },
} as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png` });
}

/** How much wider a field's placeholder is than the room for text inside the field (≤ 0: fits). */
function placeholderOverflow(input: Locator) {
  return input.evaluate((element) => {
    // The tests are type-checked without the DOM's types: the little of it used here.
    interface Field {
      placeholder: string;
      clientWidth: number;
    }
    interface Style {
      font: string;
      paddingLeft: string;
      paddingRight: string;
    }
    const field = element as unknown as Field;
    const { document, getComputedStyle } = globalThis as unknown as {
      document: {
        createElement(tag: 'canvas'): {
          getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
        };
      };
      getComputedStyle(element: unknown): Style;
    };
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width - room;
  });
}

/** Whether the focused element is inside the element that `selector` names. */
function focusIsIn(page: Page, selector: string) {
  return page.evaluate(
    (inside) =>
      Boolean(
        (
          globalThis as unknown as {
            document: { activeElement: { closest(selector: string): unknown } | null };
          }
        ).document.activeElement?.closest(inside),
      ),
    selector,
  );
}

for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test(`${language}: on a phone the language selector is a dialog; on a desktop two buttons`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${language}/how-it-works?from=e2e`);
    await expect(page.getByRole('group', { name: text.language })).toBeVisible();
    await expect(page.getByTestId('open-language')).toHaveCount(0);

    await page.setViewportSize(PHONE);
    const open = page.getByTestId('open-language');
    await expect(open).toHaveText(language.toUpperCase());
    // The header holds it on one row with the account buttons, nothing cut.
    const header = (await page.locator('.app-header__actions').boundingBox())!;
    expect(header.x + header.width).toBeLessThanOrEqual(PHONE.width);
    await open.click();
    const dialog = page.getByTestId('language-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(text.language);
    await shot(page, `language-dialog-${language}-390`);
    await dialog.getByRole('button', { name: text.other }).click();
    await expect(page).toHaveURL(new RegExp(`/${text.otherLanguage}/how-it-works\\?from=e2e$`));
    await expect(page.locator('html')).toHaveAttribute('lang', text.otherLanguage);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`${language}, ${viewport.width} px: a skip link reaches the top-10 without the wall`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${language}`);
      await expect(page.getByTestId('wish-card').first()).toBeVisible();
      // The top-10 arrives after the wall: its first wish must be there for the Tab to reach it.
      if (viewport !== PHONE) await expect(page.locator('#top-10 li').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      if (viewport === PHONE) {
        // The top-10 sits behind its button there: focus lands on it, Enter opens it.
        await expect(page.getByTestId('open-top')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      } else {
        // The next Tab is the first wish of the top-10, not a card of the wall.
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        await expect(focused).toHaveCount(1);
        expect(await focused.evaluate((element) => Boolean(element.closest('#top-10')))).toBe(true);
      }
    });
  }

  test(`${language}: the wall's search placeholder is whole on a phone, a tablet and a desktop`, async ({
    page,
  }) => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/${language}`);
      const search = page.getByTestId('search-input');
      await expect(search).toBeVisible();
      expect(await placeholderOverflow(search), `${viewport.width} px`).toBeLessThanOrEqual(0);
    }
    await shot(page, `search-${language}-${DESKTOP.width}`);
  });

  test.describe(`${language}: a first visitor`, () => {
    // No stored cookie choice: the bar asks.
    test.use({ storageState: { cookies: [], origins: [] } });

    for (const viewport of [DESKTOP, PHONE]) {
      test(`${viewport.width} px: the open cookie bar is the first Tab stops after the skip links`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        for (const path of [`/${language}`, `/${language}/how-it-works`]) {
          await page.goto(path);
          const bar = page.getByRole('region', { name: text.cookieBar });
          await expect(bar).toBeVisible();
          await expect(page.locator('main').first()).toBeVisible();
          // It asks without taking the focus.
          expect(await focusIsIn(page, '[data-testid=cookie-bar]'), path).toBe(false);
          await page.keyboard.press('Tab');
          await expect(page.getByRole('link', { name: text.skipToContent })).toBeFocused();
          // The wall has a second skip link, to the top-10.
          if (path === `/${language}`) {
            await page.keyboard.press('Tab');
            await expect(page.getByRole('link', { name: text.skip })).toBeFocused();
          }
          // Then every control of the bar, in its order: the policy link and the three choices.
          const controls = bar.locator('a, button');
          await expect(controls).toHaveCount(4);
          for (let index = 0; index < 4; index++) {
            await page.keyboard.press('Tab');
            await expect(controls.nth(index)).toBeFocused();
          }
          // Then the page.
          await page.keyboard.press('Tab');
          expect(await focusIsIn(page, '[data-testid=cookie-bar]'), path).toBe(false);
        }
        await shot(page, `cookie-bar-tab-${language}-${viewport.width}`);
        // Chosen from the keyboard, it goes, and the Tab order is the page's again.
        await page.getByRole('button', { name: /^(Accept all|Aceptar todo)$/ }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('cookie-bar')).toHaveCount(0);
      });
    }
  });

  test(`${language}, phone: the login-or-register prompt sits on one even line`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${language}`);
    await page.getByTestId('wish-card').first().getByTestId('reaction-like').click();
    const prompt = page.getByTestId('auth-prompt');
    await expect(prompt).toContainText(text.react);
    const buttons = prompt.locator('.auth-prompt__actions .button');
    // Read once the dialog has settled (it opens with a short animation, its styles arrive
    // with its chunk): the largest difference in top, height or width between the two.
    await expect
      .poll(async () => {
        const [login, register] = [
          (await buttons.nth(0).boundingBox())!,
          (await buttons.nth(1).boundingBox())!,
        ];
        return Math.max(
          Math.abs(login.y - register.y),
          Math.abs(login.height - register.height),
          Math.abs(login.width - register.width),
        );
      })
      .toBeLessThan(1);
    await shot(page, `auth-prompt-${language}-390`);
  });

  test(`${language}, phone: the register country field is not cut`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${language}/register`);
    const dialog = page.getByTestId('register-dialog');
    const select = dialog.locator('select').first();
    await expect(select).toBeVisible();
    await select.selectOption({ index: 10 });
    // The chosen name fits its box: the select is as wide as the form.
    const form = (await dialog.locator('form').boundingBox())!;
    const box = (await select.boundingBox())!;
    expect(box.width).toBeGreaterThan(form.width * 0.75);
    await shot(page, `register-${language}-390`);
  });

  test(`${language}, phone: settings tabs show they scroll; share has marks and the share sheet`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const user = await registerUser(request, 'Phone Sharer');
    await signIn(context, user.token);
    await page.addInitScript(() => {
      // Chromium on Linux has no share sheet: a stand-in records what would be shared.
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          Object.assign(globalThis, { shared: data });
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/${language}/config?tab=social`);
    const tabs = page.getByRole('tablist');
    await expect(tabs).toBeVisible();
    // More tabs than fit: the row scrolls, and its background draws the scroll shadows.
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(
      await tabs.evaluate((el) => el.computedStyleMap().get('background-image')?.toString()),
    ).toContain('radial-gradient');
    // The selected tab is scrolled into the row, not left beyond its edge (its underline's
    // 1 px overlaps the row's border, clipped: hence not quite 1).
    await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.95 });
    await shot(page, `config-tabs-${language}-390`);

    const social = page.getByTestId('social-tab');
    const facebook = social.getByRole('link', { name: text.facebook });
    await expect(facebook.locator('svg')).toHaveCount(1);
    await social.getByRole('button', { name: text.share }).click();
    const shared = await page.evaluate(
      () => (globalThis as unknown as { shared: { url: string } }).shared,
    );
    expect(shared.url).toContain('referral_code=');
    await shot(page, `social-${language}-390`);

    await page.getByRole('tab', { name: text.preferences }).click();
    // The four languages the account may prefer, the mail fallback said beside the field.
    const preferred = page.getByLabel(text.preferred);
    await expect(preferred.locator('option')).toHaveCount(4);
    await expect(preferred).toHaveAccessibleDescription(new RegExp(text.fallback));
    await preferred.selectOption({ label: text.french });
    await expect(preferred).toHaveAccessibleDescription(new RegExp(text.fallbackChosen));
  });
}

test('without a share sheet the wish page offers only the five targets, with marks', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByTestId('wish-card').first().locator('.wish-card__open').click();
  await expect(page.getByTestId('share-facebook')).toBeVisible();
  await expect(page.getByTestId('share-native')).toHaveCount(0);
  for (const target of ['twitter', 'facebook', 'whatsapp', 'telegram', 'linkedin']) {
    await expect(page.getByTestId(`share-${target}`).locator('svg')).toHaveCount(1);
  }
  await shot(page, 'wish-share-en-1280');
});
