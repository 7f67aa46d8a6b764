import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './language-path.ts';

describe('pathInLanguage', () => {
  it.each([
    ['/fr/wish/3', 'en', '/en/wish/3'],
    ['/pt-BR/contact', 'es', '/es/contact'],
    ['/xx', 'en', '/en'],
    ['/wish/3', 'en', '/en/wish/3'],
    ['/about-us/', 'es', '/es/about-us'],
    ['/', 'en', '/en'],
    ['', 'en', '/en'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });
});
