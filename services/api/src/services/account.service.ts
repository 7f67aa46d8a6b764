import type { FactorProofBody, SystemPreferencesDto } from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { Language } from '@wishwall/contracts/constants';
import { endSessions, sessionsEnded } from '@wishwall/core/session-ends';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserPreferencesRepository } from '@wishwall/db/repositories/user-preferences.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { normalizeUserName } from '@wishwall/domain/user-name';
import type { UserPreferencesRow } from '@wishwall/db/tables/user-preferences.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { PasswordHasher } from '../security/password-hasher.ts';
import type { SessionClaims, TokenService } from '../security/token.service.ts';
import type { AvatarStorage } from '../storage/avatar-storage.ts';
import { imageExtension } from '../storage/image-type.ts';
import { secondFactorChanged, type AuthenticatorService } from './authenticator.service.ts';
import type { CountryCatalog } from './country-catalog.ts';
import type { PasskeyService } from './passkey.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export interface AccountDeps {
  db: Db;
  passwords: PasswordHasher;
  tokens: TokenService;
  countries: CountryCatalog;
  avatars: AvatarStorage;
  twoFactor: TwoFactorService;
  authenticator: AuthenticatorService;
  passkeys: PasskeyService;
}

const invalidCode = () => new AppError('invalid_2fa_code', 'Invalid or expired two-factor code');

const flag = (value: boolean) => (value ? 1 : 0);

function toPreferencesDto(row: UserPreferencesRow): SystemPreferencesDto {
  return {
    marketing_emails: flag(row.marketing_emails),
    newsletter: flag(row.newsletter),
    allow_email_notifications: flag(row.allow_email_notifications),
    allow_sms_notifications: flag(row.allow_sms_notifications),
    timezone: row.timezone as SystemPreferencesDto['timezone'],
    language_preference: row.language_preference as SystemPreferencesDto['language_preference'],
  };
}

/** What a signed-in user changes about their own account. */
export class AccountService {
  private readonly deps: AccountDeps;

  constructor(deps: AccountDeps) {
    this.deps = deps;
  }

  updateProfile(user: UserRow, field: 'name' | 'country_id', value: string, language: Language) {
    const users = new UserRepository(this.deps.db);
    if (field === 'name') {
      return users.update(user.id, { name: normalizeUserName(value) });
    }
    const country = this.deps.countries.find(value, language);
    if (!country) throw new AppError('country_not_found', `Unknown country ${value}`);
    return users.update(user.id, { country_code: country.id });
  }

  async updateAvatar(user: UserRow, image: Buffer) {
    const extension = imageExtension(image);
    if (!extension) {
      throw new AppError('invalid_avatar', 'The avatar must be a PNG, JPEG, GIF or WebP image');
    }
    const url = await this.deps.avatars.save(user.id, image, extension);
    const updated = await new UserRepository(this.deps.db).update(user.id, { avatar_url: url });
    if (user.avatar_url) await this.deps.avatars.remove(user.avatar_url);
    return updated;
  }

  /**
   * Changes the password, ends every other session, and returns the token this session goes
   * on with.
   */
  async changePassword(
    user: UserRow,
    session: SessionClaims,
    current: string,
    next: string,
    confirmation: string,
  ) {
    const { db, passwords, tokens } = this.deps;
    if (!(await passwords.verify(user.password_hash, current))) {
      throw new AppError('wrong_current_password', 'The current password is wrong');
    }
    if (next !== confirmation) {
      throw new AppError('new_passwords_do_not_match', 'The new passwords do not match');
    }
    const passwordHash = await passwords.hash(next);
    const updated = await db.transaction().execute(async (trx) => {
      const changed = await new UserRepository(trx).changePassword(
        user.id,
        passwordHash,
        user.token_version,
      );
      // Another change won the race and revoked this session with every other.
      if (!changed) throw new AppError('unauthorized', 'Sign in to continue');
      await sessionsEnded(trx, changed, session.jti);
      await new OutboxRepository(trx).add({
        type: 'user.password_changed',
        payload: { userId: user.id },
      });
      return changed;
    });
    return tokens.reissue(session, { tokenVersion: updated.token_version });
  }

  /**
   * Turns two-factor on with the code just mailed, and ends every other session: one signed
   * in without the factor must not carry on as if it had passed it. This session passed it
   * now, and goes on with a token that says so.
   */
  async enableTwoFactor(user: UserRow, session: SessionClaims, code: string) {
    await this.deps.twoFactor.verifyEnabling(user.id, code);
    const updated = await this.setTwoFactor(user, session, true);
    return {
      user: updated,
      token: this.deps.tokens.reissue(session, {
        tokenVersion: updated.token_version,
        passed: 'email_otp',
      }),
    };
  }

  /**
   * Turns codes by e-mail off, with a current second factor (docs/decisions/0047-authenticator-apps.md),
   * and ends every other session; this one goes on as it was.
   */
  async disableTwoFactor(user: UserRow, session: SessionClaims, proof: FactorProofBody) {
    await this.proveFactor(user, session, proof);
    const updated = await this.setTwoFactor(user, session, false);
    return {
      user: updated,
      token: this.deps.tokens.reissue(session, { tokenVersion: updated.token_version }),
    };
  }

