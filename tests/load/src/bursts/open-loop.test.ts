import { describe, expect, it } from 'vitest';
import {
  dueBy,
  latencyFromSchedule,
  offeredRate,
  scheduledCount,
  scheduledOffset,
  UserDispatcher,
} from './open-loop.ts';

describe('offeredRate', () => {
  it('offers half the baseline measured in the run, rounded', () => {
    expect(offeredRate(2501, null)).toBe(1251);
    expect(offeredRate(7100, null)).toBe(3550);
  });

  it('takes the flag over the calibration, and never offers nothing', () => {
    expect(offeredRate(7100, 800)).toBe(800);
    expect(offeredRate(0, null)).toBe(1);
  });
});

describe('the schedule', () => {
  it('spaces requests evenly from the start', () => {
    expect(scheduledCount(2000, 10_000)).toBe(20_000);
    expect(scheduledOffset(0, 2000)).toBe(0);
    expect(scheduledOffset(3, 2000)).toBe(1.5);
    expect(scheduledOffset(2000, 2000)).toBe(1000);
  });

  it('counts as due every request whose time has come, whatever was answered', () => {
    expect(dueBy(-1, 1000, 100)).toBe(0);
    expect(dueBy(0, 1000, 100)).toBe(1);
    expect(dueBy(9.99, 1000, 100)).toBe(10);
    expect(dueBy(10, 1000, 100)).toBe(11);
    // A generator asleep for 50 ms owes all 50 at once on waking, and never more than the total.
    expect(dueBy(50, 1000, 100)).toBe(51);
    expect(dueBy(5000, 1000, 100)).toBe(100);
  });

  it('counts latency from the scheduled send, so waiting shows', () => {
    expect(latencyFromSchedule(1000, 1012)).toBe(12);
  });
});

describe('UserDispatcher', () => {
  it('gives each due request a free user, and queues it with its time when none is free', () => {
    const dispatcher = new UserDispatcher(['a', 'b']);
    expect(dispatcher.due(0)).toBe('a');
    expect(dispatcher.due(1)).toBe('b');
    expect(dispatcher.due(2)).toBeNull();
    expect(dispatcher.due(3)).toBeNull();
    expect(dispatcher.backlog).toBe(2);
    // The user answered first sends the oldest waiting request, which keeps its own time.
    expect(dispatcher.release('b')).toBe(2);
    expect(dispatcher.release('a')).toBe(3);
    expect(dispatcher.backlog).toBe(0);
    expect(dispatcher.release('b')).toBeNull();
    expect(dispatcher.due(4)).toBe('b');
  });

  it('sends nothing more as a user whose request got no answer', () => {
    const dispatcher = new UserDispatcher(['a', 'b']);
    expect(dispatcher.due(0)).toBe('a');
    expect(dispatcher.due(1)).toBe('b');
    expect(dispatcher.due(2)).toBeNull();
    // a timed out: it may still commit later, so a is not used again; b carries on.
    expect(dispatcher.retire()).toEqual([]);
    expect(dispatcher.exhausted).toBe(false);
    expect(dispatcher.release('b')).toBe(2);
    expect(dispatcher.due(3)).toBeNull();
    // b times out too: no user is left, and the waiting request is given up, not sent.
    expect(dispatcher.retire()).toEqual([3]);
    expect(dispatcher.exhausted).toBe(true);
  });

  it('never has one user twice in flight', () => {
    const dispatcher = new UserDispatcher([1, 2, 3]);
    const inFlight = new Set<number>();
    let t = 0;
    for (let step = 0; step < 200; step++) {
      if (step % 3 === 2 && inFlight.size > 0) {
        const user = [...inFlight][0]!;
        inFlight.delete(user);
        if (dispatcher.release(user) !== null) inFlight.add(user);
      } else {
        const user = dispatcher.due(t++);
        if (user !== null) {
          expect(inFlight.has(user)).toBe(false);
          inFlight.add(user);
        }
      }
    }
  });
});
