import { describe, expect, it } from 'vitest';
import { GroupCommit, GroupCommitFullError } from './group-commit.ts';

interface Item {
  key: string;
  value: number;
}

/** A runner whose batches finish only when the test says so, recording what ran together. */
function gatedRunner() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;
  const run = async (items: readonly Item[]) => {
    batches.push(items.map((item) => item.value));
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return items.map((item) => item.value * 10);
  };
  const openAll = async () => {
    while (gates.length > 0) {
      gates.splice(0).forEach((open) => open());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, openAll, mostRunning: () => mostRunning };
}

const item = (value: number, key = `k${value}`): Item => ({ key, value });
/** Options under test, with room enough and no isolation unless a test says otherwise. */
const opts = (
  overrides: Partial<{ maxBatch: number; maxInFlight: number; maxWaiting: number }>,
) => ({
  key: (i: Item) => i.key,
  maxBatch: 10,
  maxInFlight: 1,
  maxWaiting: 1000,
  isolateOn: () => false,
  ...overrides,
});

describe('GroupCommit', () => {
  it('runs an item at once while a slot is free, and gathers the ones that wait', async () => {
    const runner = gatedRunner();
    const commit = new GroupCommit(runner.run, opts({}));
    const results = [1, 2, 3, 4, 5].map((value) => commit.submit(item(value)));
    expect(runner.batches).toEqual([[1]]);
    expect(commit.waiting).toBe(4);
    await runner.openAll();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(runner.batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('never runs more batches at once than allowed, nor more items per batch', async () => {
    const runner = gatedRunner();
    const commit = new GroupCommit(runner.run, opts({ maxBatch: 3, maxInFlight: 2 }));
    const results = Array.from({ length: 20 }, (_, i) => commit.submit(item(i)));
    await runner.openAll();
    expect(await Promise.all(results)).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(runner.mostRunning()).toBe(2);
    expect(Math.max(...runner.batches.map((batch) => batch.length))).toBe(3);
    expect(runner.batches.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  it('keeps items of one key apart and in order, also across running batches', async () => {
    const runner = gatedRunner();
    const commit = new GroupCommit(runner.run, opts({ maxInFlight: 2 }));
    const results = [
      commit.submit(item(1, 'a')),
      commit.submit(item(2, 'a')),
      commit.submit(item(3, 'b')),
      commit.submit(item(4, 'a')),
    ];
    // 1 (a) and 3 (b) start at once; 2 and 4 wait for a, and 4 never passes 2.
    expect(runner.batches).toEqual([[1], [3]]);
    await runner.openAll();
    await Promise.all(results);
    expect(runner.batches).toEqual([[1], [3], [2], [4]]);
  });

  const failingOn3 = (batches: number[][]) => async (items: readonly Item[]) => {
    batches.push(items.map((i) => i.value));
    await new Promise((resolve) => setImmediate(resolve));
    if (items.some((i) => i.value === 3)) throw new Error('bad item 3');
    return items.map((i) => i.value);
  };

  it('retries a batch item by item when its error may be one item’s fault', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit(failingOn3(batches), { ...opts({}), isolateOn: () => true });
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((value) => commit.submit(item(value))),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(commit.waiting).toBe(0);
  });

  it('fails the whole batch at once on any other error, and frees its keys', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit(failingOn3(batches), opts({}));
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((value) => commit.submit(item(value))),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await commit.submit(item(2))).toBe(2);
  });

  it('refuses at once when too many items wait', async () => {
    const runner = gatedRunner();
    const commit = new GroupCommit(runner.run, opts({ maxWaiting: 2 }));
    const accepted = [1, 2, 3].map((value) => commit.submit(item(value)));
    await expect(commit.submit(item(4))).rejects.toBeInstanceOf(GroupCommitFullError);
    await runner.openAll();
    expect(await Promise.all(accepted)).toEqual([10, 20, 30]);
  });

  it('refuses a runner that answers a different number of results', async () => {
    const commit = new GroupCommit(async (): Promise<number[]> => [], opts({}));
    await expect(commit.submit(item(1))).rejects.toThrow('Batch of 1 answered 0 results');
  });
});
