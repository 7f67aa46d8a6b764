import { describe, expect, it } from 'vitest';
import { totpCode, TotpSecretCipher } from '@wishwall/security/totp';
import { useApi } from './test-support/use-api.ts';

// Each authenticator call of the security tab fired 100 times at once, as a double-clicking
// user or a script would (docs/decisions/0047-authenticator-apps.md): one change, the other
// answers clean error envelopes, nothing half-written.
const suite = useApi();
const { ctx } = suite;

const AT_ONCE = 100;
type Answer = Awaited<ReturnType<typeof suite.api.call>>;

const fire = (request: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: AT_ONCE }, (_, index) => request(index)));

const wins = (answers: Answer[]) => answers.filter((answer) => answer.status === 200);

/** Every answer but the winners' is a 4xx envelope with one of `codes`. */
function expectRefusals(answers: Answer[], codes: string[]) {
  for (const answer of answers.filter((each) => each.status !== 200)) {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ status: false });
    expect(codes).toContain(answer.body.code);
  }
}

const appRow = (userId: string) =>
  ctx.db.selectFrom('authenticator_apps').selectAll().where('user_id', '=', userId).execute();

const recoveryRows = (userId: string) =>
  ctx.db
    .selectFrom('recovery_codes')
    .select(['code_hash', 'used_at'])
    .where('user_id', '=', userId)
    .execute();

/** Gives the account its code tries back, as 15 minutes would. */
const forgetTries = (userId: string) =>
  ctx.db
    .updateTable('authenticator_apps')
    .set({ tries: 0, tries_since: null })
    .where('user_id', '=', userId)
    .execute();

/** Whether `code` signs the account in now, on a sign-in of its own. */
async function recoverySignsIn(email: string, password: string, code: string) {
  const { body } = await suite.api.login(email, password);
  const answer = await suite.api.call('POST', '/v1/verify-recovery-code', {
    two_factor_token: body.data.two_factor_token,
    recovery_code: code,
  });
  return answer.status === 200;
}

async function userWithApp() {
  const registered = await suite.api.registerVerified();
  const app = await suite.api.enableAuthenticator(registered.body.data.token);
  return { ...registered, ...app, userId: registered.body.data.user.id as string };
}

