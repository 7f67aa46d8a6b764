import { describe, expect, it } from 'vitest';
import { languageSwitchUrl } from './language-switch-url.ts';

describe('languageSwitchUrl', () => {
  it('swaps the language prefix and keeps the rest of the path and the query', () => {
    expect(languageSwitchUrl('/en/wish/42', '?ref=x', 'es')).toBe('/es/wish/42?ref=x');
    expect(languageSwitchUrl('/es/privacy-policy', '', 'en')).toBe('/en/privacy-policy');
  });

  it('handles the language home with or without a trailing slash', () => {
    expect(languageSwitchUrl('/en', '', 'es')).toBe('/es');
    expect(languageSwitchUrl('/en/', '?q=cats', 'es')).toBe('/es?q=cats');
  });

  it('adds a prefix to a path that has none', () => {
    expect(languageSwitchUrl('/', '', 'es')).toBe('/es');
    expect(languageSwitchUrl('/wish/42', '', 'es')).toBe('/es/wish/42');
  });
});
