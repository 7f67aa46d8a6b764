import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  it('encodes the URL and text for every target', () => {
    const links = shareLinks('https://wish.example/en/wish/7', 'Peace & #love');
    expect(links.map((l) => l.target)).toEqual([
      'twitter',
      'facebook',
      'whatsapp',
      'telegram',
      'linkedin',
    ]);
    const href = (target: string) => links.find((l) => l.target === target)?.href ?? '';
    expect(href('twitter')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwish.example%2Fen%2Fwish%2F7&text=Peace%20%26%20%23love',
    );
    expect(href('whatsapp')).toBe(
      'https://wa.me/?text=Peace%20%26%20%23love%20https%3A%2F%2Fwish.example%2Fen%2Fwish%2F7',
    );
    expect(href('linkedin')).toContain('url=https%3A%2F%2Fwish.example');
  });
});
