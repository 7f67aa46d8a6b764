import { describe, expect, it } from 'vitest';
import { SYNC_MAX_WISHES, syncChunks } from './socket-events.ts';

describe('syncChunks', () => {
  it('splits ids into events of at most SYNC_MAX_WISHES, keeping their order', () => {
    const ids = Array.from({ length: 2 * SYNC_MAX_WISHES + 20 }, (_, index) => String(index + 1));
    const chunks = syncChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([SYNC_MAX_WISHES, SYNC_MAX_WISHES, 20]);
    expect(chunks.flat()).toEqual(ids);
  });

  it('gives one event for a full one, and none for no ids', () => {
    const full = Array.from({ length: SYNC_MAX_WISHES }, (_, index) => String(index + 1));
    expect(syncChunks(full)).toEqual([full]);
    expect(syncChunks([])).toEqual([]);
  });
});
