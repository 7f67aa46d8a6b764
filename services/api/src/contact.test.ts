import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/use-api.ts';

const t = useApi();

async function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.test',
    subject: 'A question about the raffle',
    message: 'When is the next draw?',
    ...(await t.api.solvedCaptcha()),
    ...overrides,
  };
}

const stored = () => t.ctx.db.selectFrom('contact_messages').selectAll().execute();
const events = () =>
  t.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('type', '=', 'contact.message_received')
    .execute();

describe('POST /v1/contact', () => {
  it('stores the message and queues its mails through the outbox', async () => {
    const before = (await stored()).length;
    const { status, body } = await t.api.call('POST', '/v1/contact', await message(), undefined);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'message_sent' });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ name: 'Grace Hopper', subject: 'A question about the raffle' });
    expect((await events()).map((e) => e.payload)).toContainEqual({ contactMessageId: row.id });
  });

  it('records the signed-in sender, whose acknowledgement goes to their own address', async () => {
    const { body } = await t.api.registerVerified();
    const typed = 'someone-else@example.test';
    const sent = await t.api.call(
      'POST',
      '/v1/contact',
      await message({ email: typed }),
      body.data.token,
    );
    expect(sent.status).toBe(200);
    const anonymous = await t.api.call('POST', '/v1/contact', await message({ email: typed }));
    expect(anonymous.status).toBe(200);
    const [signedIn, stranger] = (await stored()).slice(-2);
    expect(signedIn).toMatchObject({ email: typed, user_id: body.data.user.id });
    expect(stranger).toMatchObject({ email: typed, user_id: null });
  });

  it.each([
    { overrides: { name: undefined }, field: 'name' },
    { overrides: { email: 'not-an-address' }, field: 'email' },
    { overrides: { subject: '   ' }, field: 'subject' },
    { overrides: { message: '' }, field: 'message' },
    { overrides: { captchaToken: undefined }, field: 'captchaToken' },
  ])(
    'answers 422 with the field errors when $field is missing or wrong',
    async ({ overrides, field }) => {
      const before = (await stored()).length;
      const { status, body } = await t.api.call('POST', '/v1/contact', await message(overrides));
      expect(status).toBe(422);
      expect(body.code).toBe('validation_failed');
      expect(body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(await stored()).toHaveLength(before);
    },
  );

  it('refuses a captcha used once already, and a wrong answer', async () => {
    const first = await message();
    expect((await t.api.call('POST', '/v1/contact', first)).status).toBe(200);
    const before = (await stored()).length;
    const again = await t.api.call('POST', '/v1/contact', { ...first, subject: 'Again' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_captcha');
    const wrong = await t.api.call('POST', '/v1/contact', await message({ captcha: 'nope!' }));
    expect(wrong.body.code).toBe('invalid_captcha');
    expect(await stored()).toHaveLength(before);
  });

  it('limits how often one address may write', async () => {
    const ip = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        (await t.api.call('POST', '/v1/contact', await message(), undefined, ip)).status,
      );
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });
});
