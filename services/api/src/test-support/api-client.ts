import type { Redis } from 'ioredis';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { AccountLinkTokenRepository } from '@wishwall/db/repositories/account-link-token.repository';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import type { AccountLinkPurpose } from '@wishwall/db/tables/account-link-token.table';
import { SecretHasher } from '@wishwall/security/secrets';
import { totpCode } from '@wishwall/security/totp';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import type { TestContext } from '@wishwall/testing/use-test-context';
import type { ApiApp } from '../app.ts';

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Calls the API in-process (inject) the way a browser would, and reads the envelope. */
export class ApiClient {
  private readonly app: ApiApp;
  private readonly ctx: TestContext;

  constructor(app: ApiApp, ctx: TestContext) {
    this.app = app;
    this.ctx = ctx;
  }

  /** Each call comes from its own random address unless `ip` says otherwise. */
  async call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: object,
    token?: string,
    ip?: string,
  ) {
    const { status, body: answer } = await this.callWithHeaders(method, url, body, token, ip);
    return { status, body: answer };
  }

  /** As `call`, with the response's headers as well. */
  async callWithHeaders(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: object,
    token?: string,
    ip?: string,
  ) {
    const response = await this.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: ip ?? randomAddress(),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  /** A captcha and its answer, read from Redis where the API keeps it. */
  async solvedCaptcha() {
    const { body } = await this.call('GET', '/v1/captcha');
    const token: string = body.data.captcha_token;
    const answer = await (this.ctx.redis as Redis).get(`${this.ctx.redisPrefix}:captcha:${token}`);
    return { captcha: answer ?? '', captchaToken: token };
  }

  async register(overrides: Record<string, unknown> = {}) {
    const unique = crypto.randomUUID().slice(0, 8);
    const body = {
      ...signUpBody({
        name: 'Ada Lovelace',
        email: `ada-${unique}@example.test`,
        password: 'correct horse battery',
        ...(await this.solvedCaptcha()),
      }),
      countryCode: 'ES',
      ...overrides,
    };
    const result = await this.call('POST', '/v1/register', body);
    return { ...result, email: body.email as string, password: body.password as string };
  }

  /** Proves the address the way the e-mailed link does. */
  async verifyEmail(userId: string, email: string) {
    const token = await this.mintVerificationToken(userId, email);
    const result = await this.call('POST', '/v1/email-verification-process', { email, token });
    if (result.body.message !== 'email_verified') throw new Error('verification failed');
  }

  /** A registered account whose address is verified. */
  async registerVerified(overrides: Record<string, unknown> = {}) {
    const registered = await this.register(overrides);
    await this.verifyEmail(registered.body.data.user.id, registered.email);
    return registered;
  }

  async login(email: string, password: string, ip?: string) {
    return this.call(
      'POST',
      '/v1/login',
      { email, password, ...(await this.solvedCaptcha()) },
      undefined,
      ip,
    );
  }

  /** Does what the mail worker does for a two-factor attempt: mints and stores a code. */
  async mintTwoFactorCode(attemptId: string, code = '123456', expiresInMs = 10 * 60_000) {
    await new TwoFactorAttemptRepository(this.ctx.db).setCode(
      attemptId,
      new SecretHasher(this.ctx.config.jwtSecret).hash(code),
      new Date(Date.now() + expiresInMs),
    );
    return code;
  }

  /**
   * Turns two-factor on for the signed-in session `token`, the way the settings do (the code
   * minted as the mail worker would); answers the token the session goes on with.
   */
  async enableTwoFactor(userId: string, token: string): Promise<string> {
    const requested = await this.call(
      'POST',
      '/v1/request-two-factor',
      { two_factor_type: 'email', purpose: 'enable' },
      token,
    );
    if (requested.status !== 200) throw new Error(`no enabling code: ${requested.body.code}`);
    const attempt = await new TwoFactorAttemptRepository(this.ctx.db).findOpen(userId, 'enable');
    if (!attempt) throw new Error('no open attempt to enable two-factor');
    const code = await this.mintTwoFactorCode(attempt.id);
    const enabled = await this.call('POST', '/v1/enable-two-factor', { code }, token);
    if (enabled.status !== 200) throw new Error(`two-factor not enabled: ${enabled.body.code}`);
    return enabled.body.data.token as string;
  }

  /**
   * A code mailed for the session `token` by `POST /v1/step-up` (minted as the mail worker
   * would): the proof of a current factor by e-mail.
   */
  async stepUpCode(userId: string, token: string, code = '271828'): Promise<string> {
    const asked = await this.call('POST', '/v1/step-up', undefined, token);
    if (asked.status !== 200) throw new Error(`no step-up code: ${asked.body.code}`);
    const attempt = await new TwoFactorAttemptRepository(this.ctx.db).findOpen(userId, 'step_up');
    if (!attempt) throw new Error('no open step-up');
    return this.mintTwoFactorCode(attempt.id, code);
  }

  /**
   * Turns an authenticator app on for the signed-in session `token`, as the security tab does
   * with a phone's code: the token the session goes on with, the secret and the recovery codes.
   */
  async enableAuthenticator(token: string) {
    const setup = await this.call('POST', '/v1/authenticator-app/setup', undefined, token);
    if (setup.status !== 200) throw new Error(`no authenticator setup: ${setup.body.code}`);
    const secret: string = setup.body.data.secret;
    const code = totpCode(secret);
    const enabled = await this.call('POST', '/v1/authenticator-app/enable', { code }, token);
    if (enabled.status !== 200) throw new Error(`app not enabled: ${enabled.body.code}`);
    return {
      token: enabled.body.data.token as string,
      secret,
      recoveryCodes: enabled.body.data.recovery_codes as string[],
    };
  }

  /** Does what the mail worker does for a verification link: mints and stores a token. */
  async mintVerificationToken(userId: string, email: string, expiresInMs = 24 * 3600_000) {
    const token = crypto.randomUUID();
    await new EmailVerificationTokenRepository(this.ctx.db).create({
      user_id: userId,
      email,
      token_hash: new SecretHasher(this.ctx.config.jwtSecret).hash(token),
      expires_at: new Date(Date.now() + expiresInMs),
    });
    return token;
  }

  /** Does what the mail worker does for a reset or undo link: mints and stores a token. */
  async mintAccountLink(
    purpose: AccountLinkPurpose,
    userId: string,
    email: string,
    expiresInMs = 30 * 60_000,
  ) {
    const token = crypto.randomUUID();
    await new AccountLinkTokenRepository(this.ctx.db).create({
      user_id: userId,
      purpose,
      email,
      token_hash: new SecretHasher(this.ctx.config.jwtSecret).hash(token),
      expires_at: new Date(Date.now() + expiresInMs),
    });
    return token;
  }

  /** The second-factor changes recorded for the owner's mail, oldest first. */
  async secondFactorChanges(userId: string) {
    return (await this.outboxEvents('user.second_factor_changed'))
      .map((event) => event.payload as { userId: string; change: string })
      .filter((payload) => payload.userId === userId)
      .map((payload) => payload.change)
      .reverse();
  }

  /** The newest outbox events of `type`, as the relay would hand them over. */
  async outboxEvents(type: string) {
    return this.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('type', '=', type as never)
      .orderBy('id', 'desc')
      .execute();
  }
}
