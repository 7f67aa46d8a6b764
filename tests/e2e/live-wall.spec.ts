import { expect, test, type Page } from './support/test.ts';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { answerCaptcha, registerUser, signIn, submitLoginDialog } from './support/accounts.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

async function publishWish(content: string) {
  const author = await createUser(db, 'Wall Author');
  const draft = await createDraftWish(db, author.id, content);
  await new WishPublishService(db).publish(draft.id);
  return draft.id;
}

const card = (page: Page, wishId: string) =>
  page.locator(`[data-testid="wish-card"][data-wish-id="${wishId}"]`);

test('a reaction in one browser moves the count in another, also after going offline', async ({
  browser,
  request,
}) => {
  const wishId = await publishWish(`Two browsers, one wish ${Date.now()}`);
  const a = await registerUser(request, 'Reactor A');
  const b = await registerUser(request, 'Viewer B');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await signIn(contextA, a.token);
  await signIn(contextB, b.token);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await Promise.all([pageA.goto('/en'), pageB.goto('/en')]);

  const likesOnB = card(pageB, wishId).getByTestId('reaction-like');
  await expect(likesOnB).toHaveAttribute('data-count', '0');
  await card(pageA, wishId).getByTestId('reaction-like').click();
  await expect(card(pageA, wishId).getByTestId('reaction-like')).toHaveAttribute('data-count', '1');
  await expect(likesOnB).toHaveAttribute('data-count', '1', { timeout: 3000 });

  // B goes offline; A switches to a heart; B comes back and shows the truth.
  await contextB.setOffline(true);
  await card(pageA, wishId).getByTestId('reaction-heart').click();
  await expect(card(pageA, wishId).getByTestId('reaction-heart')).toHaveAttribute(
    'data-count',
    '1',
  );
  await pageA.waitForTimeout(500);
  await contextB.setOffline(false);
  await expect(card(pageB, wishId).getByTestId('reaction-heart')).toHaveAttribute(
    'data-count',
    '1',
    {
      timeout: 10_000,
    },
  );
  await expect(likesOnB).toHaveAttribute('data-count', '0');

  await contextA.close();
  await contextB.close();
});

test('a published wish moves the counter and appears on the wall live', async ({ page }) => {
  await page.goto('/en');
  const counter = page.getByTestId('published-counter');
  await expect(counter).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await counter.getAttribute('data-count'));
  await expect(page.getByTestId('wish-card').first()).toBeVisible();

  const content = `Fresh on the wall ${Date.now()}`;
  const wishId = await publishWish(content);

  await expect(counter).toHaveAttribute('data-count', String(before + 1), { timeout: 3000 });
  await expect(card(page, wishId)).toContainText(content, { timeout: 3000 });
});

test('on a phone the top-10 sits behind a button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByTestId('open-top').click();
  await expect(page.getByRole('dialog').getByTestId('top-list')).toBeVisible();
  await context.close();
});

// A reaction pressed while signed out is kept and resumed once the visitor signs in through the
// prompt (docs/decisions/0055-site-behaviour.md), whichever way they sign in.
test('a like pressed signed out is made once the visitor logs in from the prompt', async ({
  page,
  request,
}) => {
  const wishId = await publishWish(`Liked after logging in ${Date.now()}`);
  const user = await registerUser(request, 'Late Liker');
  await page.goto('/en');
  const like = card(page, wishId).getByTestId('reaction-like');
  await expect(like).toHaveAttribute('data-count', '0');

  await like.click();
  const prompt = page.getByTestId('auth-prompt');
  await expect(prompt).toContainText('To react to this wish you need:');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await submitLoginDialog(page, user.email, 'e2e password 1');

  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-count', '1');
  // The server holds it: a fresh load shows the user's like.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-count', '1');
});

test('a heart pressed signed out is made once the visitor registers from the prompt (Spanish)', async ({
  page,
}) => {
  const wishId = await publishWish(`Corazón tras registrarse ${Date.now()}`);
  await page.goto('/es');
  const heart = card(page, wishId).getByTestId('reaction-heart');
  await heart.click();
  const prompt = page.getByTestId('auth-prompt');
  await expect(prompt).toContainText('Para reaccionar a este deseo necesitas:');
  await prompt.getByRole('button', { name: 'Registrarse' }).click();

  const register = page.getByTestId('register-dialog');
  await register.locator('input[name="name"]').fill('Nueva Reactora');
  await register.locator('input[name="email"]').fill(`reactora-${Date.now()}@example.test`);
  await register.locator('input[name="password"]').fill('e2e password 1');
  await register.locator('input[name="password_confirmation"]').fill('e2e password 1');
  await answerCaptcha(register);
  await register.getByRole('button', { name: 'Crear cuenta' }).click();

  // An unverified account may react at once: the heart is made, nothing to explain.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('reaction-error')).toHaveCount(0);
});

