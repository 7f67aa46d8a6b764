import { expect, test, type Locator, type Page } from './support/test.ts';
import { createDb } from '@wishwall/db/create-db';
import { answerCaptcha, registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { mailsTo, waitForMail } from './support/mailbox.ts';
import { patientExpect, TABLET } from './support/patient.ts';

// These specs meet the cookie bar as a first visitor does.
test.use({ storageState: { cookies: [], origins: [] } });

const WIDTHS = [1280, TABLET.width, 390];

/**
 * A stored cookie choice, so the bar does not cover what the layout specs measure; `advertising`
 * for the specs about the ads slot.
 */
async function withCookieChoice(page: Page, { advertising = false } = {}) {
  await page.addInitScript(
    (choice) => localStorage.setItem('cookieConsent', JSON.stringify(choice)),
    { essential: true, performance: false, functionality: false, advertising },
  );
}

/** A box rounded to the pixel, to compare two layouts of the same element. */
async function boxOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

/** Whether `inner` lies whole inside `outer`, left to right. */
async function liesWithin(inner: Locator, outer: Locator) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

const PAGES = [
  { slug: 'privacy-policy', en: 'Privacy policy', es: 'Política de privacidad', text: /argon2id/ },
  {
    slug: 'cookies-policy',
    en: 'Cookies policy',
    es: 'Política de cookies',
    text: /cookieConsent/,
  },
  {
    slug: 'terms-and-conditions',
    en: 'Terms and conditions',
    es: 'Términos y condiciones',
    text: /1 USD/,
  },
  { slug: 'about-us', en: 'About us', es: 'Quiénes somos', text: /1,000,000|1\.000\.000/ },
  { slug: 'how-it-works', en: 'How it works', es: 'Cómo funciona', text: /0[.,]10/ },
  {
    slug: 'prize-and-raffle-base',
    en: 'Prize and raffle rules',
    es: 'Bases del premio y del sorteo',
    text: /10[,.]000 USD/,
  },
];

for (const language of ['en', 'es'] as const) {
  for (const page of PAGES) {
    test(`/${language}/${page.slug} shows its document`, async ({ page: tab }) => {
      await tab.goto(`/${language}/${page.slug}`);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page[language]);
      const content = tab.getByTestId('legal-page-content');
      await expect(content).toContainText(page.text);
      // Line breaks are kept: the text runs over many lines, not one paragraph.
      expect((await content.boundingBox())!.height).toBeGreaterThan(300);
      await expect(tab).toHaveTitle(`${page[language]} · Wishwall`);
      // The page is titled as the footer link that leads to it.
      await expect(
        tab.getByRole('contentinfo').getByRole('link', { name: page[language], exact: true }),
      ).toHaveAttribute('href', `/${language}/${page.slug}`);
      // The share cards' emoji are Twemoji's graphics, whose licence asks for this credit.
      const footer = tab.getByRole('contentinfo');
      await expect(footer).toContainText('Twemoji, © Twitter, Inc.');
      await expect(footer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
    });
  }
}

test('a version written in Markdown shows its headings, lists and links, sanitised', async ({
  page,
}) => {
  const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 1 });
  const latest = await db
    .selectFrom('legal_documents')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('document_type', '=', 'how_it_works')
    .where('language_code', '=', 'es')
    .executeTakeFirstOrThrow();
  const version = Number(latest.version) + 1;
  try {
    // As publishing stores it: the Markdown and the HTML rendered from it.
    await db
      .insertInto('legal_documents')
      .values({
        document_type: 'how_it_works',
        language_code: 'es',
        version,
        title: 'Cómo funciona',
        summary: 'Cómo funciona Wishwall.',
        content: '## Publicar\nUn deseo por persona.\n\n- Paso uno\n- Paso dos',
        content_html:
          '<h2>Publicar</h2>\n<p>Un deseo por persona.<br />\nCuesta 1 USD.</p>\n' +
          '<ul>\n<li>Paso uno</li>\n<li>Paso dos</li>\n</ul>\n' +
          '<p><a href="https://wishwall.example/ayuda">Ayuda</a></p>',
      })
      .execute();
    await page.goto('/es/how-it-works');
    const content = page.getByTestId('legal-page-content');
    await expect(content.getByRole('heading', { level: 2, name: 'Publicar' })).toBeVisible();
    await expect(content.getByRole('listitem')).toHaveText(['Paso uno', 'Paso dos']);
    await expect(content.getByRole('link', { name: 'Ayuda' })).toHaveAttribute(
      'href',
      'https://wishwall.example/ayuda',
    );
    await expect(content.locator('br')).toHaveCount(1);
  } finally {
    await db
      .deleteFrom('legal_documents')
      .where('document_type', '=', 'how_it_works')
      .where('language_code', '=', 'es')
      .where('version', '=', version)
      .execute();
    await db.destroy();
  }
});

