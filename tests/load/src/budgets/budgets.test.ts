import { describe, expect, it } from 'vitest';
import { reactionVerdicts, type ReactionMeasurements } from './reaction-budgets.ts';
import { readVerdicts, type ReadMeasurement } from './read-budgets.ts';
import { summarizeLatencies } from '../reports/percentiles.ts';

const healthy: ReactionMeasurements = {
  hotToBaseline: 0.8,
  rounds: 3,
  baselinePerSecond: 1000,
  hotAcceptedPerSecond: 800,
  offeredPerSecond: 500,
  pushP99Ms: 250,
  saturatedPushP99Ms: 250,
  watchedHotToBaseline: 0.5,
  viewers: 2000,
  maxMessagesPerViewerPerSecond: 10,
  convergedAfterMs: 1000,
  lostVotes: 0,
};

describe('reactionVerdicts', () => {
  it('passes every budget at exactly its limit', () => {
    expect(reactionVerdicts(healthy).map((v) => v.pass)).toEqual(Array(7).fill(true));
  });

  it('fails each budget just past its limit', () => {
    const verdicts = reactionVerdicts({
      hotToBaseline: 0.799,
      rounds: 3,
      baselinePerSecond: 1000,
      hotAcceptedPerSecond: 799,
      offeredPerSecond: 500,
      pushP99Ms: 251,
      saturatedPushP99Ms: 251,
      watchedHotToBaseline: 0.499,
      viewers: 2000,
      maxMessagesPerViewerPerSecond: 10.1,
      convergedAfterMs: 1001,
      lostVotes: 1,
    });
    expect(verdicts.map((v) => v.pass)).toEqual(Array(7).fill(false));
  });

  it('fails what was not measured instead of passing it by default', () => {
    const verdicts = reactionVerdicts({
      ...healthy,
      hotToBaseline: 0,
      baselinePerSecond: 0,
      pushP99Ms: null,
      saturatedPushP99Ms: null,
      watchedHotToBaseline: null,
      maxMessagesPerViewerPerSecond: null,
      convergedAfterMs: null,
    });
    expect(verdicts.filter((v) => !v.pass)).toHaveLength(6);
  });
});

describe('readVerdicts', () => {
  const wall = (
    latencies: number[],
    overrides: Partial<ReadMeasurement> = {},
  ): ReadMeasurement => ({
    name: 'Wall page 1',
    kind: 'wall',
    offeredPerSecond: 500,
    deliveredPerSecond: 500,
    failed: 0,
    latency: summarizeLatencies(latencies),
    ...overrides,
  });

  it('holds the wall to 20 ms and search to 50 ms', () => {
    const [wallVerdict, searchVerdict] = readVerdicts([
      wall([5, 20]),
      wall([5, 30], { name: 'Search', kind: 'search' }),
    ]);
    expect(wallVerdict!.pass).toBe(true);
    expect(searchVerdict!.pass).toBe(true);
    expect(readVerdicts([wall([5, 21])])[0]!.pass).toBe(false);
  });

  it('fails a fast p99 that came from errors or from a rate that was not served', () => {
    expect(readVerdicts([wall([1], { failed: 3 })])[0]!.pass).toBe(false);
    expect(readVerdicts([wall([1], { deliveredPerSecond: 300 })])[0]!.pass).toBe(false);
  });
});
