import { describe, expect, it } from 'vitest';
import {
  matchTotpStep,
  mintRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  totpCode,
  totpStep,
  totpUri,
  TotpSecretCipher,
} from './totp.ts';

const KEY = 'ab'.repeat(32);

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-11-25T12:00:10Z');

  it('matches RFC 6238’s SHA-1 test vector', () => {
    // RFC 6238 appendix B: the ASCII key "12345678901234567890", T = 59 s → 94287082 (8 digits);
    // its last six digits are the 6-digit code.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
    expect(matchTotpStep(rfcSecret, '287082', new Date(59_000))).toBe(1);
  });

  it('accepts the code of the step before and after, and no further', () => {
    const step = totpStep(at);
    expect(matchTotpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(
      step - 1,
    );
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(
      step + 1,
    );
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at)).toBe(null);
    expect(matchTotpStep(secret, totpCode(secret, new Date(at.getTime() + 60_000)), at)).toBe(null);
  });

  it('refuses anything but six digits without computing', () => {
    for (const code of ['', '12345', '1234567', '12345a', ' 123456', '１２３４５６']) {
      expect(matchTotpStep(secret, code, at)).toBe(null);
    }
  });

  it('writes the otpauth URI apps read', () => {
    const uri = totpUri(secret, 'ana@example.com', 'Wishwall');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Wishwall:ana%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('period=30');
    expect(uri).toContain('digits=6');
  });
});

describe('recovery codes', () => {
  it('are ten characters shown in two halves, read back however typed', () => {
    const code = mintRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalizeRecoveryCode(code.toUpperCase().replace('-', ' - '))).toBe(
      code.replace('-', ''),
    );
  });

  it('refuses what cannot be one', () => {
    for (const input of ['', 'abcde', 'abcde-fghij-k', 'abcde-fgh1j', '<script>x', 'ábcde-fghij']) {
      expect(normalizeRecoveryCode(input)).toBe(null);
    }
  });
});

describe('TotpSecretCipher', () => {
  const cipher = new TotpSecretCipher(KEY);

  it('keeps no secret in the clear and reads back what it wrote', () => {
    const secret = newTotpSecret();
    const stored = cipher.encrypt(secret, '42');
    expect(stored).not.toContain(secret);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored, '42')).toBe(secret);
    expect(cipher.encrypt(secret, '42')).not.toBe(stored); // a fresh IV each time
  });

  it('refuses another user’s ciphertext, another key and a tampered one', () => {
    const stored = cipher.encrypt(newTotpSecret(), '42');
    expect(() => cipher.decrypt(stored, '43')).toThrow();
    expect(() => new TotpSecretCipher('cd'.repeat(32)).decrypt(stored, '42')).toThrow();
    const [format, iv, tag, body] = stored.split('.') as [string, string, string, string];
    const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(() => cipher.decrypt([format, iv, tag, flipped].join('.'), '42')).toThrow();
    expect(() => cipher.decrypt('plain', '42')).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => new TotpSecretCipher('abc')).toThrow(/64 hex digits/);
  });
});
