import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type {
  LoginBody,
  LoginFactor,
  LoginResultDto,
  RegisterBody,
  SessionDto,
  SignInFactor,
} from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { Language } from '@wishwall/contracts/constants';
import { sameEmail, unverifiedHoldStart } from '@wishwall/domain/email-hold';
import type { Database, Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { GiftClaimTokenRepository } from '@wishwall/db/repositories/gift-claim-token.repository';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { normalizeUserName } from '@wishwall/domain/user-name';
import { mintToken, type SecretHasher } from '@wishwall/security/secrets';
import type { CaptchaService } from '../security/captcha.service.ts';
import type { LoginThrottle } from '../security/login-throttle.ts';
import type { PasswordHasher } from '../security/password-hasher.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import type { CountryCatalog } from './country-catalog.ts';
import type { PasskeyService } from './passkey.service.ts';
import type { SessionFactory } from './session.factory.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export interface AuthDeps {
  db: Db;
  passwords: PasswordHasher;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  hasher: SecretHasher;
  sessions: SessionFactory;
  countries: CountryCatalog;
  twoFactor: TwoFactorService;
  authenticator: AuthenticatorService;
  passkeys: PasskeyService;
}

const invalidCode = () => new AppError('invalid_2fa_code', 'Invalid or expired two-factor code');

