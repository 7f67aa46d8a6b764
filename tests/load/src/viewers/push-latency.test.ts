import { describe, expect, it } from 'vitest';
import { pushLatencies } from './push-latency.ts';
import type { ProbeSample } from './probe-sampler.ts';

const sample = (
  wishId: string,
  sentAt: number,
  likesAfter: number | null,
  answeredAt = sentAt + 20,
): ProbeSample => ({
  seq: sentAt,
  wishId,
  userId: '1',
  sentAt,
  answeredAt,
  likesAfter,
});

describe('pushLatencies', () => {
  it('times each vote to the first push that includes it, per viewer', () => {
    const arrivals = [
      { wishId: 'a', likes: 1, at: 1060 },
      { wishId: 'b', likes: 1, at: 1100 },
      { wishId: 'a', likes: 2, at: 1600 },
    ];
    const result = pushLatencies(
      [sample('a', 1000, 1), sample('a', 1500, 2)],
      [arrivals, arrivals],
    );
    expect(result.latenciesMs).toEqual([60, 60, 100, 100]);
    expect(result.afterAnswerMs).toEqual([40, 40, 80, 80]);
    expect(result.answerMs).toEqual([20, 20]);
    expect(result.missing).toBe(0);
  });

  it('lets one push carry several votes that landed in the same tick', () => {
    const arrivals = [{ wishId: 'a', likes: 2, at: 1090 }];
    const result = pushLatencies([sample('a', 1000, 1), sample('a', 1040, 2)], [arrivals]);
    expect(result.latenciesMs).toEqual([90, 50]);
  });

  it('counts a vote no push ever showed as missing, and skips refused votes', () => {
    const arrivals = [{ wishId: 'a', likes: 1, at: 1050 }];
    const result = pushLatencies([sample('a', 1000, 2), sample('a', 1000, null)], [arrivals]);
    expect(result).toEqual({ latenciesMs: [], afterAnswerMs: [], answerMs: [20], missing: 1 });
  });

  it('tells the answer from the rest, even when the push beat the answer', () => {
    const arrivals = [{ wishId: 'a', likes: 1, at: 1070 }];
    const result = pushLatencies([sample('a', 1000, 1, 1080)], [arrivals]);
    expect(result).toEqual({ latenciesMs: [70], afterAnswerMs: [-10], answerMs: [80], missing: 0 });
  });
});
