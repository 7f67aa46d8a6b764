import { describe, expect, it } from 'vitest';
import { normalizeUserName } from './user-name.ts';

describe('user name', () => {
  it('trims, and refuses a name of white space only', () => {
    expect(normalizeUserName('  Ada Lovelace \n')).toBe('Ada Lovelace');
    for (const blank of ['', '   ', '\t\n', '\u00a0\u3000']) {
      expect(() => normalizeUserName(blank)).toThrow(
        expect.objectContaining({
          code: 'validation_failed',
          message: 'The name must not be blank',
        }),
      );
    }
  });
});

describe('user name characters', () => {
  it('refuses line breaks, control and format characters inside a name', () => {
    for (const name of [
      'Eve\r\nBcc: evil@example.test',
      'Eve\tTab',
      'Eve\u001b[31m',
      'Eve\u202eevE',
      'Eve\u200bZero',
      'Eve\u2028Line',
    ]) {
      expect(() => normalizeUserName(name), JSON.stringify(name)).toThrow(
        expect.objectContaining({ code: 'validation_failed' }),
      );
    }
    expect(normalizeUserName('José Núñez-O’Brien 李')).toBe('José Núñez-O’Brien 李');
  });
});
