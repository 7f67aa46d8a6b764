import { TOP_WISHES_LIKES_ABOVE } from '@wishwall/contracts/constants';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTopStore } from './top-store.ts';

const initial = useTopStore.getState();
const top = () => useTopStore.getState();

function wish(id: string, likes: number): WishDto {
  return {
    id,
    number_sequence: 1,
    content: id,
    status: 'published',
    likes,
    hearts: 0,
    dislikes: 0,
    counts_version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    user: { id: 'u', name: 'U', avatar_url: null },
  };
}

describe('top store', () => {
  beforeEach(() => {
    useTopStore.setState(initial, true);
  });

  it('keeps the newest snapshot, whatever the arrival order', () => {
    top().apply({ wishes: [wish('a', 3)], version: 4 });
    top().apply({ wishes: [wish('b', 9)], version: 3 });
    expect(top().wishes.map((w) => w.id)).toEqual(['a']);
  });

  it('lets a snapshot replace the HTTP answer, never the reverse', () => {
    top().applyUnversioned([wish('http', 1)]);
    expect(top()).toMatchObject({ status: 'ready', wishes: [{ id: 'http' }] });
    top().apply({ wishes: [wish('push', 2)], version: 0 });
    top().applyUnversioned([wish('late-http', 5)]);
    expect(top().wishes.map((w) => w.id)).toEqual(['push']);
  });

  it('lists only wishes with likes', () => {
    top().apply({ wishes: [wish('a', 2), wish('b', 0)], version: 1 });
    expect(top().wishes.map((w) => w.id)).toEqual(['a']);
  });

  it('draws the line where the wall’s query does (TOP_WISHES_LIKES_ABOVE)', () => {
    const line = TOP_WISHES_LIKES_ABOVE;
    top().apply({ wishes: [wish('above', line + 1), wish('at', line)], version: 1 });
    expect(top().wishes.map((w) => w.id)).toEqual(['above']);
  });

  it('shows an error only while nothing has arrived', () => {
    top().fail();
    expect(top().status).toBe('error');
    top().apply({ wishes: [], version: 1 });
    expect(top().status).toBe('ready');
  });
});
