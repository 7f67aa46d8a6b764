import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketRefusal } from '@wishwall/contracts/socket-events';
import { syncWishCounts, type SendSync } from './sync-wish-counts.ts';

/** What was sent, with the answer the test gives for the gateway. */
interface Sent {
  ids: string[];
  answer: (refused?: SocketRefusal) => void;
}

function fakeGateway() {
  const sent: Sent[] = [];
  const send: SendSync = (ids, answered) =>
    sent.push({ ids, answer: (refused) => answered([], refused) });
  return { sent, send };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));
const busy: SocketRefusal = { code: 'rate_limited', message: 'busy', retryAfterMs: 800 };

afterEach(() => {
  vi.useRealTimers();
});

describe('syncing the counts of many wishes', () => {
  it('sends one chunk at a time, the next once the last is answered', () => {
    const { sent, send } = fakeGateway();
    syncWishCounts([...ids(120), '1'], send);
    expect(sent.map((chunk) => chunk.ids.length)).toEqual([50]);
    sent[0]?.answer();
    expect(sent.map((chunk) => chunk.ids.length)).toEqual([50, 50]);
    sent[1]?.answer();
    sent[2]?.answer();
    expect(sent.map((chunk) => chunk.ids.length)).toEqual([50, 50, 20]);
    expect(new Set(sent.flatMap((chunk) => chunk.ids)).size).toBe(120);
  });

  it('sends a refused chunk again when told, before the rest', () => {
    vi.useFakeTimers();
    const { sent, send } = fakeGateway();
    syncWishCounts(ids(60), send);
    sent[0]?.answer(busy);
    vi.advanceTimersByTime(busy.retryAfterMs - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((chunk) => chunk.ids)).toEqual([ids(50), ids(50)]);
    sent[1]?.answer();
    expect(sent[2]?.ids).toEqual(ids(60).slice(50));
  });

  it('gives a chunk up after five refusals', () => {
    vi.useFakeTimers();
    const { sent, send } = fakeGateway();
    syncWishCounts(ids(60), send);
    for (let i = 0; i < 5; i++) {
      sent[i]?.answer(busy);
      vi.advanceTimersByTime(busy.retryAfterMs);
    }
    expect(sent).toHaveLength(5);
  });
});
