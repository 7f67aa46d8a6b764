import { describe, expect, it } from 'vitest';
import { mergeCannonRuns, type CannonRun } from './cannon-run.ts';
import { median } from './ratio-rounds.ts';

const run = (overrides: Partial<CannonRun>): CannonRun => ({
  startedAt: 0,
  finishedAt: 5000,
  durationSeconds: 5,
  connections: 100,
  responses: 10,
  accepted: 9,
  non2xx: 1,
  errors: 0,
  timeouts: 0,
  statusCounts: { 200: 9, 429: 1 },
  latenciesMs: [1, 2],
  timeline: [{ accepted: 9, other: 1 }],
  ...overrides,
});

describe('median', () => {
  it('takes the middle round, so one disturbed round does not move the ratio', () => {
    expect(median([0.9, 0.3, 0.85])).toBe(0.85);
    expect(median([1, 0.8])).toBe(0.9);
    expect(median([])).toBe(0);
  });
});

describe('mergeCannonRuns', () => {
  it('sums the counts and joins the seconds and latencies, in order', () => {
    const merged = mergeCannonRuns([
      run({}),
      run({
        startedAt: 9000,
        finishedAt: 14_000,
        accepted: 20,
        responses: 20,
        non2xx: 0,
        statusCounts: { 200: 20 },
        latenciesMs: [3],
        timeline: [{ accepted: 20, other: 0 }],
      }),
    ]);
    expect(merged).toMatchObject({
      startedAt: 0,
      finishedAt: 14_000,
      durationSeconds: 10,
      responses: 30,
      accepted: 29,
      non2xx: 1,
      statusCounts: { 200: 29, 429: 1 },
      latenciesMs: [1, 2, 3],
      timeline: [
        { accepted: 9, other: 1 },
        { accepted: 20, other: 0 },
      ],
    });
  });

  it('leaves the runs it merged as they were', () => {
    const first = run({});
    mergeCannonRuns([first, run({ statusCounts: { 200: 1 } })]);
    expect(first.statusCounts).toEqual({ 200: 9, 429: 1 });
    expect(first.latenciesMs).toEqual([1, 2]);
  });
});
