import { ERROR_CODES } from '@wishwall/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { flattenKeys, missingKeys } from './locale-keys.ts';

describe('locales', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(missingKeys(en, es)).toEqual([]);
    expect(missingKeys(es, en)).toEqual([]);
    expect(flattenKeys(es).sort()).toEqual(flattenKeys(en).sort());
  });

  it.each(Object.entries({ en, es }))('%s translates every API error code', (_name, locale) => {
    for (const code of ERROR_CODES) {
      expect(locale.errors[code], code).toMatch(/\S/);
    }
  });

  it('reports a key missing from one side', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x', b: {} })).toEqual(['b.c']);
  });
});
