import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const processLink = (email: string | undefined, token: string) =>
  suite.api.call('POST', '/v1/email-verification-process', { email, token });

describe('e-mail verification', () => {
  it('verifies with the link, once; opening it again says already verified', async () => {
    const { body, email } = await suite.api.register();
    const token = await suite.api.mintVerificationToken(body.data.user.id, email);
    const first = await processLink(email, token);
    expect(first.body).toMatchObject({ status: true, message: 'email_verified' });
    const user = await new UserRepository(ctx.db).findByEmail(email);
    expect(user?.email_verified_at).toBeInstanceOf(Date);
    const again = await processLink(email, token);
    expect(again.body).toMatchObject({ status: true, message: 'email_already_verified' });
    // So does an older link to the same address, even past its 24 hours.
    const expired = await suite.api.mintVerificationToken(body.data.user.id, email, -1000);
    expect((await processLink(email, expired)).body.message).toBe('email_already_verified');
  });

  it('answers one opening of a link verified and every other already verified, however many at once', async () => {
    const { body, email } = await suite.api.register();
    const token = await suite.api.mintVerificationToken(body.data.user.id, email);
    const results = await Promise.all(Array.from({ length: 30 }, () => processLink(email, token)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const messages = results.map((r) => r.body.message);
    expect(messages.filter((m) => m === 'email_verified')).toHaveLength(1);
    expect(messages.filter((m) => m === 'email_already_verified')).toHaveLength(29);
    const events = (await suite.api.outboxEvents('user.email_verified')).filter(
      (event) => (event.payload as { userId: string }).userId === body.data.user.id,
    );
    expect(events).toHaveLength(1);
  });

  it('keeps the link usable when the connection is cut while it verifies: the retry verifies', async () => {
    const { body, email } = await suite.api.register();
    const userId: string = body.data.user.id;
    const token = await suite.api.mintVerificationToken(userId, email);
    // The first update that verifies this account kills its own connection, as a cut cable
    // or a killed Postgres backend would, after the token was read and before the commit.
    await sql`create sequence cut_once_seq`.execute(ctx.db);
    await sql
      .raw(
        `create function cut_once() returns trigger language plpgsql as $$
         begin
           if new.id = ${Number(userId)} and new.email_verified_at is not null
              and nextval('cut_once_seq') = 1 then
             perform pg_terminate_backend(pg_backend_pid());
           end if;
           return new;
         end $$`,
      )
      .execute(ctx.db);
    await sql`create trigger cut_once before update on users
              for each row execute function cut_once()`.execute(ctx.db);

    const cut = await processLink(email, token);
    expect(cut.status).toBe(503);
    expect(cut.body.code).toBe('service_unavailable');
    expect((await new UserRepository(ctx.db).findById(userId))?.email_verified_at).toBeNull();

    const retried = await processLink(email, token);
    expect(retried.body).toMatchObject({ status: true, message: 'email_verified' });
    expect((await new UserRepository(ctx.db).findById(userId))?.email_verified_at).toBeInstanceOf(
      Date,
    );
    expect((await processLink(email, token)).body.message).toBe('email_already_verified');
  });

  it('accepts the token alone as verification_code', async () => {
    const { body, email } = await suite.api.register();
    const token = await suite.api.mintVerificationToken(body.data.user.id, email);
    const result = await suite.api.call('POST', '/v1/email-verification-process', {
      verification_code: token,
    });
    expect(result.body.message).toBe('email_verified');
  });

  it('refuses expired, unknown and mismatched links and changes nothing', async () => {
    const { body, email } = await suite.api.register();
    const expired = await suite.api.mintVerificationToken(body.data.user.id, email, -1000);
    const valid = await suite.api.mintVerificationToken(body.data.user.id, email);
    for (const [address, token] of [
      [email, expired],
      [email, 'no-such-token'],
      ['someone.else@example.test', valid],
      [undefined, ''],
    ] as const) {
      const result = await processLink(address, token);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('invalid_or_expired_token');
    }
    expect((await new UserRepository(ctx.db).findByEmail(email))?.email_verified_at).toBeNull();
  });

  it('stores tokens only as hashes', async () => {
    const { body, email } = await suite.api.register();
    const token = await suite.api.mintVerificationToken(body.data.user.id, email);
    const rows = await ctx.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('resending queues a new link; once verified, it is refused', async () => {
    const { body, email } = await suite.api.register();
    const token = body.data.token;
    const resent = await suite.api.call('POST', '/v1/email-verification-code', undefined, token);
    expect(resent.status).toBe(200);
    const events = await suite.api.outboxEvents('email.verification_requested');
    expect(events[0]?.payload).toEqual({ userId: body.data.user.id, email });
    await processLink(email, await suite.api.mintVerificationToken(body.data.user.id, email));
    const refused = await suite.api.call('POST', '/v1/email-verification-code', undefined, token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_already_verified');
  });

  it('changing the e-mail moves the account once the new address is verified', async () => {
    const { body, email } = await suite.api.register();
    const other = await suite.api.register();
    const taken = await suite.api.call(
      'POST',
      '/v1/email-verification-to-update',
      { email: other.email, current_password: 'correct horse battery' },
      body.data.token,
    );
    // Answered as any other address: its holder gets a notice, not a link.
    expect(taken.body).toMatchObject({ status: true, message: 'verification_sent' });

    const next = `moved-${crypto.randomUUID()}@example.test`;
    const requested = await suite.api.call(
      'POST',
      '/v1/email-verification-to-update',
      { email: next, current_password: 'correct horse battery' },
      body.data.token,
    );
    expect(requested.status).toBe(200);
    expect((await new UserRepository(ctx.db).findById(body.data.user.id))?.email).toBe(email);
    const token = await suite.api.mintVerificationToken(body.data.user.id, next);
    expect((await processLink(next, token)).body.message).toBe('email_verified');
    const user = await new UserRepository(ctx.db).findById(body.data.user.id);
    expect(user?.email).toBe(next);
    expect(user?.email_verified_at).toBeInstanceOf(Date);
  });
});

describe('mail a signed-in user asks for', () => {
  it('is limited per user, whatever address the requests come from', async () => {
    const { body } = await suite.api.register();
    const token: string = body.data.token;
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () =>
        suite.api.call('POST', '/v1/email-verification-code', undefined, token),
      ),
      ...Array.from({ length: 12 }, (_, k) =>
        suite.api.call(
          'POST',
          '/v1/email-verification-to-update',
          {
            email: `elsewhere-${k}-${crypto.randomUUID().slice(0, 8)}@example.test`,
            current_password: 'correct horse battery',
          },
          token,
        ),
      ),
    ]);
    // Each route allows the user 10 in its window, from however many addresses.
    for (const route of [answers.slice(0, 12), answers.slice(12)]) {
      expect(route.filter((answer) => answer.status === 200)).toHaveLength(10);
      expect(route.filter((answer) => answer.body.code === 'rate_limited')).toHaveLength(2);
    }
  });
});
