import { describe, expect, it } from 'vitest';
import { splitHashtags } from './hashtags.ts';

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

  it('knows Unicode letters, digits and underscores', () => {
    expect(splitHashtags('#añoNuevo_2026 #願い').filter((p) => p.kind === 'hashtag')).toEqual([
      { kind: 'hashtag', text: '#añoNuevo_2026' },
      { kind: 'hashtag', text: '#願い' },
    ]);
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

  it('keeps line breaks in the text runs', () => {
    expect(splitHashtags('a\n#b')).toEqual([
      { kind: 'text', text: 'a\n' },
      { kind: 'hashtag', text: '#b' },
    ]);
  });
});
