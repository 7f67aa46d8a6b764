import { describe, expect, it } from 'vitest';
import { PENDING_MAX_AGE_MS } from '../lib/pending-after-sign-in.ts';
import { pendingReactions, resumeStep } from './pending-reaction.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = 1_800_000_000_000;

describe('a reaction pressed before signing in', () => {
  it('is kept across the sign-in and resumed once', () => {
    const storage = memoryStorage();
    pendingReactions.save({ wishId: '42', type: 'heart', savedAt: NOW }, storage);
    expect(pendingReactions.take(NOW + 60_000, storage)).toEqual({
      wishId: '42',
      type: 'heart',
      savedAt: NOW,
    });
    expect(pendingReactions.take(NOW + 60_000, storage)).toBeNull();
  });

  it('is dropped when the visitor closes the prompt, or when it is too old', () => {
    const storage = memoryStorage();
    pendingReactions.save({ wishId: '42', type: 'like', savedAt: NOW }, storage);
    pendingReactions.forget(storage);
    expect(pendingReactions.take(NOW, storage)).toBeNull();

    pendingReactions.save({ wishId: '42', type: 'like', savedAt: NOW }, storage);
    expect(pendingReactions.take(NOW + PENDING_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('does not share its key with a pending publication', () => {
    const storage = memoryStorage();
    storage.setItem(
      'pendingPublish',
      JSON.stringify({ content: 'x', method: 'card', savedAt: NOW }),
    );
    expect(pendingReactions.take(NOW, storage)).toBeNull();
    expect(storage.items.has('pendingPublish')).toBe(true);
  });

  it('ignores whatever else could be stored under its key', () => {
    const parse = (raw: string | null) => pendingReactions.parse(raw, NOW);
    expect(parse(null)).toBeNull();
    expect(parse('not json')).toBeNull();
    expect(parse('"a string"')).toBeNull();
    expect(parse(JSON.stringify({ wishId: '1', type: 'kiss', savedAt: NOW }))).toBeNull();
    expect(parse(JSON.stringify({ wishId: '', type: 'like', savedAt: NOW }))).toBeNull();
    expect(parse(JSON.stringify({ wishId: 1, type: 'like', savedAt: NOW }))).toBeNull();
    expect(parse(JSON.stringify({ wishId: '1', type: 'like' }))).toBeNull();
    expect(parse(JSON.stringify({ wishId: '1', type: 'like', savedAt: NOW + 1 }))).toBeNull();
  });
});

describe('the resume rule', () => {
  const wish = (authorId: string, mine?: 'like' | 'heart' | 'dislike' | null) => ({
    user: { id: authorId },
    my_reaction: mine,
  });

  it('presses when the user holds no vote, or another one (which it switches)', () => {
    expect(resumeStep({ type: 'like' }, wish('a', null), 'u')).toBe('press');
    expect(resumeStep({ type: 'like' }, wish('a', 'heart'), 'u')).toBe('press');
    expect(resumeStep({ type: 'like' }, wish('a'), 'u')).toBe('press');
  });

  it('never takes away the vote the visitor asked for', () => {
    expect(resumeStep({ type: 'like' }, wish('a', 'like'), 'u')).toBe('already');
  });

  it('refuses the user’s own wish', () => {
    expect(resumeStep({ type: 'like' }, wish('u', null), 'u')).toBe('own');
  });
});
