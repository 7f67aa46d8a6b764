import type { WishDto } from '@wishwall/contracts/wish.dto';
import { describe, expect, it } from 'vitest';
import { appendPage, prependPublished } from './wall-list.ts';

function wish(id: string, status: WishDto['status'] = 'published'): WishDto {
  return {
    id,
    number_sequence: Number(id),
    content: `Wish ${id}`,
    status,
    likes: 0,
    hearts: 0,
    dislikes: 0,
    counts_version: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    user: { id: `u${id}`, name: `User ${id}`, avatar_url: null },
  };
}
const ids = (wishes: readonly WishDto[]) => wishes.map((w) => w.id);

describe('wall list', () => {
  it('appends a page, dropping wishes already shown', () => {
    expect(ids(appendPage([wish('9'), wish('8')], [wish('8'), wish('7'), wish('7')]))).toEqual([
      '9',
      '8',
      '7',
    ]);
  });

  it('puts live wishes on top, newest first, without duplicates', () => {
    const shown = [wish('2'), wish('1')];
    expect(ids(prependPublished(shown, [wish('3'), wish('2'), wish('4')]))).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('ignores unpublished wishes and keeps the list when nothing is new', () => {
    const shown = [wish('1')];
    expect(prependPublished(shown, [wish('1'), wish('5', 'created')])).toBe(shown);
  });
});
