import type { Redis } from 'ioredis';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { SecretHasher } from '@wishwall/security/secrets';
import { TotpSecretCipher } from '@wishwall/security/totp';
import type { ApiInstance } from '../api-instance.ts';
import { AddressMailThrottle } from '../security/address-mail-throttle.ts';
import { CaptchaService } from '../security/captcha.service.ts';
import { LoginThrottle } from '../security/login-throttle.ts';
import { PasswordHasher } from '../security/password-hasher.ts';
import { AccountService } from '../services/account.service.ts';
import { AuthService } from '../services/auth.service.ts';
import { AuthenticatorService } from '../services/authenticator.service.ts';
import { CountryCatalog } from '../services/country-catalog.ts';
import { EmailVerificationService } from '../services/email-verification.service.ts';
import { PasskeyService, relyingPartyOf } from '../services/passkey.service.ts';
import { PasswordResetService } from '../services/password-reset.service.ts';
import { SessionFactory } from '../services/session.factory.ts';
import { TwoFactorService } from '../services/two-factor.service.ts';
import type { LocalDiskAvatarStorage } from '../storage/avatar-storage.ts';
import { RATE_LIMITS } from '../plugins/rate-limits.ts';

export interface AccountServicesDeps {
  config: Config;
  db: Db;
  redis: Redis;
  avatars: LocalDiskAvatarStorage;
}

/** Signing up and in, sessions, second factors, e-mail addresses and the own account. */
export function accountServices(
  app: ApiInstance,
  { config, db, redis, avatars }: AccountServicesDeps,
) {
  const hasher = new SecretHasher(config.jwtSecret);
  const passwords = new PasswordHasher(config.passwordHashing);
  const countries = new CountryCatalog();
  const sessions = new SessionFactory(db, app.tokens, countries);
  const twoFactor = new TwoFactorService(db, hasher);
  const authenticator = new AuthenticatorService(
    db,
    new TotpSecretCipher(config.totpEncryptionKey),
    hasher,
  );
  const passkeys = new PasskeyService(db, relyingPartyOf(config.publicUrl));
  const emailVerification = new EmailVerificationService(db, hasher, passwords);
  const captcha = new CaptchaService(redis, config.redisPrefix, config.captchaTestAnswer);
  const logins = new LoginThrottle(redis, config.redisPrefix);
  const passwordReset = new PasswordResetService({
    db,
    passwords,
    captcha,
    hasher,
    throttle: new AddressMailThrottle(
      redis,
      config.redisPrefix,
      'password-reset',
      RATE_LIMITS.passwordResetPerAddress,
    ),
    logins,
  });
  const auth = new AuthService({
    db,
    passwords,
    captcha,
    throttle: logins,
    hasher,
    sessions,
    countries,
    twoFactor,
    authenticator,
    passkeys,
  });
  const accounts = new AccountService({
    db,
    passwords,
    tokens: app.tokens,
    countries,
    avatars,
    twoFactor,
    authenticator,
    passkeys,
  });
  return {
    countries,
    sessions,
    twoFactor,
    authenticator,
    passkeys,
    emailVerification,
    captcha,
    auth,
    accounts,
    passwords,
    passwordReset,
  };
}
export type AccountServices = ReturnType<typeof accountServices>;