/** Sign-up and sign-in, with the captcha, the throttle and the second factor. */
export class AuthService {
  private readonly deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.deps = deps;
  }

  async register(body: RegisterBody, language: Language): Promise<SessionDto> {
    const { db, passwords, captcha, countries, sessions } = this.deps;
    const name = normalizeUserName(body.name);
    if (body.password !== body.password_confirmation) {
      throw new AppError('password_does_not_match', 'Password and confirmation do not match');
    }
    await captcha.verifyOnce(body.captchaToken, body.captcha);
    const country = body.countryCode ? countries.find(body.countryCode, language) : undefined;
    const passwordHash = await passwords.hash(body.password);
    const referrer = body.referral_code
      ? await new UserRepository(db).findByReferralCode(body.referral_code)
      : undefined;

    const email = body.email.trim();
    const user = await db
      .transaction()
      .execute(async (trx) => {
        const users = new UserRepository(trx);
        const gifts = new GiftedWishRepository(trx);
        const now = new Date();
        // A gift mail's link proves the address, as opening a verification link does.
        const proven = body.gift_token
          ? await this.claimGiftLink(trx, body.gift_token, email, now)
          : false;
        // An unverified account stops holding the address once its link would have expired
        // (decision 0017), or at once when this registration proves it; a verified one holds
        // it for good.
        await users.releaseUnverifiedEmail(email, now, {
          registeredBefore: proven ? now : unverifiedHoldStart(now),
        });
        const created = await users.create({
          name,
          email,
          password_hash: passwordHash,
          referral_code: randomBytes(6).toString('hex'),
          referred_by_user_id: referrer?.id ?? null,
          country_code: country?.id ?? null,
          language,
          ...(proven && { email_verified_at: now }),
        });
        const outbox = new OutboxRepository(trx);
        await outbox.add({ type: 'user.registered', payload: { userId: created.id } });
        if (proven) {
          await gifts.bindWaitingTo(created.id, email);
          await outbox.add({ type: 'user.email_verified', payload: { userId: created.id } });
        } else {
          await outbox.add({
            type: 'email.verification_requested',
            payload: { userId: created.id, email: created.email },
          });
        }
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_already_registered', 'This e-mail is already registered');
        }
        throw error;
      });
    return sessions.session(user, ['pwd'], language);
  }

  /**
   * Spends a gift mail's token for the address registering, in the registration's
   * transaction, holding the lock gifts to the address take: a link works once, for the
   * address it was mailed to, while its gift still waits there unclaimed.
   */
  private async claimGiftLink(
    trx: Transaction<Database>,
    token: string,
    email: string,
    now: Date,
  ): Promise<true> {
    await new GiftedWishRepository(trx).lockReceiver(email);
    const claimed = await new GiftClaimTokenRepository(trx).consume(
      this.deps.hasher.hash(token),
      now,
    );
    if (!claimed || !sameEmail(claimed.receiver_email, email)) {
      throw new AppError(
        'invalid_gift_link',
        'This gift link was already used or is not for this address',
      );
    }
    return true;
  }

  async login(body: LoginBody, ip: string, language: Language): Promise<LoginResultDto> {
    const { db, passwords, captcha, throttle, hasher, sessions } = this.deps;
    await captcha.verifyOnce(body.captchaToken, body.captcha);
    await throttle.reserve(body.email, ip);
    const user = await new UserRepository(db).findByEmail(body.email.trim());
    if (!(await passwords.verify(user?.password_hash, body.password)) || !user) {
      throw new AppError('wrong_credentials', 'Wrong credentials');
    }
    await throttle.succeeded(body.email, ip);
    const factors: LoginFactor[] = [];
    if (user.two_factor_enabled) factors.push('email');
    if (user.totp_enabled) factors.push('totp');
    if (user.passkeys_enabled) factors.push('passkey');
    if (factors.length === 0) {
      return { ...(await sessions.session(user, ['pwd'], language)), requireCode: false, factors };
    }

    const attemptToken = mintToken();
    await db.transaction().execute(async (trx) => {
      const attempt = await new TwoFactorAttemptRepository(trx).create({
        user_id: user.id,
        purpose: 'login',
        attempt_token_hash: hasher.hash(attemptToken),
      });
      // With an app or a passkey, that is asked first: a code is mailed only when the user asks.
      if (user.totp_enabled || user.passkeys_enabled) return;
      await new OutboxRepository(trx).add({
        type: 'two_factor.code_requested',
        payload: { userId: user.id, attemptId: attempt.id },
      });
    });
    return { token: null, user: null, requireCode: true, two_factor_token: attemptToken, factors };
  }

  /** Completes a two-factor login: the token is issued only here. */
  async verifyLoginCode(
    attemptToken: string,
    code: string,
    factor: SignInFactor,
    language: Language,
  ): Promise<SessionDto> {
    const { db, sessions, twoFactor, authenticator } = this.deps;
    if (factor === 'email') {
      const attempt = await twoFactor.verifyLogin(attemptToken, code);
      const user = await new UserRepository(db).findById(attempt.user_id);
      // Codes by e-mail turned off since the code was sent: it no longer counts.
      if (!user?.two_factor_enabled) throw invalidCode();
      return sessions.session(user, ['pwd', 'email_otp'], language);
    }
    return this.finishWithApp(attemptToken, language, (userId) =>
      authenticator.verifyCode(userId, code),
    );
  }

  /** Options for a passkey of the account signing in, bound to this sign-in attempt. */
  async passkeyOptions(attemptToken: string) {
    const { twoFactor, passkeys } = this.deps;
    const attempt = await twoFactor.openLogin(attemptToken);
    return passkeys.secondFactorOptions(attempt.user_id, attempt.id);
  }

  /**
   * Completes a two-factor login with a passkey (docs/decisions/0053-passkeys.md): a try of
   * the attempt, the assertion checked against a challenge made for this attempt (spent), the
   * attempt used up; the session has passed `hwk`.
   */
  async verifyPasskey(
    attemptToken: string,
    assertion: Parameters<PasskeyService['verifySecondFactor']>[2],
    language: Language,
  ): Promise<SessionDto> {
    const { db, sessions, twoFactor, passkeys } = this.deps;
    const attempt = await twoFactor.takeLoginTry(attemptToken);
    await passkeys.verifySecondFactor(attempt.user_id, attempt.id, assertion);
    await twoFactor.finishLogin(attempt);
    const user = await new UserRepository(db).findById(attempt.user_id);
    if (!user?.passkeys_enabled) throw invalidCode();
    return sessions.session(user, ['pwd', 'hwk'], language);
  }

  /**
   * Signs in with a passkey alone: a discoverable credential whose authenticator verified
   * its user (a PIN or a biometric) is two factors, `hwk` and `mfa`.
   */
  async passwordlessLogin(
    assertion: Parameters<PasskeyService['verifyPasswordless']>[0],
    language: Language,
  ): Promise<SessionDto> {
    const { db, sessions, passkeys } = this.deps;
    const { passkey } = await passkeys.verifyPasswordless(assertion);
    const user = await new UserRepository(db).findById(passkey.user_id);
    if (!user) throw new AppError('invalid_passkey', 'This passkey was not accepted; try again');
    return sessions.session(user, ['hwk', 'mfa'], language);
  }

  /** Completes a two-factor login with one of the app's recovery codes. */
  verifyRecoveryCode(attemptToken: string, recoveryCode: string, language: Language) {
    return this.finishWithApp(attemptToken, language, (userId) =>
      this.deps.authenticator.useRecoveryCode(userId, recoveryCode),
    );
  }

  /**
   * A sign-in's try (5 per attempt), then the check (capped per account, each code once),
   * then the attempt used up: the session has passed `otp`.
   */
  private async finishWithApp(
    attemptToken: string,
    language: Language,
    check: (userId: string) => Promise<void>,
  ): Promise<SessionDto> {
    const { db, sessions, twoFactor } = this.deps;
    const attempt = await twoFactor.takeLoginTry(attemptToken);
    await check(attempt.user_id);
    await twoFactor.finishLogin(attempt);
    const user = await new UserRepository(db).findById(attempt.user_id);
    if (!user) throw invalidCode();
    return sessions.session(user, ['pwd', 'otp'], language);
  }
}
