import { describe, expect, it } from 'vitest';
import { hashtagsOf, normalizeWishText } from './wish-text.ts';

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
});
