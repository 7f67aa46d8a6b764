import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@wishwall/contracts/domain-events';
import { QueueName, type JobName, type JobPayloads } from '@wishwall/contracts/queues';
import { fundWallet, testLedger } from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { PayoutDestinationRepository } from '@wishwall/db/repositories/payout-destination.repository';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { OutboxRow } from '@wishwall/db/tables/outbox.table';
import { jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { SecretHasher } from '@wishwall/security/secrets';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { toEnvelope } from '../outbox-relay.ts';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

/** The PayPal account withdrawals go to in these tests. */
const PAYEE = 'payee@paypal.test';

const ctx = useTestContext();

const running = useWorkerApp(ctx);
let queue: Queue;
beforeAll(() => {
  queue = new Queue(QueueName.Mail, {
    connection: ctx.redis,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
});
afterAll(() => queue?.close());

/** Commits events the way services do: in a transaction, through the outbox. */
function commitEvents(...events: DomainEvent[]): Promise<OutboxRow[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows: OutboxRow[] = [];
    for (const event of events) rows.push(await new OutboxRepository(trx).add(event));
    return rows;
  });
}

const mailTo = (address: string) =>
  running.catcher.waitFor((mail) => mail.to.includes(address), 10_000);

async function spanishUser(name?: string) {
  const user = await createUser(ctx.db, name);
  return new UserRepository(ctx.db).update(user.id, { language: 'es' });
}

/** Every value under this file's Redis prefix: streams, queues, job data and logs. */
async function redisContents(): Promise<string> {
  const dump: unknown[] = [];
  for (const key of await ctx.redis.keys(`${ctx.redisPrefix}:*`)) {
    const type = await ctx.redis.type(key);
    if (type === 'hash') dump.push(await ctx.redis.hgetall(key));
    else if (type === 'stream') dump.push(await ctx.redis.xrange(key, '-', '+'));
    else if (type === 'list') dump.push(await ctx.redis.lrange(key, 0, -1));
    else if (type === 'zset') dump.push(await ctx.redis.zrange(key, 0, -1));
    else if (type === 'string') dump.push(await ctx.redis.get(key));
  }
  return JSON.stringify(dump);
}

async function settledJob(row: OutboxRow, name: JobName) {
  const jobId = jobIdFor(toEnvelope(row), name);
  await expect
    .poll(async () => (await queue.getJob(jobId))?.finishedOn, { timeout: 10_000 })
    .toBeDefined();
  return (await queue.getJob(jobId))!;
}

const mailsTo = (address: string) =>
  running.catcher.messages().filter((mail) => mail.to.includes(address.toLowerCase()));

/** The mails of a withdrawal's decisions, without the one that acknowledged the request. */
const REQUEST_SUBJECTS = [
  'We received your withdrawal request',
  'Hemos recibido tu solicitud de retiro',
];
const decisionMailTo = (address: string) =>
  running.catcher.waitFor(
    (mail) => mail.to.includes(address) && !REQUEST_SUBJECTS.includes(mail.subject),
    10_000,
  );
const decisionMailsTo = (address: string) =>
  mailsTo(address).filter((mail) => !REQUEST_SUBJECTS.includes(mail.subject));

/**
 * Adds a job by hand, as an operator's "add job" in the queue dashboard would (no event
 * behind it), and waits for it: the reason it was skipped, undefined when it ran.
 */
async function byHand<Name extends JobName>(
  name: Name,
  type: DomainEvent['type'],
  payload: JobPayloads[Name] extends { payload: infer P } ? P : never,
): Promise<string | undefined> {
  const added = await queue.add(name, {
    id: `by-hand-${crypto.randomUUID()}`,
    type,
    occurredAt: new Date().toISOString(),
    payload,
  });
  await expect
    .poll(async () => (await queue.getJob(added.id!))?.finishedOn, { timeout: 10_000 })
    .toBeDefined();
  const job = (await queue.getJob(added.id!))!;
  expect(await job.getState(), job.failedReason).toBe('completed');
  return (job.returnvalue as { skipped?: string } | null)?.skipped;
}

async function skippedCount(name: JobName): Promise<number> {
  const metric = await running.worker.metrics.getSingleMetric('wishwall_jobs_skipped_total')?.get();
  return metric?.values.find((sample) => sample.labels['job'] === name)?.value ?? 0;
}

/** A withdrawal of 12.50 USD that an operator's command rejected, as the console does. */
async function rejectedWithdrawal(userId: string, reason: string) {
  const users = new UserRepository(ctx.db);
  const user = await users.findById(userId);
  const verified = await users.markEmailVerified(userId, user!.email, new Date());
  await fundWallet(ctx.db, userId, 12_500_000n);
  const withdrawals = new WithdrawalService({
    db: ctx.db,
    ledger: testLedger(ctx.db).ledger,
    changed: async () => {},
  });
  // On file already, so no mail of a new destination: the request's and the decision's.
  await new PayoutDestinationRepository(ctx.db).save(userId, PAYEE, null);
  const request = await withdrawals.request(verified, '12.50', PAYEE);
  return withdrawals.decide(request.id, 'reject', { operatorId: null, reason });
}

describe('mail jobs', () => {
  it('welcomes each user in their language, from MAIL_FROM, with their name escaped', async () => {
    const english = await createUser(ctx.db, 'Ann');
    const spanish = await spanishUser('<b>Ana & "Bo"</b>');
    await commitEvents(
      { type: 'user.registered', payload: { userId: english.id } },
      { type: 'user.registered', payload: { userId: spanish.id } },
    );

    const welcome = await mailTo(english.email);
    expect(welcome).toMatchObject({ from: ctx.config.mailFrom, subject: 'Welcome to Wishwall' });
    expect(welcome.text).toContain('Hi Ann,');
    expect(welcome.html).toContain(`href="${ctx.config.publicUrl}/en"`);

    const bienvenida = await mailTo(spanish.email);
    expect(bienvenida.subject).toBe('Te damos la bienvenida a Wishwall');
    expect(bienvenida.html).toContain('<html lang="es">');
    expect(bienvenida.html).toContain('Hola, &lt;b&gt;Ana &amp; &quot;Bo&quot;&lt;/b&gt;:');
    expect(bienvenida.html).not.toContain('<b>Ana');
    expect(bienvenida.text).toContain('Hola, <b>Ana & "Bo"</b>:');
  });

  it('mails a Spanish verification link whose token is stored only as a hash', async () => {
    const user = await spanishUser();
    const newAddress = `nueva+${user.id}@example.test`;
    await commitEvents({
      type: 'email.verification_requested',
      payload: { userId: user.id, email: newAddress },
    });

    const mail = await mailTo(newAddress);
    expect(mail.subject).toBe('Confirma tu dirección de correo electrónico');
    expect(mail.text).toContain('24 horas');
    const link = new URL(/https?:\/\/\S+email-verification-process\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(
      `${ctx.config.publicUrl}/es/email-verification-process`,
    );
    expect(link.searchParams.get('email')).toBe(newAddress);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link.href.replace('&', '&amp;')}"`);

    const hash = new SecretHasher(ctx.config.jwtSecret).hash(token);
    const row = await new EmailVerificationTokenRepository(ctx.db).findByHash(hash);
    expect(row).toMatchObject({ user_id: user.id, email: newAddress, used_at: null });
    const expiresIn = row!.expires_at.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    const outbox = await ctx.db.selectFrom('outbox').selectAll().execute();
    const tokens = await ctx.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(JSON.stringify([outbox, tokens])).not.toContain(token);
    expect(await redisContents()).not.toContain(token);
  });

  it('mails a six-digit code whose hash is stored on the attempt for ten minutes', async () => {
    const user = await createUser(ctx.db);
    const attempt = await new TwoFactorAttemptRepository(ctx.db).create({
      user_id: user.id,
      purpose: 'login',
    });
    await commitEvents({
      type: 'two_factor.code_requested',
      payload: { userId: user.id, attemptId: attempt.id },
    });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Your Wishwall verification code');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toMatch(/wasn't you/);
    const code = /^\s+(\d{6})$/m.exec(mail.text)![1]!;
    expect(mail.html).toMatch(new RegExp(`font-size:32px[^>]*>${code}</span>`));

    const stored = await new TwoFactorAttemptRepository(ctx.db).findById(attempt.id);
    expect(stored!.code_hash).not.toBe(code);
    expect(new SecretHasher(ctx.config.jwtSecret).matches(code, stored!.code_hash!)).toBe(true);
    const expiresIn = stored!.code_expires_at!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(10 * 60_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('sends no code for an attempt that was used before the job ran', async () => {
    const user = await createUser(ctx.db);
    const attempts = new TwoFactorAttemptRepository(ctx.db);
    const attempt = await attempts.create({ user_id: user.id, purpose: 'login' });
    await attempts.consume(attempt.id, new Date());
    const [row] = await commitEvents({
      type: 'two_factor.code_requested',
      payload: { userId: user.id, attemptId: attempt.id },
    });

    const job = await settledJob(row!, 'mail.two-factor-code');
    expect(await job.getState()).toBe('completed');
    expect(running.catcher.messages().filter((mail) => mail.to.includes(user.email))).toEqual([]);
    expect((await attempts.findById(attempt.id))!.code_hash).toBeNull();
  });

  it('tells the user their password changed, with a way to reach us', async () => {
    const user = await createUser(ctx.db);
    await commitEvents({ type: 'user.password_changed', payload: { userId: user.id } });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Your Wishwall password was changed');
    expect(mail.text).toMatch(/If it wasn't you, contact us/);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/en/contact`);
  });

  it('tells the user, in their language, that a second factor changed', async () => {
    const user = await spanishUser('Ana');
    await commitEvents({
      type: 'user.second_factor_changed',
      payload: { userId: user.id, change: 'app_off' },
    });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Ha cambiado la seguridad de acceso de tu cuenta de Wishwall');
    expect(mail.text).toContain('Se desactivó la aplicación de autenticación');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/es/contact`);
  });

  it('tells the user each time a passkey is added or removed, in their language', async () => {
    // docs/decisions/0053-passkeys.md: every added or removed passkey mails its owner.
    const english = await createUser(ctx.db, 'Paula');
    const spanish = await spanishUser('Pablo');
    for (const change of ['passkey_added', 'passkey_added', 'passkey_removed'] as const) {
      await commitEvents(
        { type: 'user.second_factor_changed', payload: { userId: english.id, change } },
        { type: 'user.second_factor_changed', payload: { userId: spanish.id, change } },
      );
    }
    await expect.poll(() => mailsTo(english.email).length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => mailsTo(spanish.email).length, { timeout: 15_000 }).toBe(3);
    const texts = (email: string) => mailsTo(email).map((mail) => mail.text);
    expect(mailsTo(english.email)[0]!.subject).toBe('Your Wishwall sign-in security changed');
    expect(
      texts(english.email).filter((text) => text.includes('A passkey was added')),
    ).toHaveLength(2);
    expect(
      texts(english.email).filter((text) => text.includes('A passkey was removed')),
    ).toHaveLength(1);
    expect(
      texts(spanish.email).filter((text) => text.includes('Se añadió una llave de acceso')),
    ).toHaveLength(2);
    expect(
      texts(spanish.email).filter((text) => text.includes('Se quitó una llave de acceso')),
    ).toHaveLength(1);
  });

  it('acknowledges a withdrawal request in the user’s language: amount, masked account, what happens next', async () => {
    const english = await createUser(ctx.db, 'Ann');
    const spanish = await spanishUser('Ana');
    const first = await rejectedWithdrawal(english.id, 'No');
    await rejectedWithdrawal(spanish.id, 'No');

    const received = await running.catcher.waitFor(
      (mail) =>
        mail.to.includes(english.email) && mail.subject === 'We received your withdrawal request',
      10_000,
    );
    expect(received.text).toContain(
      'You asked to withdraw US$12.50 to the PayPal account p•••@paypal.test.',
    );
    expect(received.text).toContain('an operator reviews the request');
    expect(received.text).toContain("If you didn't ask for it, change your password at once");
    expect(received.text).toContain(`${ctx.config.publicUrl}/en/config`);
    const recibido = await running.catcher.waitFor(
      (mail) =>
        mail.to.includes(spanish.email) && mail.subject === 'Hemos recibido tu solicitud de retiro',
      10_000,
    );
    expect(recibido.text).toMatch(
      /Has pedido retirar 12,50\sUS\$ a la cuenta de PayPal p•••@paypal\.test\./,
    );
    expect(recibido.text).toContain('Si no lo pediste tú, cambia tu contraseña');
    expect(recibido.text).toContain(`${ctx.config.publicUrl}/es/config`);
    // The whole account is never written in a mail.
    for (const mail of [received, recibido]) expect(mail.text).not.toContain(PAYEE);

    // Added by hand for a request that is not the user's: skipped, nobody mailed.
    expect(
      await byHand('mail.withdrawal-requested', 'withdrawal.requested', {
        withdrawalId: first.id,
        userId: spanish.id,
      }),
    ).toMatch(/is not user \d+'s/);
  });

  it('tells the user an operator rejected their withdrawal, with the reason escaped', async () => {
    const user = await spanishUser('Ana');
    await rejectedWithdrawal(user.id, '<b>IBAN</b> does not match');

    const mail = await decisionMailTo(user.email);
    expect(mail.subject).toBe('Tu retiro ha sido rechazado');
    // Money as Spanish reads it (decision 0041); Intl puts a no-break space before "US$".
    expect(mail.text).toMatch(/Tu retiro de 12,50\sUS\$ ha sido rechazado/);
    expect(mail.text).toContain('Motivo: <b>IBAN</b> does not match');
    expect(mail.html).toContain('&lt;b&gt;IBAN&lt;/b&gt;');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/es/config`);
  });

  it('mails no withdrawal decision Postgres contradicts, and only the recorded amount and reason', async () => {
    const user = await createUser(ctx.db, 'Wanda');
    const other = await createUser(ctx.db, 'Other');
    const withdrawal = await rejectedWithdrawal(user.id, 'Account closed');
    await decisionMailTo(user.email);
    const decided = (payload: Partial<JobPayloads['mail.withdrawal-decided']['payload']>) =>
      byHand('mail.withdrawal-decided', 'withdrawal.decided', {
        withdrawalId: withdrawal.id,
        userId: user.id,
        status: 'rejected' as const,
        amount: '12.50',
        reason: 'Account closed',
        ...payload,
      });

    expect(await decided({ status: 'approved' })).toMatch(/is rejected, not approved/);
    expect(await decided({ status: 'paid', amount: '9999.00' })).toMatch(/not paid/);
    expect(await decided({ userId: other.id })).toMatch(/is not user \d+'s/);
    expect(decisionMailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(other.email)).toEqual([]);

    // The status holds: mailed again, but with the row's amount and the audit trail's reason.
    expect(
      await decided({ amount: '9999.00', reason: 'Call +1 555 0100 to unlock it' }),
    ).toBeUndefined();
    await expect.poll(() => decisionMailsTo(user.email).length).toBe(2);
    const again = decisionMailsTo(user.email)[1]!;
    expect(again.text).toContain('US$12.50');
    expect(again.text).toContain('Reason: Account closed');
    expect(again.text).not.toMatch(/9999|555 0100/);
  });

  it('mails no verification link for an address the account verified, lost, or another verified', async () => {
    const skippedBefore = await skippedCount('mail.email-verification');
    const users = new UserRepository(ctx.db);
    const verified = await createUser(ctx.db);
    await users.markEmailVerified(verified.id, verified.email, new Date());
    const released = await createUser(ctx.db);
    await users.releaseUnverifiedEmail(released.email, new Date(), { keepUserId: verified.id });
    const mover = await createUser(ctx.db);

    const link = (userId: string, email: string) =>
      byHand('mail.email-verification', 'email.verification_requested', { userId, email });
    expect(await link(verified.id, verified.email.toUpperCase())).toMatch(/verified this address/);
    expect(await link(released.id, released.email)).toMatch(/lost this address/);
    // The verified holder of an address another account asks to move to gets a notice
    // instead of a link (docs/product.md#changing-the-e-mail-address).
    expect(await link(mover.id, verified.email)).toBeUndefined();

    const [notice, ...more] = mailsTo(verified.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Someone tried to use your e-mail address on Wishwall');
    expect(notice?.text).toContain(`${ctx.config.publicUrl}/en/login`);
    expect(notice?.text).not.toMatch(/token=/);
    expect(mailsTo(released.email)).toEqual([]);
    const tokens = await ctx.db
      .selectFrom('email_verification_tokens')
      .select('id')
      .where('user_id', 'in', [verified.id, released.id, mover.id])
      .execute();
    expect(tokens).toEqual([]);
    expect(await skippedCount('mail.email-verification')).toBe(skippedBefore + 2);
  });

  it('sends no code for another user’s attempt, and leaves that attempt’s code alone', async () => {
    const owner = await createUser(ctx.db);
    const intruder = await createUser(ctx.db);
    const attempts = new TwoFactorAttemptRepository(ctx.db);
    const attempt = await attempts.create({ user_id: owner.id, purpose: 'login' });
    await attempts.setCode(attempt.id, 'the-owner-code-hash', new Date(Date.now() + 60_000));

    expect(
      await byHand('mail.two-factor-code', 'two_factor.code_requested', {
        userId: intruder.id,
        attemptId: attempt.id,
      }),
    ).toMatch(/is not user \d+'s/);
    expect(mailsTo(intruder.email)).toEqual([]);
    expect((await attempts.findById(attempt.id))!.code_hash).toBe('the-owner-code-hash');
  });

  it('names no giver a gift was not bought by', async () => {
    const giver = await createUser(ctx.db, 'Real Giver');
    const impostor = await createUser(ctx.db, 'Impostor');
    const receiver = `gifted-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const gift = await new GiftedWishRepository(ctx.db).create({
      giver_user_id: giver.id,
      receiver_email: receiver,
    });
    expect(
      await byHand('mail.gift-received', 'gift.bought', {
        giftId: gift.id,
        giverUserId: impostor.id,
      }),
    ).toMatch(/was not bought by/);
    expect(mailsTo(receiver)).toEqual([]);
  });

  it('fails a job for a user who does not exist at once, without retrying', async () => {
    const [row] = await commitEvents({
      type: 'user.registered',
      payload: { userId: '999999999' },
    });

    const job = await settledJob(row!, 'mail.welcome');
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/user 999999999 does not exist/);
  });

  it('mails a reset link for 30 minutes, stored only as a keyed hash, to the account’s address', async () => {
    const user = await spanishUser();
    await commitEvents({
      type: 'password_reset.requested',
      payload: { userId: user.id, email: user.email },
    });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Wishwall');
    expect(mail.text).toContain('30 minutos');
    const link = new URL(/https?:\/\/\S+password-reset\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.config.publicUrl}/es/password-reset`);
    const token = link.searchParams.get('token')!;
    const row = await ctx.db
      .selectFrom('account_link_tokens')
      .selectAll()
      .where('token_hash', '=', new SecretHasher(ctx.config.jwtSecret).hash(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, purpose: 'password_reset', email: user.email });
    const expiresIn = row.expires_at.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * 60_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const outbox = await ctx.db.selectFrom('outbox').selectAll().execute();
    const rows = await ctx.db.selectFrom('account_link_tokens').selectAll().execute();
    expect(JSON.stringify([outbox, rows])).not.toContain(token);
    expect(await redisContents()).not.toContain(token);
  });

  it('mails no reset link to an address the account has left since it was asked for', async () => {
    const user = await createUser(ctx.db);
    const oldAddress = user.email;
    await new UserRepository(ctx.db).markEmailVerified(
      user.id,
      `left+${user.id}@example.test`,
      new Date(),
    );
    const skipped = await byHand('mail.password-reset', 'password_reset.requested', {
      userId: user.id,
      email: oldAddress,
    });
    expect(skipped).toMatch(/no longer holds/);
    expect(mailsTo(oldAddress)).toEqual([]);
  });

  it('tells the address an account left, with an undo link for 72 hours', async () => {
    const user = await createUser(ctx.db, 'Mover <b>');
    const previousEmail = `before+${user.id}@example.test`;
    await commitEvents({
      type: 'user.email_changed',
      payload: { userId: user.id, previousEmail, email: user.email },
    });
    const mail = await mailTo(previousEmail);
    expect(mail.subject).toBe('Your Wishwall e-mail address was changed');
    expect(mail.text).toContain(user.email);
    expect(mail.html).toContain('Mover &lt;b&gt;');
    const link = new URL(/https?:\/\/\S+email-change-undo\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.config.publicUrl}/en/email-change-undo`);
    const row = await ctx.db
      .selectFrom('account_link_tokens')
      .selectAll()
      .where(
        'token_hash',
        '=',
        new SecretHasher(ctx.config.jwtSecret).hash(link.searchParams.get('token')!),
      )
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.id,
      purpose: 'email_change_undo',
      email: previousEmail,
    });
    const expiresIn = row.expires_at.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(72 * 3600_000 - 60_000);
    expect(mailsTo(user.email)).toEqual([]);
  });
});