// An information page opened by its address comes rendered by the server
// (docs/decisions/0058-first-screens-from-the-server.md); this one follows a link from another
// information page (the wall's footer moves away as its wishes load), and the browser asks for
// the document itself.
test('a document that cannot be loaded shows the error alert', async ({ page }) => {
  await page.goto('/en/about-us');
  // Server-rendered controls are disabled until hydrated: a link followed before would load the
  // page from the server.
  await expect(page.getByTestId('wish-form')).toBeEnabled();
  await page.route('**/v1/legal-documents/**', (route) => route.fulfill({ status: 503 }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
  await expect(page.getByTestId('legal-page-error')).toHaveText(
    'The content could not be loaded. Please try again later.',
  );
});

test('contact: a 422 is shown, then the message is sent and mailed', async ({ page }) => {
  const since = new Date();
  const sender = `contact-${Date.now()}@example.test`;
  await page.goto('/es/contact');
  const form = page.getByTestId('contact-page');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rellena todos los campos obligatorios.');
  await expect(form.locator('input[name="name"]')).toBeFocused();

  await form.locator('input[name="name"]').fill('Rosa');
  // Well formed enough for the browser's check, refused by the server's.
  await form.locator('input[name="email"]').fill('rosa@ejemplo..com');
  await form.locator('input[name="subject"]').fill('Sorteo');
  await form.locator('textarea[name="message"]').fill('¿Cuándo es el sorteo?');
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  // The server's refusal, in the page's language: never the validator's English.
  await expect(form.getByRole('alert')).toHaveText(
    'Correo electrónico: Escribe un correo electrónico válido, como nombre@ejemplo.com.',
  );
  await expect(form.locator('input[name="captcha"]')).toHaveValue('');
  // The refused field is marked too, with the same words, and has the focus.
  await expect(form.locator('input[name="email"]')).toBeFocused();
  await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');

  await form.locator('input[name="email"]').fill(sender);
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const sent = form.getByText('Mensaje enviado correctamente');
  await expect(sent).toHaveAttribute('role', 'status');
  await expect(form.locator('textarea[name="message"]')).toHaveValue('');

  const operators = await waitForMail('operators@wishwall.local', /Contact: Sorteo/, since);
  expect(operators.text).toContain('¿Cuándo es el sorteo?');
  // The success message clears itself after 5 s (docs/product.md#interface-timings-and-layout).
  await expect(sent).toBeHidden({ timeout: 8_000 });
  // Anyone can type anyone's address: an anonymous sender gets no mail, the page confirmed.
  expect(await mailsTo(sender, since)).toEqual([]);
});

test('contact: a signed-in sender is acknowledged at their verified address, without their text', async ({
  page,
  request,
}) => {
  const since = new Date();
  const user = await registerUser(request, 'Contact Sender');
  await verifyEmail(request, user.email);
  await signIn(page.context(), user.token);
  const typed = `typed-${Date.now()}@example.test`;
  await page.goto('/en/contact');
  const form = page.getByTestId('contact-page');
  // Name and address filled from the session.
  await expect(form.locator('input[name="email"]')).toHaveValue(user.email);
  await expect(form.locator('input[name="name"]')).toHaveValue('Contact Sender');
  await form.locator('input[name="email"]').fill(typed);
  await form.locator('input[name="subject"]').fill('Urgent: your account');
  await form.locator('textarea[name="message"]').fill('Visit https://evil.example now');
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Message sent successfully')).toBeVisible();

  const operators = await waitForMail('operators@wishwall.local', /Urgent: your account/, since);
  expect(operators.text).toContain('https://evil.example');
  const acknowledgement = await waitForMail(user.email, /We received your message/, since);
  expect(acknowledgement.text).not.toMatch(/Urgent|evil\.example/);
  expect(await mailsTo(typed, since)).toEqual([]);
});

test('Report problem on the error screen opens contact with the subject filled in', async ({
  page,
}) => {
  // A chunk that fails to load crashes the lazy config route into the error screen.
  await page.route('**/assets/config-route-*.js', (route) => route.abort());
  await page.goto('/en/config');
  await page.getByRole('button', { name: 'Report problem' }).click();
  await expect(page).toHaveURL(/\/en\/contact\?subject=/);
  await expect(page.locator('input[name="subject"]')).toHaveValue('Problem report: /en/config');
});

/**
 * The cookie bar and the ads slot follow the visitor's stored consent, which only the browser
 * knows: a server-rendered page shows them once hydrated
 * (docs/decisions/0058-first-screens-from-the-server.md). Before that neither is there, so an
 * assertion that one is absent would pass on any consent; after a reload this waits until the
 * page is hydrated (its server-rendered controls enabled), which a busy CI machine took past
 * the default 5 s for.
 */
async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await patientExpect(page.getByTestId('wish-form')).toBeEnabled();
}

test('the cookie bar’s choices persist and the ads slot follows advertising', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await patientExpect(page.getByTestId('wish-form')).toBeEnabled();
  const bar = page.getByTestId('cookie-bar');
  const ad = page.getByTestId('ad-slot-sidebar');

  await expect(bar).toBeVisible();
  await expect(ad).toHaveCount(0);
  await bar.getByRole('button', { name: 'Continue with essential only' }).click();
  await expect(bar).toBeHidden();
  await reloadHydrated(page);
  await expect(page.getByTestId('wall')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(ad).toHaveCount(0);

  await page.getByTestId('footer-cookie-settings').click();
  const dialog = page.getByTestId('cookie-settings');
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: /Advertising/ }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(ad).toBeVisible();
  await reloadHydrated(page);
  await expect(ad).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent')))!)).toEqual({
    essential: true,
    performance: false,
    functionality: false,
    advertising: true,
  });

  await page.evaluate(() => localStorage.removeItem('cookieConsent'));
  await reloadHydrated(page);
  await bar.getByRole('button', { name: 'Accept all' }).click();
  await reloadHydrated(page);
  await expect(bar).toBeHidden();
  await expect(ad).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('cookieConsent'));
  await reloadHydrated(page);
  await bar.getByRole('button', { name: 'Customize' }).click();
  await dialog.getByRole('checkbox', { name: /Performance/ }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await reloadHydrated(page);
  await expect(bar).toBeHidden();
  await expect(ad).toHaveCount(0);
});

