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
