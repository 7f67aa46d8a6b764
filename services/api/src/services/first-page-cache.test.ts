import { describe, expect, it } from 'vitest';
import type { WishListPageDto } from '@wishwall/contracts/wish.dto';
import { FirstPageCache } from './first-page-cache.ts';

/** A page whose one wish id says which load produced it. */
const pageOf = (id: string) => ({ wishes: { data: [{ id }] } }) as unknown as WishListPageDto;

/** Loads that finish when the test says so, numbered in the order they started. */
function controlledLoads() {
  const pending: ((page: WishListPageDto) => void)[] = [];
  return {
    pending,
    load: () => new Promise<WishListPageDto>((resolve) => pending.push(resolve)),
  };
}

function cacheOver(loads: ReturnType<typeof controlledLoads>, now = () => 0) {
  const cache = new FirstPageCache({
    load: loads.load,
    serialize: (page) => JSON.stringify(page),
    maxAgeMs: 1000,
    now,
  });
  cache.enable();
  return cache;
}

const topOf = async (first: ReturnType<FirstPageCache['get']>) =>
  (await first).page.wishes.data[0]?.id;

describe('FirstPageCache', () => {
  it('shares one load among concurrent misses, then answers from the copy', async () => {
    const loads = controlledLoads();
    const cache = cacheOver(loads);
    const waiting = Array.from({ length: 50 }, () => cache.get());
    expect(loads.pending).toHaveLength(1);
    loads.pending[0]!(pageOf('a'));
    expect(await Promise.all(waiting.map(topOf))).toEqual(Array(50).fill('a'));
    expect(await topOf(cache.get())).toBe('a');
    expect(loads.pending).toHaveLength(1);
  });

  it('never keeps nor hands a later request a load begun before an invalidation', async () => {
    const loads = controlledLoads();
    const cache = cacheOver(loads);
    const early = cache.get();
    cache.invalidate();
    const late = cache.get();
    expect(loads.pending).toHaveLength(2);
    // The old load finishes last: its requester gets it, nobody after the invalidation.
    loads.pending[1]!(pageOf('new'));
    expect(await topOf(late)).toBe('new');
    loads.pending[0]!(pageOf('old'));
    expect(await topOf(early)).toBe('old');
    expect(await topOf(cache.get())).toBe('new');
    expect(loads.pending).toHaveLength(2);
  });

  it('drops the copy when a count moves on a wish it shows, not on another', async () => {
    const loads = controlledLoads();
    const cache = cacheOver(loads);
    const first = cache.get();
    loads.pending[0]!(pageOf('shown'));
    await first;
    cache.countsMoved(['elsewhere']);
    expect(await topOf(cache.get())).toBe('shown');
    cache.countsMoved(['shown']);
    const next = cache.get();
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]!(pageOf('recounted'));
    expect(await topOf(next)).toBe('recounted');
  });

  it('drops a load in flight when any count moves: its wishes are not known yet', async () => {
    const loads = controlledLoads();
    const cache = cacheOver(loads);
    const early = cache.get();
    cache.countsMoved(['anything']);
    const late = cache.get();
    loads.pending[0]!(pageOf('before'));
    loads.pending[1]!(pageOf('after'));
    expect([await topOf(early), await topOf(late)]).toEqual(['before', 'after']);
  });

  it('reads again once the copy is older than its bound, and keeps nothing before enable', async () => {
    let now = 0;
    const loads = controlledLoads();
    const cache = cacheOver(loads, () => now);
    const first = cache.get();
    loads.pending[0]!(pageOf('a'));
    await first;
    now = 999;
    expect(await topOf(cache.get())).toBe('a');
    now = 1000;
    const aged = cache.get();
    loads.pending[1]!(pageOf('b'));
    expect(await topOf(aged)).toBe('b');

    const idle = new FirstPageCache({ load: loads.load, serialize: String, maxAgeMs: 1000 });
    const one = idle.get();
    const two = idle.get();
    expect(loads.pending).toHaveLength(4);
    loads.pending[2]!(pageOf('c'));
    loads.pending[3]!(pageOf('d'));
    await Promise.all([one, two]);
  });
});
