import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASHING, TEST_PASSWORD_HASHING } from '@wishwall/config/password-hashing';
import { PasswordHasher } from './password-hasher.ts';

const cheap = new PasswordHasher(TEST_PASSWORD_HASHING);
const owasp = new PasswordHasher(DEFAULT_PASSWORD_HASHING);

describe('PasswordHasher', () => {
  it('hashes with argon2id at the configured cost, recorded in the hash', async () => {
    expect(await owasp.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await cheap.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    const other = new PasswordHasher({ memoryKib: 12_288, iterations: 3, parallelism: 2 });
    expect(await other.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=2\$/);
  });

  it('verifies a hash made at another cost: a change of cost locks nobody out', async () => {
    const before = await owasp.hash('correct horse');
    expect(await cheap.verify(before, 'correct horse')).toBe(true);
    expect(await cheap.verify(before, 'wrong horse')).toBe(false);
    const after = await cheap.hash('battery staple');
    expect(await owasp.verify(after, 'battery staple')).toBe(true);
    expect(await owasp.verify(after, 'battery stapler')).toBe(false);
  });

  it('refuses an unknown account and a hash that is not argon2, whatever the password', async () => {
    expect(await cheap.verify(undefined, 'anything')).toBe(false);
    expect(await cheap.verify('!test', '!test')).toBe(false);
    expect(await cheap.verify('$argon2id$broken', 'anything')).toBe(false);
  });
});
