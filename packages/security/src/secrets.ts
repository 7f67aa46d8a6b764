import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Tokens and codes sent by mail are stored only as keyed hashes (HMAC-SHA256 with a server
 * key): a leaked table reveals no usable secret, and a 6-digit code cannot be brute-forced
 * offline without the key.
 */
export class SecretHasher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('wishwall:secret-hash').digest();
  }

  hash(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('base64url');
  }

  matches(secret: string, hash: string): boolean {
    const expected = Buffer.from(hash);
    const actual = Buffer.from(this.hash(secret));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/** 256 random bits, URL-safe: verification links, two-factor attempt handles. */
export function mintToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random 6-digit code, zero-padded. */
export function mintSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