test('on a phone the ads slot sits between the wall cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withCookieChoice(page, { advertising: true });
  await page.goto('/es');
  const ad = page.getByTestId('wall').getByTestId('ad-slot-wall');
  await expect(ad).toBeVisible();
  await expect(ad).toContainText('Gana hasta 10.000 USD');
  await expect(page.getByTestId('ad-slot-sidebar')).toBeHidden();
});

test('?tab=social offers the referral link and the wish, in both languages', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Social Sharer');
  for (const language of ['en', 'es'] as const) {
    const context = await browser.newContext();
    await signIn(context, user.token);
    const page = await context.newPage();
    await page.goto(`/${language}/config?tab=social`);
    const tab = page.getByRole('tab', {
      name: language === 'en' ? 'Social networks' : 'Redes sociales',
    });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const social = page.getByTestId('social-tab');
    await expect(social.getByTestId('social-referral-link')).toHaveValue(
      new RegExp(`/${language}\\?referral_code=${user.referralCode}$`),
    );
    await expect(social.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /referral_code/,
    );
    await expect(social.getByRole('listitem')).toHaveCount(5);
    await context.close();
  }
});

test('the profile dialog opens from the user box and leads to the settings tabs', async ({
  context,
  page,
  request,
}) => {
  const user = await registerUser(request, 'Profile Opener');
  await signIn(context, user.token);
  await page.goto('/en');
  await page.getByTestId('sidebar-user').click();
  const dialog = page.getByTestId('profile-dialog');
  await expect(dialog).toContainText(user.email);
  await expect(dialog.getByTestId('profile-email-status')).toHaveText('Not verified');
  await expect(dialog.getByTestId('profile-referral-link')).toHaveValue(
    new RegExp(`referral_code=${user.referralCode}$`),
  );
  await dialog.getByRole('link', { name: 'Social networks' }).click();
  await expect(page).toHaveURL(/\/en\/config\?tab=social$/);
  await expect(page.getByTestId('social-tab')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a wish address that is no wish id says the wish does not exist', async ({ page }) => {
  await page.goto('/en/wish/abc');
  await expect(page.getByRole('alert')).toHaveText(/not found|does not exist/i);
});

for (const language of ['en', 'es'] as const) {
  test(`${language}: every settings tab reads whole, all at once on a 1280 px screen`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await registerUser(request, 'Tab Reader');
    await signIn(context, user.token);
    await withCookieChoice(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/config?tab=social`);
      const row = page.getByRole('tablist');
      const tabs = row.getByRole('tab');
      await patientExpect(tabs).toHaveCount(5);
      // No label is cut inside its own tab, at any width.
      for (const tab of await tabs.all()) {
        patientExpect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      const start = page.getByTestId('tabs-scroll-start');
      const end = page.getByTestId('tabs-scroll-end');
      if (width === 1280) {
        // The row holds all five: nothing to scroll, no arrows, every tab whole in view.
        patientExpect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        for (const tab of await tabs.all()) patientExpect(await liesWithin(tab, row)).toBe(true);
        await patientExpect(start).toHaveCount(0);
        await patientExpect(end).toHaveCount(0);
        await page.screenshot({ path: `test-results/config-tabs-${language}-${width}.png` });
        continue;
      }
      // Narrower, the row scrolls to the selected (last) tab and an arrow shows the cut side;
      // the arrow brings the first tab back whole, and the other arrow appears.
      patientExpect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await patientExpect(start).toBeVisible();
      await patientExpect(end).toHaveCount(0);
      patientExpect(await liesWithin(tabs.last(), row)).toBe(true);
      const scrolled = () => row.evaluate((el) => el.scrollLeft);
      const from = await scrolled();
      await start.click();
      await patientExpect.poll(scrolled).toBeLessThan(from);
      // Clicked again while it shows (it goes once the row is at its start, maybe mid-click).
      await patientExpect
        .poll(async () => {
          if (await start.isVisible()) await start.click({ timeout: 1_000 }).catch(() => undefined);
          return liesWithin(tabs.first(), row);
        })
        .toBe(true);
      await patientExpect(end).toBeVisible();
      await patientExpect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: `test-results/config-tabs-${language}-${width}.png` });
    }
    // The arrows are for a mouse: not Tab stops, not read out, and axe finds nothing on them.
    await patientExpect(page.getByTestId('tabs-scroll-end')).toHaveAttribute('aria-hidden', 'true');
    await patientExpect(page.getByTestId('tabs-scroll-end')).toHaveAttribute('tabindex', '-1');
    patientExpect(await seriousViolations(page)).toEqual([]);
  });
}

/**
 * The share box's size, and where its parts sit inside it. Read against the box rather than the
 * viewport: the page around it may still settle or scroll (a slow CI run saw the whole box 176 px
 * higher after the click, every size and offset unchanged), which is not the box's doing.
 */
async function shareBoxLayout([box, ...inner]: Locator[]) {
  const [x, y, width, height] = await boxOf(box!);
  const offsets = await Promise.all(
    inner.map(async (part) => {
      const [px, py, pw, ph] = await boxOf(part);
      return [px! - x!, py! - y!, pw, ph];
    }),
  );
  return [[width, height], ...offsets];
}

const COPIED = { en: 'Link copied to clipboard', es: 'Enlace copiado al portapapeles' };

for (const language of ['en', 'es'] as const) {
  test(`${language}: the wish's share box keeps its size when the link is copied`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withCookieChoice(page);
    const wishes = await (await request.get('/v1/wishes')).json();
    const wishId: string = wishes.data.wishes.data[0].id;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/wish/${wishId}`);
      const share = page.locator('.wish-share');
      const parts = [share, share.getByTestId('wish-link'), share.getByTestId('copy-wish-link')];
      await patientExpect(parts[2]!).toBeVisible();
      await parts[2]!.scrollIntoViewIfNeeded();
      const before = await shareBoxLayout(parts);
      await parts[2]!.click();
      const copied = page.getByRole('status').filter({ hasText: COPIED[language] });
      await patientExpect(copied).toBeVisible();
      // Not a pixel moved or changed size: the box, its link field and its button.
      patientExpect(await shareBoxLayout(parts), `${width} px`).toEqual(before);
      patientExpect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
        await parts[1]!.inputValue(),
      );
      // The confirmation shows whole on the screen, on one line.
      const toast = (await copied.boundingBox())!;
      patientExpect(toast.x).toBeGreaterThanOrEqual(0);
      patientExpect(toast.x + toast.width).toBeLessThanOrEqual(width);
      patientExpect(toast.height).toBeLessThan(48);
      if (width === 390) patientExpect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/wish-copied-${language}-${width}.png` });
    }
  });
}

test('while a page loads on demand, the header and the footer stay; the bars show in its place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withCookieChoice(page);
  for (const [language, width] of [
    ['en', 1280],
    ['es', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // The page's own chunk is held back until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/contact-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The contact page is rendered by the browser (only the wall, a wish and the information
    // pages come rendered from the server: docs/decisions/0058-first-screens-from-the-server.md).
    await page.goto(`/${language}/contact`, { waitUntil: 'commit' });
    const loading = page.getByRole('main').getByTestId('page-loading');
    await patientExpect(loading).toBeVisible();
    await patientExpect(page.getByRole('banner')).toBeVisible();
    await patientExpect(page.getByRole('contentinfo')).toBeVisible();
    await patientExpect(page.getByRole('banner').getByRole('link').first()).toBeInViewport();
    await page.screenshot({ path: `test-results/page-loading-${language}-${width}.png` });
    release();
    await patientExpect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en' ? 'Contact' : 'Contacto',
    );
    await patientExpect(loading).toHaveCount(0);
    await page.unroute('**/assets/contact-page-*.js');
  }
});
