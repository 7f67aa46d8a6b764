import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { SoftAuthenticator } from './test-support/soft-authenticator.ts';
import { useApi } from './test-support/use-api.ts';

// Passkeys (docs/decisions/0053-passkeys.md) against real Postgres, with a software
// authenticator that makes real credentials and signs real assertions: registering, the
// second factor after a password, signing in without one, removal with a current factor,
// each challenge once (also 100 at once), replayed assertions and counters.
const suite = useApi();
const { ctx } = suite;

const claimsOf = (token: string) => suite.app.jwt.decode<TokenClaims>(token)!;
const origin = () => new URL(ctx.config.publicUrl).origin;

/** Registers a passkey of `authenticator` for the session `token`; the session's new token. */
async function addPasskey(token: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await suite.api.call(
    'POST',
    '/v1/passkeys/registration-options',
    undefined,
    token,
  );
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body.data.options);
  const added = await suite.api.call('POST', '/v1/passkeys', { name, response }, token);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.data as { token: string; passkey: { id: string; name: string } };
}

async function userWithPasskey(options: { counting?: boolean } = {}) {
  const registered = await suite.api.registerVerified();
  const authenticator = new SoftAuthenticator(origin(), options);
  const { token, passkey } = await addPasskey(registered.body.data.token, authenticator);
  return {
    email: registered.email,
    password: registered.password,
    userId: registered.body.data.user.id as string,
    token,
    passkey,
    authenticator,
  };
}

async function passwordlessOptions() {
  const { status, body } = await suite.api.call('POST', '/v1/passkey-login/options');
  expect(status).toBe(200);
  return body.data.options;
}

const passwordless = (assertion: object) =>
  suite.api.call('POST', '/v1/passkey-login', { assertion });

