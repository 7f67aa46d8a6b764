import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  hashtagsOf,
  normalizeWishText,
  splitHashtags,
  tagKey,
  tagsOf,
} from './wish-text.ts';

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

  it('keeps a script’s combining marks inside its hashtags', () => {
    // Devanagari writes vowels as marks; a decomposed ó is an o and a combining accent.
    expect(hashtagsOf('#नमस्ते दुनिया')).toEqual(['#नमस्ते']);
    expect(hashtagsOf('#Japo\u0301n')).toEqual(['#Japo\u0301n']);
  });

  it('stores each tag once, folded to lower case without Latin accents', () => {
    expect(tagsOf('#Niño y #niño, #NINO, #FinanzasPersonales #finanzas')).toEqual([
      'nino',
      'finanzaspersonales',
      'finanzas',
    ]);
    expect(tagKey('#Japo\u0301n')).toBe('japon');
    expect(tagKey('#नमस्ते')).toBe('नमस्ते');
    expect(tagsOf('no tags here, C#')).toEqual([]);
  });

  it('takes no hashtag out of the middle of a word', () => {
    expect(hashtagsOf('page#section, C#, #ok')).toEqual(['#ok']);
  });

  describe('splitHashtags', () => {
    it('cuts hashtags out of the text, keeping everything in order', () => {
      expect(splitHashtags('Peace #world and #love!')).toEqual([
        { kind: 'text', text: 'Peace ' },
        { kind: 'hashtag', text: '#world' },
        { kind: 'text', text: ' and ' },
        { kind: 'hashtag', text: '#love' },
        { kind: 'text', text: '!' },
      ]);
    });

    it('finds exactly the hashtags hashtagsOf finds', () => {
      const text = 'Un #añoNuevo_2026 #願い en page#section # y #नमस्ते\n#fin';
      const tags = splitHashtags(text)
        .filter((part) => part.kind === 'hashtag')
        .map((part) => part.text);
      expect(tags).toEqual(hashtagsOf(text));
      expect(tags).toEqual(['#añoNuevo_2026', '#願い', '#नमस्ते', '#fin']);
    });

    it('leaves a lone hash, and a hash inside a word, as text', () => {
      expect(splitHashtags('# not a tag, page#section')).toEqual([
        { kind: 'text', text: '# not a tag, page#section' },
      ]);
    });

    it('handles text that is only a hashtag, and empty text', () => {
      expect(splitHashtags('#one')).toEqual([{ kind: 'hashtag', text: '#one' }]);
      expect(splitHashtags('')).toEqual([]);
    });

    it('keeps line breaks in the text runs, and loses nothing', () => {
      expect(splitHashtags('a\n#b')).toEqual([
        { kind: 'text', text: 'a\n' },
        { kind: 'hashtag', text: '#b' },
      ]);
      const text = 'x #y\nz#w #v.';
      expect(
        splitHashtags(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    });
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
