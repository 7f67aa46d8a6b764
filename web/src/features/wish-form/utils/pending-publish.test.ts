import { describe, expect, it } from 'vitest';
import {
  forgetPendingPublish,
  parsePendingPublish,
  PENDING_PUBLISH_MAX_AGE_MS,
  savePendingPublish,
  takePendingPublish,
} from './pending-publish.ts';

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

describe('pending publish', () => {
  it('keeps the text and the chosen method across the sign-in, and resumes it once', () => {
    const storage = memoryStorage();
    savePendingPublish({ content: 'I wish #peace', method: 'paypal', savedAt: NOW }, storage);
    expect(takePendingPublish(NOW + 60_000, storage)).toEqual({
      content: 'I wish #peace',
      method: 'paypal',
      savedAt: NOW,
    });
    expect(takePendingPublish(NOW + 60_000, storage)).toBeNull();
  });

  it('does not resume a request the visitor gave up', () => {
    const storage = memoryStorage();
    savePendingPublish({ content: 'x', method: 'card', savedAt: NOW }, storage);
    forgetPendingPublish(storage);
    expect(takePendingPublish(NOW, storage)).toBeNull();
  });

  it('drops an old request, and removes it all the same', () => {
    const storage = memoryStorage();
    savePendingPublish({ content: 'x', method: 'card', savedAt: NOW }, storage);
    expect(takePendingPublish(NOW + PENDING_PUBLISH_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('ignores whatever else could be stored under its key', () => {
    const parse = (raw: string | null) => parsePendingPublish(raw, NOW);
    expect(parse(null)).toBeNull();
    expect(parse('not json')).toBeNull();
    expect(parse('null')).toBeNull();
    expect(parse(JSON.stringify({ content: 'x', method: 'crypto', savedAt: NOW }))).toBeNull();
    expect(parse(JSON.stringify({ content: '  ', method: 'card', savedAt: NOW }))).toBeNull();
    expect(parse(JSON.stringify({ content: 'x', method: 'card' }))).toBeNull();
    expect(parse(JSON.stringify({ content: 'x', method: 'card', savedAt: NOW + 1 }))).toBeNull();
  });
});
