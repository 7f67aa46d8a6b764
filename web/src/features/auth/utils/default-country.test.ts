import { describe, expect, it } from 'vitest';
import { regionOfLanguages } from './default-country.ts';

describe('regionOfLanguages', () => {
  it('takes the region of the first tag that has one', () => {
    expect(regionOfLanguages(['es-AR', 'es', 'en'])).toBe('AR');
    expect(regionOfLanguages(['en', 'de-de'])).toBe('DE');
  });

  it('skips script subtags', () => {
    expect(regionOfLanguages(['zh-Hant-TW'])).toBe('TW');
  });

  it('is null without any region', () => {
    expect(regionOfLanguages(['en', 'es'])).toBeNull();
    expect(regionOfLanguages([])).toBeNull();
  });
});
