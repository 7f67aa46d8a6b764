import { describe, expect, it } from 'vitest';
import { fieldNameOf, isEmail } from './validation.ts';

describe('validation helpers', () => {
  it('accepts ordinary addresses and rejects obvious typos', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail(' ana@example.com ')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('ana example.com')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('reads the field a server validation error names', () => {
    expect(fieldNameOf('email')).toBe('email');
    expect(fieldNameOf('/password')).toBe('password');
    expect(fieldNameOf('body.name')).toBe('name');
  });
});
