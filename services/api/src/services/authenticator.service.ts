import { AppError } from '@wishwall/contracts/app-error';
import type { SecondFactorChange } from '@wishwall/contracts/domain-events';
import { endSessions } from '@wishwall/core/session-ends';
import type { Db, DbExecutor } from '@wishwall/db/database';
import { AuthenticatorAppRepository } from '@wishwall/db/repositories/authenticator-app.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RecoveryCodeRepository } from '@wishwall/db/repositories/recovery-code.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SecretHasher } from '@wishwall/security/secrets';
import {
  matchTotpStep,
  mintRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpUri,
  type TotpSecretCipher,
} from '@wishwall/security/totp';

/**
 * Codes (app or recovery) an account may try in `ACCOUNT_TRIES_WINDOW_MS`, whatever the number
 * of sign-ins: an app's code does not change per attempt, so a cap per attempt alone would let
 * a holder of the password guess on through new sign-ins.
 */
export const MAX_ACCOUNT_CODE_TRIES = 10;
export const ACCOUNT_TRIES_WINDOW_MS = 15 * 60_000;

const ISSUER = 'Wishwall';

const invalidCode = () => new AppError('invalid_2fa_code', 'Invalid or expired two-factor code');
const tooManyTries = (retryAfterSeconds: number) =>
  new AppError(
    'too_many_code_tries',
    'Too many codes tried for this account; wait 15 minutes or use another factor',
    { retryAfterSeconds },
  );

/** Where a new secret is shown: the text for typing, the URI the QR code holds. */
export interface AuthenticatorSetup {
  secret: string;
  otpauthUrl: string;
}

/** Records a second-factor change for the owner's mail, in the change's transaction. */
export async function secondFactorChanged(
  db: DbExecutor,
  userId: string,
  change: SecondFactorChange,
): Promise<void> {
  await new OutboxRepository(db).add({
    type: 'user.second_factor_changed',
    payload: { userId, change },
  });
}

/**
 * Authenticator apps (docs/decisions/0047-authenticator-apps.md): set up with a secret shown
 * once and confirmed by a first code; each code works once (the last accepted time step is
 * stored) and one step of drift is allowed; codes tried are capped per account; ten recovery
 * codes, stored as keyed hashes, each work once in place of a code.
 */
export class AuthenticatorService {
  private readonly db: Db;
  private readonly cipher: TotpSecretCipher;
  private readonly hasher: SecretHasher;

  constructor(db: Db, cipher: TotpSecretCipher, hasher: SecretHasher) {
    this.db = db;
    this.cipher = cipher;
    this.hasher = hasher;
  }

  /** A new secret for `user` (replacing one being set up); refused once an app is on. */
  async begin(user: UserRow): Promise<AuthenticatorSetup> {
    const secret = newTotpSecret();
    const row = await new AuthenticatorAppRepository(this.db).begin(
      user.id,
      this.cipher.encrypt(secret, user.id),
    );
    if (!row) throw alreadyOn();
    return { secret, otpauthUrl: totpUri(secret, user.email, ISSUER) };
  }

  /**
   * Confirms the app being set up with its first code and makes its recovery codes, ending
   * every other session (decision 0036), in one transaction; returns the codes (shown once)
   * and the account at its new token version.
   */
  async enable(user: UserRow, keptJti: string, code: string) {
    const app = await new AuthenticatorAppRepository(this.db).find(user.id);
    if (app?.confirmed_at) throw alreadyOn();
    if (!app) throw invalidCode();
    const step = await this.matchStep(user.id, app.secret_encrypted, code);
    const recoveryCodes = this.mintRecoveryCodes();
    const updated = await this.db.transaction().execute(async (trx) => {
      if (!(await new AuthenticatorAppRepository(trx).confirm(user.id, step, new Date()))) {
        throw invalidCode();
      }
      await new RecoveryCodeRepository(trx).replace(user.id, recoveryCodes.map(this.hashRecovery));
      await secondFactorChanged(trx, user.id, 'app_on');
      return this.endOtherSessions(trx, user, keptJti);
    });
    await new AuthenticatorAppRepository(this.db).clearTries(user.id);
    return { user: updated, recoveryCodes };
  }

