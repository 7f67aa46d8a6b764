import { describe, expect, it } from 'vitest';
import { CoalescedReads, ReadsBusy } from './coalesced-reads.ts';

/** A read that doubles numbers, noting each batch and held open until released. */
function heldDoubling() {
  const batches: string[][] = [];
  let release = Promise.withResolvers<undefined>();
  const reads = new CoalescedReads<string, number>(
    async (keys) => {
      batches.push(keys);
      await release.promise;
      return keys.map((key) => (key === 'none' ? undefined : Number(key) * 2));
    },
    { keyOf: (key) => key, maxBatch: 3, maxInFlight: 1, maxQueued: 5 },
  );
  return {
    reads,
    batches,
    release: () => {
      release.resolve(undefined);
      release = Promise.withResolvers<undefined>();
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescedReads', () => {
  it('reads each key once per statement, in batches of at most maxBatch', async () => {
    const { reads, batches, release } = heldDoubling();
    const answers = Promise.all([reads.readAll(['1', '2', '1', 'none']), reads.read('2')]);
    await nextTurn();
    release();
    await nextTurn();
    release();
    expect(await answers).toEqual([[2, 4, 2, undefined], 4]);
    expect(batches).toEqual([['1', '2', 'none']]);
  });

  it('refuses, and queues nothing, when the keys not already waiting would pass maxQueued', async () => {
    const { reads, batches, release } = heldDoubling();
    const first = reads.readAll(['1', '2', '3']); // the one statement in flight
    await nextTurn();
    const waiting = reads.readAll(['4', '5', '6', '7']); // 4 of 5 waiting
    expect(reads.waiting).toBe(4);
    expect(() => reads.readAll(['4', '8', '9'])).toThrow(ReadsBusy);
    expect(reads.waiting).toBe(4);
    // Keys already waiting cost nothing more; one fresh key still fits.
    const fits = reads.readAll(['4', '5', '8']);
    expect(reads.waiting).toBe(5);
    expect(() => reads.read('9')).toThrow(ReadsBusy);

    release();
    expect(await first).toEqual([2, 4, 6]);
    await nextTurn();
    release();
    await nextTurn();
    release();
    expect(await waiting).toEqual([8, 10, 12, 14]);
    expect(await fits).toEqual([8, 10, 16]);
    expect(batches).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8'],
    ]);
    // Room again once the queue drained.
    const again = reads.read('9');
    await nextTurn();
    release();
    expect(await again).toBe(18);
  });

  it('answers each caller once, with its own queries in its order, however they were shared', async () => {
    const { reads, batches, release } = heldDoubling();
    // Three callers sharing keys, over two statements (maxBatch 3).
    const a = reads.readAll(['3', '1']);
    const b = reads.readAll(['1', '4', '2']);
    const c = reads.readAll(['2', '2']);
    await nextTurn();
    release();
    await nextTurn();
    release();
    expect(await Promise.all([a, b, c])).toEqual([
      [6, 2],
      [2, 8, 4],
      [4, 4],
    ]);
    expect(batches).toEqual([['3', '1', '4'], ['2']]);
    expect(await reads.readAll([])).toEqual([]);
  });

  it('a failing statement fails only the reads it held', async () => {
    let calls = 0;
    const reads = new CoalescedReads<string, string>(
      async (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return keys;
      },
      { keyOf: (key) => key, maxBatch: 10, maxInFlight: 1 },
    );
    await expect(reads.read('a')).rejects.toThrow('connection lost');
    expect(await reads.read('a')).toBe('a');
  });

  it('fails a caller whose keys span a failed statement, and no caller of the other', async () => {
    const reads = new CoalescedReads<string, string>(
      async (keys) => {
        if (keys.includes('bad')) throw new Error('connection lost');
        return keys;
      },
      { keyOf: (key) => key, maxBatch: 2, maxInFlight: 2 },
    );
    // Statements of two keys: ['a', 'b'] answers, ['bad', 'c'] fails.
    const spanning = reads.readAll(['a', 'b', 'bad']);
    const other = reads.readAll(['b', 'a']);
    const last = reads.readAll(['c']);
    await expect(spanning).rejects.toThrow('connection lost');
    await expect(last).rejects.toThrow('connection lost');
    expect(await other).toEqual(['b', 'a']);
  });

  it('reads again a key asked while its statement runs', async () => {
    const { reads, batches, release } = heldDoubling();
    const early = reads.read('1');
    await nextTurn();
    const late = reads.read('1');
    release();
    expect(await early).toBe(2);
    await nextTurn();
    release();
    expect(await late).toBe(2);
    expect(batches).toEqual([['1'], ['1']]);
  });
});
