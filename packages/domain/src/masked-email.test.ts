import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('Friend.Name@Example.test')).toBe('F•••@Example.test');
    expect(maskEmail('alice@paypal.example')).toBe('a•••@paypal.example');
    expect(maskEmail('a@b.c')).toBe('a•••@b.c');
    expect(maskEmail('odd"@"quoted@host.test')).toBe('o•••@host.test');
  });

  it('shows nothing of what is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('•••');
    expect(maskEmail('@host.test')).toBe('•••');
  });
});