  /** Checks an app's code for a confirmed app, using its time step up. */
  async verifyCode(userId: string, code: string): Promise<void> {
    const app = await new AuthenticatorAppRepository(this.db).find(userId);
    if (!app?.confirmed_at) throw invalidCode();
    const step = await this.matchStep(userId, app.secret_encrypted, code);
    if (!(await new AuthenticatorAppRepository(this.db).useStep(userId, step))) {
      throw invalidCode();
    }
    await new AuthenticatorAppRepository(this.db).clearTries(userId);
  }

  /** Uses one of the account's recovery codes up; the owner is told by mail. */
  async useRecoveryCode(userId: string, input: string): Promise<void> {
    const apps = new AuthenticatorAppRepository(this.db);
    const app = await apps.find(userId);
    if (!app?.confirmed_at) throw invalidCode();
    await this.takeTry(userId);
    const code = normalizeRecoveryCode(input);
    if (!code) throw invalidCode();
    await this.db.transaction().execute(async (trx) => {
      if (
        !(await new RecoveryCodeRepository(trx).use(userId, this.hashRecovery(code), new Date()))
      ) {
        throw invalidCode();
      }
      await secondFactorChanged(trx, userId, 'recovery_code_used');
    });
    await apps.clearTries(userId);
  }

  /**
   * New recovery codes (the old ones stop working), for an account whose app is on. Renewals
   * at once (each proved by another recovery code) take turns on the app's row: without it,
   * each deleted only the codes committed before it began and added its ten to the others'.
   */
  async renewRecoveryCodes(user: UserRow): Promise<string[]> {
    if (!user.totp_enabled) throw invalidCode();
    const codes = this.mintRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      // Turned off meanwhile: no codes for an app that is gone.
      if (!(await new AuthenticatorAppRepository(trx).lockConfirmed(user.id))) throw invalidCode();
      await new RecoveryCodeRepository(trx).replace(user.id, codes.map(this.hashRecovery));
      await secondFactorChanged(trx, user.id, 'recovery_codes_renewed');
    });
    return codes;
  }

  /** Turns the app off (its recovery codes with it) and ends every other session. */
  async disable(user: UserRow, keptJti: string): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await new AuthenticatorAppRepository(trx).remove(user.id))) throw invalidCode();
      await new RecoveryCodeRepository(trx).removeAll(user.id);
      await secondFactorChanged(trx, user.id, 'app_off');
      return this.endOtherSessions(trx, user, keptJti);
    });
  }

  /** Recovery codes not used yet: the security tab shows how many are left. */
  recoveryCodesLeft(userId: string): Promise<number> {
    return new RecoveryCodeRepository(this.db).countUnused(userId);
  }

  private async endOtherSessions(trx: DbExecutor, user: UserRow, keptJti: string) {
    const ended = await endSessions(trx, user.id, {
      expectedVersion: user.token_version,
      keptJti,
    });
    // Another account change ended this session first.
    if (!ended) throw new AppError('unauthorized', 'Sign in to continue');
    return ended;
  }

  /** Takes one of the account's tries, then finds the step of `code` (or refuses it). */
  private async matchStep(userId: string, secretEncrypted: string, code: string) {
    await this.takeTry(userId);
    const step = matchTotpStep(this.cipher.decrypt(secretEncrypted, userId), code, new Date());
    if (step === null) throw invalidCode();
    return step;
  }

  private async takeTry(userId: string): Promise<void> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - ACCOUNT_TRIES_WINDOW_MS);
    const apps = new AuthenticatorAppRepository(this.db);
    if (!(await apps.takeTry(userId, MAX_ACCOUNT_CODE_TRIES, windowStart, now))) {
      // The tries come back when the window that ran out ends.
      const since = (await apps.triesSince(userId)) ?? now;
      throw tooManyTries((since.getTime() + ACCOUNT_TRIES_WINDOW_MS - now.getTime()) / 1000);
    }
  }

  private mintRecoveryCodes(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, mintRecoveryCode);
  }

  private readonly hashRecovery = (code: string): string =>
    this.hasher.hash(`recovery:${normalizeRecoveryCode(code) ?? code}`);
}

function alreadyOn() {
  return new AppError('authenticator_already_on', 'An authenticator app is already on');
}
