import { describe, expect, it } from 'vitest';
import { mintSixDigitCode, mintToken, SecretHasher } from './secrets.ts';

describe('SecretHasher', () => {
  const hasher = new SecretHasher('a-server-secret-of-at-least-32-characters');

  it('stores no secret in the clear and matches the secret it hashed', () => {
    const token = mintToken();
    const hash = hasher.hash(token);
    expect(hash).not.toContain(token);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/); // SHA-256, base64url
    expect(hasher.matches(token, hash)).toBe(true);
  });

  it('is deterministic for one key, so a stored hash finds its row', () => {
    expect(hasher.hash('123456')).toBe(hasher.hash('123456'));
    expect(new SecretHasher('a-server-secret-of-at-least-32-characters').hash('123456')).toBe(
      hasher.hash('123456'),
    );
  });

  it('refuses another secret, a hash of another length and an empty hash', () => {
    const hash = hasher.hash('123456');
    expect(hasher.matches('123457', hash)).toBe(false);
    expect(hasher.matches('123456', hash.slice(1))).toBe(false);
    expect(hasher.matches('123456', '')).toBe(false);
  });

  it('is keyed: a leaked table is useless without the server key', () => {
    const other = new SecretHasher('another-server-secret-of-32-characters!');
    expect(other.hash('123456')).not.toBe(hasher.hash('123456'));
    expect(other.matches('123456', hasher.hash('123456'))).toBe(false);
  });
});

describe('mintToken', () => {
  it('gives 256 random bits, URL-safe, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, mintToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });
});

describe('mintSixDigitCode', () => {
  it('gives six digits, zero-padded, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, mintSixDigitCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // Uniform over 0–999,999: about half below 500,000, and some below 100,000 (a leading zero).
    const low = codes.filter((code) => code < '500000').length;
    expect(low).toBeGreaterThan(2250);
    expect(low).toBeLessThan(2750);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});