async function passkeyRow(id: string) {
  return ctx.db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('registering passkeys', () => {
  it('stores the key, its counter, backup flags and transports; mails the owner; ends other sessions', async () => {
    const registered = await suite.api.registerVerified();
    const token: string = registered.body.data.token;
    const userId: string = registered.body.data.user.id;
    const bystander: string = (await suite.api.login(registered.email, registered.password)).body
      .data.token;
    const authenticator = new SoftAuthenticator(origin());

    const options = await suite.api.call(
      'POST',
      '/v1/passkeys/registration-options',
      undefined,
      token,
    );
    expect(options.body.data.options).toMatchObject({
      rp: { id: new URL(ctx.config.publicUrl).hostname, name: 'Wishwall' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    const response = authenticator.create(options.body.data.options);
    const added = await suite.api.call(
      'POST',
      '/v1/passkeys',
      { name: '  Work   laptop ', response },
      token,
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('passkey_added');
    expect(added.body.data.user.data_user.passkeys_enabled).toBe(1);
    expect(added.body.data.passkey).toMatchObject({
      name: 'Work laptop',
      last_used_at: null,
      backed_up: true,
      synced: true,
      transports: ['internal'],
    });
    const row = await passkeyRow(added.body.data.passkey.id);
    expect(row).toMatchObject({
      credential_id: response.id,
      counter: '0',
      device_type: 'multiDevice',
      backed_up: true,
      transports: ['internal'],
    });
    expect(await suite.api.secondFactorChanges(userId)).toEqual(['passkey_added']);
    // Every other session ended; this one goes on with the token in the answer.
    expect((await suite.api.call('GET', '/v1/user/get-profile', undefined, bystander)).status).toBe(
      401,
    );
    expect(
      (await suite.api.call('GET', '/v1/user/get-profile', undefined, added.body.data.token))
        .status,
    ).toBe(200);

    // The same answer again: its challenge is spent.
    const again = await suite.api.call(
      'POST',
      '/v1/passkeys',
      { name: 'Again', response },
      added.body.data.token,
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_passkey');

    const second = await addPasskey(added.body.data.token, authenticator, 'Phone');
    const list = await suite.api.call('GET', '/v1/passkeys', undefined, second.token);
    expect(list.body.data.passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Work laptop',
      'Phone',
    ]);
  });

  it('refuses a challenge made for another session or another purpose, and a wrong origin', async () => {
    const a = await suite.api.registerVerified();
    const b = await suite.api.registerVerified();
    const authenticator = new SoftAuthenticator(origin());
    const options = await suite.api.call(
      'POST',
      '/v1/passkeys/registration-options',
      undefined,
      a.body.data.token,
    );
    const response = authenticator.create(options.body.data.options);
    const stolen = await suite.api.call(
      'POST',
      '/v1/passkeys',
      { name: 'Stolen', response },
      b.body.data.token,
    );
    expect(stolen.body.code).toBe('invalid_passkey');
    // Spent by the refused try: the owner cannot use it either, and nothing was stored.
    const late = await suite.api.call(
      'POST',
      '/v1/passkeys',
      { name: 'Late', response },
      a.body.data.token,
    );
    expect(late.body.code).toBe('invalid_passkey');
    expect(
      await ctx.db
        .selectFrom('passkeys')
        .select('id')
        .where('credential_id', '=', response.id)
        .execute(),
    ).toEqual([]);

    const phishing = new SoftAuthenticator('https://wishwall.example.evil');
    const fresh = await suite.api.call(
      'POST',
      '/v1/passkeys/registration-options',
      undefined,
      a.body.data.token,
    );
    const phished = await suite.api.call(
      'POST',
      '/v1/passkeys',
      { name: 'Phished', response: phishing.create(fresh.body.data.options) },
      a.body.data.token,
    );
    expect(phished.body.code).toBe('invalid_passkey');
  });

  it('answers hostile input with a clean 4xx and changes nothing', async () => {
    const { token, passkey, userId } = await userWithPasskey();
    const bad = [
      { name: 'x', response: {} },
      { name: '', response: { id: 'a', rawId: 'a', type: 'public-key' } },
      { name: 'x'.repeat(61), response: {} },
      {
        name: 'x',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'not-json', attestationObject: 'AAAA' },
        },
      },
    ];
    for (const body of bad) {
      const result = await suite.api.call('POST', '/v1/passkeys', body, token);
      expect(result.status).toBe(400);
      expect(result.body.status).toBe(false);
    }
    const renamed = await suite.api.call(
      'PUT',
      `/v1/passkeys/${passkey.id}`,
      { name: '\u0000 ' },
      token,
    );
    expect(renamed.status).toBe(400);
    const notMine = await suite.api.call('PUT', '/v1/passkeys/999999999', { name: 'X' }, token);
    expect(notMine.status).toBe(404);
    const ok = await suite.api.call(
      'PUT',
      `/v1/passkeys/${passkey.id}`,
      { name: 'Desk key' },
      token,
    );
    expect(ok.body.data.name).toBe('Desk key');
    expect(
      (await suite.api.call('GET', '/v1/passkeys', undefined, token)).body.data.passkeys,
    ).toHaveLength(1);
    expect(await suite.api.secondFactorChanges(userId)).toEqual(['passkey_added']);
  });
});

describe('a passkey as the second factor after a password', () => {
  it('is offered by login and signs in with amr pwd + hwk; the attempt and the challenge work once', async () => {
    const { email, password, authenticator, passkey } = await userWithPasskey();
    const login = await suite.api.login(email, password);
    expect(login.body.data).toMatchObject({ requireCode: true, token: null, factors: ['passkey'] });
    const two_factor_token: string = login.body.data.two_factor_token;

    const options = await suite.api.call('POST', '/v1/login/passkey-options', { two_factor_token });
    expect(options.body.data.options.allowCredentials).toEqual([
      {
        id: authenticator.credentials[0]!.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    const assertion = authenticator.get(options.body.data.options);
    const signedIn = await suite.api.call('POST', '/v1/verify-passkey', {
      two_factor_token,
      assertion,
    });
    expect(signedIn.status).toBe(200);
    const claims = claimsOf(signedIn.body.data.token);
    expect(claims.amr).toEqual(['pwd', 'hwk']);
    const row = await passkeyRow(passkey.id);
    expect(row.counter).toBe('1');
    expect(row.last_used_at).not.toBeNull();

    // The same assertion again, on a new sign-in: its challenge is spent.
    const next = await suite.api.login(email, password);
    const replay = await suite.api.call('POST', '/v1/verify-passkey', {
      two_factor_token: next.body.data.two_factor_token,
      assertion,
    });
    expect(replay.body.code).toBe('invalid_passkey');
  });

  it('signs in with each of two passkeys after the password, each counted on its own row', async () => {
    const { email, password, token, authenticator, passkey } = await userWithPasskey();
    const phone = (await addPasskey(token, authenticator, 'Phone')).passkey;
    for (const [index, used] of [passkey, phone].entries()) {
      const login = await suite.api.login(email, password);
      const two_factor_token: string = login.body.data.two_factor_token;
      const options = await suite.api.call('POST', '/v1/login/passkey-options', {
        two_factor_token,
      });
      expect(options.body.data.options.allowCredentials).toHaveLength(2);
      const signedIn = await suite.api.call('POST', '/v1/verify-passkey', {
        two_factor_token,
        assertion: authenticator.get(options.body.data.options, index),
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(claimsOf(signedIn.body.data.token).amr).toEqual(['pwd', 'hwk']);
      const row = await passkeyRow(used.id);
      expect([row.counter, row.last_used_at === null]).toEqual(['1', false]);
    }
  });

  it('of 100 requests with one assertion for one attempt, exactly one signs in', async () => {
    const { email, password, authenticator, passkey } = await userWithPasskey();
    const two_factor_token: string = (await suite.api.login(email, password)).body.data
      .two_factor_token;
    const options = await suite.api.call('POST', '/v1/login/passkey-options', { two_factor_token });
    const assertion = authenticator.get(options.body.data.options);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        suite.api.call('POST', '/v1/verify-passkey', { two_factor_token, assertion }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The others: the challenge spent, or the attempt (5 tries, used up by the sign-in) gone.
    const refused = new Set(results.filter((r) => r.status !== 200).map((r) => r.status));
    expect(refused).toEqual(new Set([400]));
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => ['invalid_passkey', 'invalid_2fa_code'].includes(r.body.code)),
    ).toBe(true);
    expect((await passkeyRow(passkey.id)).counter).toBe('1');
  });

  it('refuses an assertion answering a challenge made for another sign-in attempt', async () => {
    const { email, password, authenticator } = await userWithPasskey();
    const first = (await suite.api.login(email, password)).body.data.two_factor_token as string;
    const second = (await suite.api.login(email, password)).body.data.two_factor_token as string;
    const options = await suite.api.call('POST', '/v1/login/passkey-options', {
      two_factor_token: first,
    });
    const assertion = authenticator.get(options.body.data.options);
    const crossed = await suite.api.call('POST', '/v1/verify-passkey', {
      two_factor_token: second,
      assertion,
    });
    expect(crossed.body.code).toBe('invalid_passkey');
  });

  it('refuses another account’s passkey', async () => {
    const victim = await userWithPasskey();
    const attacker = await userWithPasskey();
    const attempt = (await suite.api.login(victim.email, victim.password)).body.data
      .two_factor_token as string;
    const options = await suite.api.call('POST', '/v1/login/passkey-options', {
      two_factor_token: attempt,
    });
    const forged = attacker.authenticator.get(options.body.data.options);
    const result = await suite.api.call('POST', '/v1/verify-passkey', {
      two_factor_token: attempt,
      assertion: forged,
    });
    expect(result.body.code).toBe('invalid_passkey');
  });
});

describe('signing in without a password', () => {
  it('takes a discoverable passkey with user verification as two factors (hwk, mfa)', async () => {
    const { userId, authenticator } = await userWithPasskey();
    const options = await passwordlessOptions();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toBeUndefined();
    const signedIn = await passwordless(authenticator.get(options));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.id).toBe(userId);
    const claims = claimsOf(signedIn.body.data.token);
    expect(claims.amr).toEqual(['hwk', 'mfa']);
  });

  it('refuses a passkey that did not verify its user, which still serves after a password', async () => {
    const registered = await suite.api.registerVerified();
    // A key without a PIN or biometric: registration asks for user verification, so this one
    // is added as the flag would say it verified once, then signs without verifying.
    const key = new SoftAuthenticator(origin());
    const { token } = await addPasskey(registered.body.data.token, key);
    const lax = Object.assign(new SoftAuthenticator(origin(), { verifiesUser: false }), {});
    lax.credentials.push(...key.credentials);
    const refused = await passwordless(lax.get(await passwordlessOptions()));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_passkey');

    const attempt = (await suite.api.login(registered.email, registered.password)).body.data
      .two_factor_token as string;
    const options = await suite.api.call('POST', '/v1/login/passkey-options', {
      two_factor_token: attempt,
    });
    const signedIn = await suite.api.call('POST', '/v1/verify-passkey', {
      two_factor_token: attempt,
      assertion: lax.get(options.body.data.options),
    });
    expect(signedIn.status).toBe(200);
    expect(token).toBeTruthy();
  });

  it('of 100 requests with one assertion, exactly one signs in', async () => {
    const { authenticator, passkey } = await userWithPasskey();
    const assertion = authenticator.get(await passwordlessOptions());
    const results = await Promise.all(Array.from({ length: 100 }, () => passwordless(assertion)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => r.body.code === 'invalid_passkey' || r.body.code === 'rate_limited'),
    ).toBe(true);
    expect((await passkeyRow(passkey.id)).counter).toBe('1');
    expect(
      await ctx.db
        .selectFrom('webauthn_challenges')
        .select('challenge')
        .where(
          'challenge',
          '=',
          JSON.parse(Buffer.from(assertion.response.clientDataJSON, 'base64url').toString())
            .challenge,
        )
        .execute(),
    ).toEqual([]);
  });

  it('refuses a replayed assertion and a counter that went back (a cloned key)', async () => {
    const { authenticator, passkey } = await userWithPasskey();
    const first = authenticator.get(await passwordlessOptions());
    expect((await passwordless(first)).status).toBe(200);
    expect((await passwordless(first)).body.code).toBe('invalid_passkey');

    // A clone: the same key, its counter behind the stored one, on a fresh challenge.
    await ctx.db
      .updateTable('passkeys')
      .set({ counter: 50 })
      .where('id', '=', passkey.id)
      .execute();
    const cloned = authenticator.get(await passwordlessOptions());
    expect((await passwordless(cloned)).body.code).toBe('invalid_passkey');
    expect((await passkeyRow(passkey.id)).counter).toBe('50');
  });

  it('takes keys that keep no counter (always 0) each time on a fresh challenge', async () => {
    const { authenticator, passkey } = await userWithPasskey({ counting: false });
    for (let i = 0; i < 3; i++) {
      expect((await passwordless(authenticator.get(await passwordlessOptions()))).status).toBe(200);
    }
    expect((await passkeyRow(passkey.id)).counter).toBe('0');
  });

  it('refuses an expired challenge and one of another purpose', async () => {
    const { authenticator, token } = await userWithPasskey();
    const options = await passwordlessOptions();
    await ctx.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', options.challenge)
      .execute();
    expect((await passwordless(authenticator.get(options))).body.code).toBe('invalid_passkey');

    const proof = await suite.api.call('POST', '/v1/passkeys/proof-options', undefined, token);
    expect((await passwordless(authenticator.get(proof.body.data.options))).body.code).toBe(
      'invalid_passkey',
    );
  });
});

describe('removing a passkey', () => {
  it('needs a current factor; a passkey proves it; the owner is mailed; sessions end', async () => {
    const { token, userId, authenticator, passkey } = await userWithPasskey();
    const second = await addPasskey(token, authenticator, 'Phone');
    const bystander = (await passwordless(authenticator.get(await passwordlessOptions()))).body.data
      .token as string;

    const noProof = await suite.api.call(
      'POST',
      `/v1/passkeys/${passkey.id}/remove`,
      { proof: { factor: 'totp', code: '000000' } },
      second.token,
    );
    expect(noProof.body.code).toBe('invalid_2fa_code');

    const options = await suite.api.call(
      'POST',
      '/v1/passkeys/proof-options',
      undefined,
      second.token,
    );
    const assertion = authenticator.get(options.body.data.options, 1);
    const removed = await suite.api.call(
      'POST',
      `/v1/passkeys/${passkey.id}/remove`,
      { proof: { factor: 'passkey', assertion } },
      second.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.user.data_user.passkeys_enabled).toBe(1);
    expect(await suite.api.secondFactorChanges(userId)).toEqual([
      'passkey_added',
      'passkey_added',
      'passkey_removed',
    ]);
    expect((await suite.api.call('GET', '/v1/user/get-profile', undefined, bystander)).status).toBe(
      401,
    );
    const list = await suite.api.call('GET', '/v1/passkeys', undefined, removed.body.data.token);
    expect(list.body.data.passkeys.map((p: { name: string }) => p.name)).toEqual(['Phone']);

    // The proof works once.
    const replay = await suite.api.call(
      'POST',
      `/v1/passkeys/${second.passkey.id}/remove`,
      { proof: { factor: 'passkey', assertion } },
      removed.body.data.token,
    );
    expect(replay.body.code).toBe('invalid_passkey');

    // The removed key no longer signs in.
    expect((await passwordless(authenticator.get(await passwordlessOptions(), 0))).body.code).toBe(
      'invalid_passkey',
    );
  });

  it('removing the last one turns the flag off and the login asks for no factor', async () => {
    const { token, email, password, authenticator, passkey } = await userWithPasskey();
    const options = await suite.api.call('POST', '/v1/passkeys/proof-options', undefined, token);
    const removed = await suite.api.call(
      'POST',
      `/v1/passkeys/${passkey.id}/remove`,
      { proof: { factor: 'passkey', assertion: authenticator.get(options.body.data.options) } },
      token,
    );
    expect(removed.body.data.user.data_user.passkeys_enabled).toBe(0);
    const login = await suite.api.login(email, password);
    expect(login.body.data).toMatchObject({ requireCode: false, factors: [] });
  });
});

describe('operators', () => {
  it('run the console on a passkey session and step up with a passkey', async () => {
    const { token, userId, authenticator } = await userWithPasskey();
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    // A password-only session of the operator is asked to step up...
    expect((await suite.api.call('GET', '/v1/admin/overview', undefined, token)).body.code).toBe(
      'step_up_required',
    );
    const options = await suite.api.call('POST', '/v1/passkeys/proof-options', undefined, token);
    const stepped = await suite.api.call(
      'POST',
      '/v1/step-up/passkey',
      { assertion: authenticator.get(options.body.data.options) },
      token,
    );
    expect(stepped.status).toBe(200);
    expect(claimsOf(stepped.body.data.token).amr).toEqual(['pwd', 'hwk']);
    expect(
      (await suite.api.call('GET', '/v1/admin/overview', undefined, stepped.body.data.token))
        .status,
    ).toBe(200);

    // ...and a passkey sign-in without a password is one already.
    const signedIn = await passwordless(authenticator.get(await passwordlessOptions()));
    expect(
      (await suite.api.call('GET', '/v1/admin/overview', undefined, signedIn.body.data.token))
        .status,
    ).toBe(200);
  });
});

describe('stepping up with a passkey', () => {
  const stepUp = (assertion: object, token: string) =>
    suite.api.call('POST', '/v1/step-up/passkey', { assertion }, token);
  const proofOptions = async (token: string) =>
    (await suite.api.call('POST', '/v1/passkeys/proof-options', undefined, token)).body.data
      .options;

  it('spends the challenge: a replayed assertion, another session’s challenge and a sign-in’s are refused', async () => {
    const { token, authenticator, passkey } = await userWithPasskey();
    const other = (await passwordless(authenticator.get(await passwordlessOptions()))).body.data
      .token as string;

    const assertion = authenticator.get(await proofOptions(token));
    expect((await stepUp(assertion, token)).status).toBe(200);
    const replayed = await stepUp(assertion, token);
    expect([replayed.status, replayed.body.code]).toEqual([400, 'invalid_passkey']);

    // A challenge made for the other session of the same account, answered here.
    const crossed = await stepUp(authenticator.get(await proofOptions(other)), token);
    expect(crossed.body.code).toBe('invalid_passkey');
    // A passwordless sign-in's challenge is no proof's.
    const signIn = await stepUp(authenticator.get(await passwordlessOptions()), token);
    expect(signIn.body.code).toBe('invalid_passkey');
    // An expired one.
    const stale = await proofOptions(token);
    await ctx.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', stale.challenge)
      .execute();
    expect((await stepUp(authenticator.get(stale), token)).body.code).toBe('invalid_passkey');
    // Without a session there is nothing to step up.
    expect((await stepUp(authenticator.get(await proofOptions(token)), 'x.y.z')).status).toBe(401);
    // The refusals moved no counter: two sign-ins' worth (the other session's and the step-up).
    expect((await passkeyRow(passkey.id)).counter).toBe('2');
  });

  it('of 100 requests with one assertion, exactly one steps up', async () => {
    const { token, userId, authenticator, passkey } = await userWithPasskey();
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    const assertion = authenticator.get(await proofOptions(token));
    const results = await Promise.all(Array.from({ length: 100 }, () => stepUp(assertion, token)));
    const passed = results.filter((r) => r.status === 200);
    expect(passed).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      Array.from({ length: 99 }, () => 'invalid_passkey'),
    );
    expect((await passkeyRow(passkey.id)).counter).toBe('1');
    const stepped = passed[0]!.body.data.token as string;
    expect(claimsOf(stepped).amr).toEqual(['pwd', 'hwk']);
    expect((await suite.api.call('GET', '/v1/admin/overview', undefined, stepped)).status).toBe(
      200,
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists every passkey call, with its answer and its refusals', async () => {
    const { body: spec } = (await suite.api.call('GET', '/docs/json')) as {
      body: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    };
    const calls = [
      'GET /v1/passkeys',
      'POST /v1/passkeys/registration-options',
      'POST /v1/passkeys',
      'PUT /v1/passkeys/{id}',
      'POST /v1/passkeys/proof-options',
      'POST /v1/passkeys/{id}/remove',
      'POST /v1/login/passkey-options',
      'POST /v1/verify-passkey',
      'POST /v1/passkey-login/options',
      'POST /v1/passkey-login',
      'POST /v1/step-up/passkey',
    ];
    for (const call of calls) {
      const [method, url] = call.split(' ') as [string, string];
      const operation = spec.paths[url]?.[method.toLowerCase()];
      expect(operation, call).toBeDefined();
      const answers = Object.keys(operation!.responses);
      expect(answers, call).toContain('200');
      expect(answers.filter((status) => status.startsWith('4')).length, call).toBeGreaterThan(0);
    }
  });
});

describe('closing an account that has passkeys', () => {
  it('needs one of them beside the password, and erases them all', async () => {
    const { token, userId, password, authenticator } = await userWithPasskey();
    const close = (body: Record<string, unknown>) =>
      suite.api.call('POST', '/v1/account/close', body, token);

    const passwordOnly = await close({ current_password: password });
    expect([passwordOnly.status, passwordOnly.body.code]).toEqual([403, 'two_factor_required']);
    const codeInstead = await close({ current_password: password, factor: 'passkey', code: '1' });
    expect(codeInstead.body.code).toBe('two_factor_required');
    expect(
      await ctx.db.selectFrom('passkeys').where('user_id', '=', userId).execute(),
    ).toHaveLength(1);

    const proof = await suite.api.call('POST', '/v1/passkeys/proof-options', undefined, token);
    const closed = await close({
      current_password: password,
      factor: 'passkey',
      assertion: authenticator.get(proof.body.data.options),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await ctx.db.selectFrom('passkeys').where('user_id', '=', userId).execute()).toEqual([]);
    const user = await ctx.db
      .selectFrom('users')
      .select(['passkeys_enabled', 'webauthn_user_id', 'closed_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ passkeys_enabled: false, webauthn_user_id: null });
    expect(user.closed_at).not.toBeNull();
    // The closed account's passkey signs nobody in.
    const options = await passwordlessOptions();
    expect((await passwordless(authenticator.get(options))).body.code).toBe('invalid_passkey');
  });
});
