import { ERROR_CODES } from '@wishwall/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { enCore } from './en-core.ts';
import { enMore } from './en-more.ts';
import { en } from './en.ts';
import { esCore } from './es-core.ts';
import { esMore } from './es-more.ts';
import { es } from './es.ts';
import { flattenKeys, mergeTrees, missingKeys } from './locale-keys.ts';

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

  // Each locale comes in two parts: the first screens' and the one loaded on demand
  // (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript).
  it.each([
    ['en', enCore, enMore, en],
    ['es', esCore, esMore, es],
  ] as const)('%s is its two parts, which share no key', (_name, core, more, whole) => {
    const coreKeys = flattenKeys(core);
    const moreKeys = new Set(flattenKeys(more));
    expect(coreKeys.filter((key) => moreKeys.has(key))).toEqual([]);
    expect([...coreKeys, ...moreKeys].sort()).toEqual(flattenKeys(whole).sort());
  });

  it('splits English and Spanish at the same keys', () => {
    expect(flattenKeys(esCore).sort()).toEqual(flattenKeys(enCore).sort());
    expect(flattenKeys(esMore).sort()).toEqual(flattenKeys(enMore).sort());
  });

  it('merges parts section by section, nested objects included', () => {
    expect(mergeTrees({ a: 'x', b: { c: 'y' } }, { b: { d: { e: 'z' } }, f: 'w' })).toEqual({
      a: 'x',
      b: { c: 'y', d: { e: 'z' } },
      f: 'w',
    });
  });

  it('reports a key missing from one side', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x', b: {} })).toEqual(['b.c']);
  });
});