test('a resumed like leaves a like already held alone, and a closed prompt resumes nothing', async ({
  page,
  request,
}) => {
  const wishId = await publishWish(`Liked before ${Date.now()}`);
  const user = await registerUser(request, 'Early Liker');
  const liked = await request.post(`/v1/wishes/${wishId}/react`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { reaction_type: 'like', device_id: 'e2e' },
  });
  expect(liked.ok()).toBe(true);

  await page.goto('/en');
  const like = card(page, wishId).getByTestId('reaction-like');
  const heart = card(page, wishId).getByTestId('reaction-heart');
  await expect(like).toHaveAttribute('data-count', '1');
  // A heart pressed, then the prompt closed: given up.
  await heart.click();
  await expect(page.getByTestId('auth-prompt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('auth-prompt')).toHaveCount(0);
  // The like the user already holds, pressed again before logging in: a toggle would remove it.
  await like.click();
  await page.getByTestId('auth-prompt').getByRole('button', { name: 'Log in' }).click();
  await submitLoginDialog(page, user.email, 'e2e password 1');

  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // After a reload the profile answers only once the wall's own read has: the votes that read
  // carried wait for the session to be restored instead of being dropped.
  const wallRead = page.waitForResponse((response) => response.url().includes('/v1/wishes?page=1'));
  await page.route('**/v1/user/get-profile', async (route) => {
    await wallRead;
    await route.continue();
  });
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-count', '1');
  await expect(heart).toHaveAttribute('data-count', '0');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

/** Milliseconds from now until `check` passes (it polls). */
async function msUntil(check: () => Promise<void>) {
  const start = Date.now();
  await check();
  return Date.now() - start;
}

for (const [language, like, heart] of [
  ['en', 'Like', 'Heart'],
  ['es', 'Me gusta', 'Corazón'],
] as const) {
  test(`reaction buttons name themselves in a tooltip, by pointer and keyboard (${language})`, async ({
    page,
  }) => {
    const wishId = await publishWish(`Tooltips ${language} ${Date.now()}`);
    await page.goto(`/${language}`);
    const likeButton = card(page, wishId).getByTestId('reaction-like');
    const heartButton = card(page, wishId).getByTestId('reaction-heart');
    const likeTip = page.locator(`[id="${await likeButton.getAttribute('aria-describedby')}"]`);
    await expect(likeTip).toHaveAttribute('role', 'tooltip');
    await expect(likeTip).toBeHidden();
    // The tooltip describes the button (its name stays the reaction's).
    await expect(likeButton).toHaveAccessibleDescription(like);
    await expect(likeButton).toHaveAccessibleName(new RegExp(`^${like}`));

    // Shown no sooner than 250 ms after the pointer arrives, hidden no sooner than 400 ms after
    // it left.
    const shown = await msUntil(async () => {
      await likeButton.hover();
      await expect(likeTip).toBeVisible();
    });
    expect(shown).toBeGreaterThanOrEqual(250);
    await expect(likeTip).toHaveText(like);
    const hidden = await msUntil(async () => {
      await page.mouse.move(0, 0);
      await expect(likeTip).toBeHidden();
    });
    expect(hidden).toBeGreaterThanOrEqual(400);

    // Keyboard focus shows it too; Escape hides it at once, and the focus stays.
    await likeButton.focus();
    await page.keyboard.press('Tab');
    await expect(heartButton).toBeFocused();
    const heartTip = page.locator(`[id="${await heartButton.getAttribute('aria-describedby')}"]`);
    await expect(heartTip).toBeVisible();
    await expect(heartTip).toHaveText(heart);
    await page.keyboard.press('Escape');
    await expect(heartTip).toBeHidden();
    await expect(heartButton).toBeFocused();
    await expect(page.getByTestId('auth-prompt')).toHaveCount(0);
  });
}

for (const [language, copied] of [
  ['en', 'Link copied to clipboard'],
  ['es', 'Enlace copiado al portapapeles'],
] as const) {
  test(`copying a wish's link confirms it in a toast for 3 seconds (${language})`, async ({
    browser,
  }) => {
    const wishId = await publishWish(`Copy my link ${language} ${Date.now()}`);
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`/${language}/wish/${wishId}`);
    const copy = page.getByTestId('copy-wish-link');
    await expect(copy).toBeEnabled();
    const clicked = Date.now();
    await copy.click();

    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(copied);
    // In the polite live region, and the focus is not taken from the button.
    await expect(page.getByTestId('toaster')).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('toaster')).toHaveAttribute('aria-live', 'polite');
    await expect(copy).toBeFocused();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
      new RegExp(`/${language}/wish/${wishId}$`),
    );
    // Gone by itself 3 s after it appeared, so no sooner than 3 s after the click.
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(3_000);
    await context.close();
  });
}
