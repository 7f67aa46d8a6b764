import { expect, test, type Locator, type Page } from './support/test.ts';
import { logInWithDialog, registerUser } from './support/accounts.ts';
import { appCode } from './support/authenticator.ts';
import { patientExpect } from './support/patient.ts';

// The sign-in's six boxes take digits only (docs/decisions/0047-authenticator-apps.md: a
// recovery code has an input of its own). Typed, pasted or autofilled, anything else is dropped.

/** What the six boxes hold, '_' for an empty one. */
async function boxesOf(digits: Locator) {
  const values = await digits.evaluateAll((boxes) =>
    boxes.map((box) => (box as unknown as { value: string }).value || '_'),
  );
  return values.join('');
}

/** Pastes `text` into `box` as a clipboard paste does (the boxes read `clipboardData`). */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, pasted) => {
    // The tests are type-checked without the DOM's types: the little of it used here.
    const { DataTransfer: Transfer, ClipboardEvent: Clipboard } = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, data: string): void };
      ClipboardEvent: new (type: string, init: object) => unknown;
    };
    const data = new Transfer();
    data.setData('text/plain', pasted);
    (element as unknown as { dispatchEvent(event: unknown): void }).dispatchEvent(
      new Clipboard('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** A user whose authenticator app is on, at the sign-in's code dialog. */
async function atTheCodeDialog(page: Page, request: Parameters<typeof registerUser>[0]) {
  const user = await registerUser(request, 'Digit Only');
  const headers = { authorization: `Bearer ${user.token}` };
  const setup = await (await request.post('/v1/authenticator-app/setup', { headers })).json();
  const secret: string = setup.data.secret;
  const enabled = await request.post('/v1/authenticator-app/enable', {
    headers,
    data: { code: await appCode(secret) },
  });
  expect(enabled.ok()).toBe(true);
  await page.goto('/en');
  await logInWithDialog(page, user.email, 'e2e password 1');
  const dialog = page.getByTestId('two-factor-dialog');
  await patientExpect(dialog).toBeVisible();
  return { secret, dialog, digits: page.getByTestId('two-factor-digit') };
}

test('the six boxes take digits only, however they are entered', async ({ page, request }) => {
  // A sign-in and some thirty key presses and pastes: allow for a busy machine.
  test.setTimeout(90_000);
  const { secret, dialog, digits } = await atTheCodeDialog(page, request);
  const validate = dialog.getByRole('button', { name: 'Validate' });
  await patientExpect(digits).toHaveCount(6);

  // Typed: letters, spaces and signs write nothing and the focus stays.
  await digits.first().click();
  await page.keyboard.type('a -.Z');
  expect(await boxesOf(digits)).toBe('______');
  await patientExpect(digits.first()).toBeFocused();
  // Mixed in with digits, only the digits land, one box each.
  await page.keyboard.type('1x2 3');
  expect(await boxesOf(digits)).toBe('123___');
  await patientExpect(digits.nth(3)).toBeFocused();
  await patientExpect(validate).toBeDisabled();

  // Pasted: "123 456" fills the six boxes, wherever it is pasted.
  await paste(digits.nth(4), '987 654');
  expect(await boxesOf(digits)).toBe('987654');
  // Seven digits: the first six, from the first box.
  await paste(digits.nth(2), '1234567');
  expect(await boxesOf(digits)).toBe('123456');
  // No digits at all: nothing changes.
  await paste(digits.nth(1), 'abc def');
  expect(await boxesOf(digits)).toBe('123456');
  // A shorter run fills from the box it was pasted into.
  await paste(digits.nth(3), '0-9');
  expect(await boxesOf(digits)).toBe('123096');

  // Autofill and keyboards that send no key set the value directly: letters are dropped.
  await digits.nth(5).fill('k');
  expect(await boxesOf(digits)).toBe('123096');
  await digits.nth(5).fill('7');
  expect(await boxesOf(digits)).toBe('123097');

  // Emptied by backspace, the boxes still take the app's code and sign in.
  await digits.nth(5).focus();
  for (let k = 0; k < 7; k += 1) await page.keyboard.press('Backspace');
  expect(await boxesOf(digits)).toBe('______');
  await patientExpect(validate).toBeDisabled();
  await paste(digits.first(), ` ${[...(await appCode(secret))].join(' ')} `);
  await patientExpect(validate).toBeEnabled();
  await validate.click();
  await patientExpect(page.getByTestId('user-menu')).toContainText('Digit Only');
});
