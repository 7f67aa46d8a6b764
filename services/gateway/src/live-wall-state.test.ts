import { describe, expect, test } from 'vitest';
import { createDb } from '@wishwall/db/create-db';
import { eventually } from '@wishwall/testing/eventually';
import { LiveWallState } from './live-wall-state.ts';

describe('LiveWallState', () => {
  test('a published wish it cannot read is reported, not left to crash the process', async () => {
    // A Postgres that refuses connections, as one whose connections were just terminated.
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const errors: unknown[] = [];
    const state = new LiveWallState(db, (error) => errors.push(error));
    try {
      state.apply({
        id: '1',
        occurredAt: new Date().toISOString(),
        type: 'wish.published',
        payload: {
          wishId: '7',
          userId: '3',
          numberSequence: 5,
          publishedCount: 5,
          counterVersion: 9,
        },
      });

      expect(await eventually(async () => errors.length > 0, 5000)).toBe(true);
      const changes = await state.takeChanges();
      expect(changes.counter).toEqual({ value: 5, version: 9 });
      expect(changes.published).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
