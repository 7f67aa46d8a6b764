import { describe, expect, it } from 'vitest';
import { preferredSiteLanguage, siteLanguageOf } from './language-preference.ts';

describe('the site language a browser asks for', () => {
  it('matches a tag by its primary subtag', () => {
    for (const tag of ['es', 'es-ES', 'es-MX', 'ES', 'es_AR', 'es-419']) {
      expect(siteLanguageOf(tag), tag).toBe('es');
    }
    expect(siteLanguageOf('en-US')).toBe('en');
    expect(siteLanguageOf('fr-FR')).toBeUndefined();
    expect(siteLanguageOf('est')).toBeUndefined();
  });

  it('reads Accept-Language by weight, then order', () => {
    expect(preferredSiteLanguage('es-ES')).toBe('es');
    expect(preferredSiteLanguage('es-MX')).toBe('es');
    expect(preferredSiteLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredSiteLanguage('fr-FR, fr;q=0.9, es;q=0.5, en;q=0.4')).toBe('es');
    expect(preferredSiteLanguage('en;q=0.2, es-MX')).toBe('es');
    expect(preferredSiteLanguage('en-GB, es')).toBe('en');
    expect(preferredSiteLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(preferredSiteLanguage('de, fr')).toBeUndefined();
    expect(preferredSiteLanguage('')).toBeUndefined();
    expect(preferredSiteLanguage(undefined)).toBeUndefined();
    expect(preferredSiteLanguage('*')).toBeUndefined();
  });
});
