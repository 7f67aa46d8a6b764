import { afterEach, describe, expect, it } from 'vitest';
import {
  searchPath,
  setServerOrigin,
  siteUrl,
  wishCardUrl,
  wishPath,
  wishUrl,
} from './wish-url.ts';

// The server's origin is module state: put back the default for the files that share it.
afterEach(() => setServerOrigin('http://localhost'));

describe('wish addresses', () => {
  it('puts the language first and escapes the id into one path segment', () => {
    expect(wishPath('es', '42')).toBe('/es/wish/42');
    expect(wishPath('en', 'a/b?c')).toBe('/en/wish/a%2Fb%3Fc');
  });

  it('where there is no window, builds full addresses on the origin the server set', () => {
    setServerOrigin('https://wishwall.example');
    expect(siteUrl('/en/how-it-works')).toBe('https://wishwall.example/en/how-it-works');
    expect(wishUrl('en', '42')).toBe('https://wishwall.example/en/wish/42');
    expect(wishCardUrl('es', '42')).toBe('https://wishwall.example/es/wish/42/card.png');
  });

  it('searches the wall with the query escaped, a #hashtag included', () => {
    expect(searchPath('en', '#summer')).toBe('/en?q=%23summer');
    expect(searchPath('es', 'a trip & more')).toBe('/es?q=a+trip+%26+more');
  });
});