  /**
   * Turns an authenticator app on with its first code: every other session ends, this one has
   * passed `otp` now; the recovery codes are in the answer, this once.
   */
  async enableAuthenticator(user: UserRow, session: SessionClaims, code: string) {
    const { user: updated, recoveryCodes } = await this.deps.authenticator.enable(
      user,
      session.jti,
      code,
    );
    return {
      user: updated,
      recoveryCodes,
      token: this.deps.tokens.reissue(session, {
        tokenVersion: updated.token_version,
        passed: 'otp',
      }),
    };
  }

  /** Turns the app off with a current second factor; every other session ends. */
  async disableAuthenticator(user: UserRow, session: SessionClaims, proof: FactorProofBody) {
    await this.proveFactor(user, session, proof);
    const updated = await this.deps.authenticator.disable(user, session.jti);
    return {
      user: updated,
      token: this.deps.tokens.reissue(session, { tokenVersion: updated.token_version }),
    };
  }

  /** New recovery codes, with a current second factor; the old ones stop working. */
  async renewRecoveryCodes(user: UserRow, session: SessionClaims, proof: FactorProofBody) {
    await this.proveFactor(user, session, proof);
    return this.deps.authenticator.renewRecoveryCodes(user);
  }

  /**
   * Removes a passkey with a current second factor (any passkey of the account, the one
   * removed included); every other session ends, the owner is told by mail.
   */
  async removePasskey(user: UserRow, session: SessionClaims, id: string, proof: FactorProofBody) {
    await this.proveFactor(user, session, proof);
    const updated = await this.deps.passkeys.remove(user, session.jti, id);
    return {
      user: updated,
      token: this.deps.tokens.reissue(session, { tokenVersion: updated.token_version }),
    };
  }

  /** Adds the passkey just created; every other session ends, the owner is told by mail. */
  async addPasskey(
    user: UserRow,
    session: SessionClaims,
    name: string,
    response: Parameters<PasskeyService['register']>[3],
  ) {
    const { passkey, user: updated } = await this.deps.passkeys.register(
      user,
      session.jti,
      name,
      response,
    );
    return {
      passkey,
      user: updated,
      token: this.deps.tokens.reissue(session, { tokenVersion: updated.token_version }),
    };
  }

  /**
   * Checks a current second factor of the account: a code mailed for this session by
   * `POST /v1/step-up`, the app's code, a recovery code (used up), or one of the account's
   * passkeys answering a challenge made for this session.
   */
  async proveFactor(user: UserRow, session: SessionClaims, proof: FactorProofBody) {
    const { twoFactor, authenticator, passkeys } = this.deps;
    if (proof.factor === 'passkey') {
      await passkeys.verifyProof(user.id, session.jti, proof.assertion);
      return;
    }
    switch (proof.factor) {
      case 'email':
        if (!/^[0-9]{6}$/.test(proof.code)) throw invalidCode();
        await twoFactor.verifyStepUp(user, session.jti, proof.code);
        return;
      case 'totp':
        await authenticator.verifyCode(user.id, proof.code);
        return;
      case 'recovery':
        await authenticator.useRecoveryCode(user.id, proof.code);
        return;
    }
  }

  private setTwoFactor(user: UserRow, session: SessionClaims, enabled: boolean) {
    return this.deps.db.transaction().execute(async (trx) => {
      const ended = await endSessions(trx, user.id, {
        expectedVersion: user.token_version,
        keptJti: session.jti,
      });
      // Another account change ended this session first.
      if (!ended) throw new AppError('unauthorized', 'Sign in to continue');
      await secondFactorChanged(trx, user.id, enabled ? 'email_on' : 'email_off');
      return new UserRepository(trx).update(user.id, { two_factor_enabled: enabled });
    });
  }

  async preferences(user: UserRow): Promise<SystemPreferencesDto> {
    return toPreferencesDto(await new UserPreferencesRepository(this.deps.db).get(user.id));
  }

  /** Marketing mail and the newsletter need mail notifications: off with them, always. */
  async savePreferences(user: UserRow, input: SystemPreferencesDto): Promise<SystemPreferencesDto> {
    const email = input.allow_email_notifications === 1;
    const row = await new UserPreferencesRepository(this.deps.db).save(user.id, {
      allow_email_notifications: email,
      marketing_emails: email && input.marketing_emails === 1,
      newsletter: email && input.newsletter === 1,
      allow_sms_notifications: input.allow_sms_notifications === 1,
      timezone: input.timezone,
      language_preference: input.language_preference,
    });
    const language = input.language_preference.startsWith('ES') ? 'es' : 'en';
    if (language !== user.language) {
      await new UserRepository(this.deps.db).update(user.id, { language });
    }
    return toPreferencesDto(row);
  }
}