describe('100 authenticator calls at once', () => {
  it('setup: as many secrets as the mail limit allows, one kept, and only its codes enable', async () => {
    const { body } = await suite.api.registerVerified();
    const token: string = body.data.token;
    const userId: string = body.data.user.id;
    const answers = await fire(() =>
      suite.api.call('POST', '/v1/authenticator-app/setup', undefined, token),
    );
    // Per user, as mail is (RATE_LIMITS.mail: 10 in 10 minutes).
    const answered = wins(answers).map((answer) => answer.body.data.secret as string);
    expect(answered).toHaveLength(10);
    expect(new Set(answered).size).toBe(10);
    expectRefusals(answers, ['rate_limited']);

    const rows = await appRow(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmed_at).toBeNull();
    const kept = new TotpSecretCipher(ctx.config.totpEncryptionKey).decrypt(
      rows[0]!.secret_encrypted,
      userId,
    );
    expect(answered).toContain(kept);
    const enable = (secret: string) =>
      suite.api.call('POST', '/v1/authenticator-app/enable', { code: totpCode(secret) }, token);
    for (const replaced of answered.filter((secret) => secret !== kept)) {
      expect((await enable(replaced)).body.code).toBe('invalid_2fa_code');
    }
    expect((await enable(kept)).status).toBe(200);
  });

  it('enable: one code turns the app on once, with one set of recovery codes', async () => {
    const { body, email, password } = await suite.api.registerVerified();
    const token: string = body.data.token;
    const userId: string = body.data.user.id;
    const setup = await suite.api.call('POST', '/v1/authenticator-app/setup', undefined, token);
    const secret: string = setup.body.data.secret;
    const [before] = await appRow(userId);
    const code = totpCode(secret);

    const answers = await fire(() =>
      suite.api.call('POST', '/v1/authenticator-app/enable', { code }, token),
    );
    const won = wins(answers);
    expect(won).toHaveLength(1);
    expectRefusals(answers, [
      'invalid_2fa_code',
      'too_many_code_tries',
      'authenticator_already_on',
      'unauthorized',
    ]);

    const [after] = await appRow(userId);
    expect(after?.secret_encrypted).toBe(before?.secret_encrypted);
    expect(after?.confirmed_at).not.toBeNull();
    expect(await suite.api.secondFactorChanges(userId)).toEqual(['app_on']);
    const rows = await recoveryRows(userId);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.used_at === null)).toBe(true);
    const codes: string[] = won[0]!.body.data.recovery_codes;
    expect(await recoverySignsIn(email, password, codes[0]!)).toBe(true);
  });

  it('disable with the ten recovery codes at once: turned off once, nothing left behind', async () => {
    const { userId, token, recoveryCodes, email, password } = await userWithApp();
    const answers = await fire((index) =>
      suite.api.call(
        'POST',
        '/v1/authenticator-app/disable',
        { factor: 'recovery', code: recoveryCodes[index % recoveryCodes.length] },
        token,
      ),
    );
    expect(wins(answers)).toHaveLength(1);
    expectRefusals(answers, ['invalid_2fa_code', 'too_many_code_tries', 'unauthorized']);

    expect(await appRow(userId)).toEqual([]);
    expect(await recoveryRows(userId)).toEqual([]);
    const changes = await suite.api.secondFactorChanges(userId);
    expect(changes.filter((change) => change === 'app_off')).toHaveLength(1);
    const login = await suite.api.login(email, password);
    expect(login.body.data).toMatchObject({ requireCode: false, factors: [] });
  });

  it('renew with one app code: renewed once, the old codes gone', async () => {
    const { userId, token, secret, recoveryCodes, email, password } = await userWithApp();
    const code = totpCode(secret, new Date(Date.now() + 30_000));
    const answers = await fire(() =>
      suite.api.call(
        'POST',
        '/v1/authenticator-app/recovery-codes',
        { factor: 'totp', code },
        token,
      ),
    );
    const won = wins(answers);
    expect(won).toHaveLength(1);
    expectRefusals(answers, ['invalid_2fa_code', 'too_many_code_tries']);
    expect(await suite.api.secondFactorChanges(userId)).toEqual([
      'app_on',
      'recovery_codes_renewed',
    ]);
    expect(await recoveryRows(userId)).toHaveLength(10);
    await forgetTries(userId);
    expect(await recoverySignsIn(email, password, recoveryCodes[0]!)).toBe(false);
    const fresh: string[] = won[0]!.body.data.recovery_codes;
    expect(await recoverySignsIn(email, password, fresh[0]!)).toBe(true);
  });

  it('renew with the ten recovery codes at once: one set of ten is valid afterwards', async () => {
    const { userId, token, recoveryCodes, email, password } = await userWithApp();
    const answers = await fire((index) =>
      suite.api.call(
        'POST',
        '/v1/authenticator-app/recovery-codes',
        { factor: 'recovery', code: recoveryCodes[index % recoveryCodes.length] },
        token,
      ),
    );
    const won = wins(answers);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expectRefusals(answers, ['invalid_2fa_code', 'too_many_code_tries']);
    const renewals = (await suite.api.secondFactorChanges(userId)).filter(
      (change) => change === 'recovery_codes_renewed',
    );
    expect(renewals).toHaveLength(won.length);

    // Whatever number of renewals passed, the account holds ten codes, all of one of them.
    const rows = await recoveryRows(userId);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.used_at === null)).toBe(true);
    await forgetTries(userId);
    const live = [];
    for (const answer of won) {
      const codes: string[] = answer.body.data.recovery_codes;
      if (await recoverySignsIn(email, password, codes[0]!)) live.push(codes);
      await forgetTries(userId);
    }
    expect(live).toHaveLength(1);
  });
});
