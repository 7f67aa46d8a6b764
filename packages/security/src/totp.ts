import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator apps (RFC 6238: SHA-1, 6 digits, 30-second steps, what every app reads from a
 * QR code) and their recovery codes (docs/decisions/0047-authenticator-apps.md).
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from: a phone's clock a little off still works. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32 as apps show it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = 'Wishwall', issuer = 'Wishwall'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://` URI an app reads from the QR code. */
export function totpUri(secretBase32: string, accountLabel: string, issuer: string): string {
  return totp(secretBase32, accountLabel, issuer).toString();
}

/** The time step (30-second counter) `at` falls in. */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/** The code an app shows at `at` (tests and fixtures use it as a phone would). */
export function totpCode(secretBase32: string, at: Date = new Date()): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step whose code `code` is, within one step of `at`, or null. The caller stores the
 * step it accepts and refuses any step not after it, so a code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : totpStep(at) + delta;
}

/** Letters and digits no one misreads (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

/** A recovery code: 10 characters from 31 (49 bits), shown as `xxxxx-xxxxx`. */
export function mintRecoveryCode(): string {
  const pick = () =>
    Array.from(
      { length: RECOVERY_HALF },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return `${pick()}-${pick()}`;
}

/**
 * A typed recovery code as it is stored: lower case, without spaces or dashes; null when it
 * cannot be one (so nothing is looked up for it).
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return code.length === RECOVERY_HALF * 2 && [...code].every((c) => RECOVERY_ALPHABET.includes(c))
    ? code
    : null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * Authenticator secrets at rest: AES-256-GCM under their own key (TOTP_ENCRYPTION_KEY), the
 * user's id as additional data, so a ciphertext copied to another account does not decrypt.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(keyHex: string) {
    if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) {
      throw new Error('The TOTP encryption key must be 64 hex digits (32 bytes)');
    }
    this.key = Buffer.from(keyHex, 'hex');
  }

  encrypt(secretBase32: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not encrypted with this key for this user. */
  decrypt(stored: string, userId: string): string {
    const [format, iv, tag, body] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || body === undefined) {
      throw new Error('Not an encrypted authenticator secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
