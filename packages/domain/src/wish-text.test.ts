import { describe, expect, it } from 'vitest';
import { excerptOf, hashtagsOf, normalizeWishText } from './wish-text.ts';

describe('wish text', () => {
  it('trims, and refuses empty, blank and over-long text', () => {
    expect(normalizeWishText('  a wish  ')).toBe('a wish');
    for (const bad of ['', '   ', '\n\t', 'x'.repeat(501)]) {
      expect(() => normalizeWishText(bad)).toThrow(
        expect.objectContaining({ code: 'validation_failed' }),
      );
    }
    expect(normalizeWishText('x'.repeat(500))).toHaveLength(500);
  });

  it('finds hashtags in any script', () => {
    expect(hashtagsOf('Viajar a #Japón con mi #familia_2027 #!')).toEqual([
      '#Japón',
      '#familia_2027',
    ]);
  });

  it('cuts an excerpt with an ellipsis, never through an emoji', () => {
    expect(excerptOf('short', 10)).toBe('short');
    expect(excerptOf('abcdefghijk', 10)).toBe('abcdefghi…');
    const cutThroughEmoji = excerptOf(`abcdefgh😀rest`, 10);
    expect(cutThroughEmoji).toBe('abcdefgh…');
    expect(cutThroughEmoji.isWellFormed()).toBe(true);
    expect(excerptOf(`abcdefg😀rest`, 10)).toBe('abcdefg😀…');
  });
});
