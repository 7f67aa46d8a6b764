import type { ProbeSample } from './probe-sampler.ts';
import type { ProbeArrival } from './viewer-protocol.ts';

export interface PushLatencies {
  /** One value per accepted sample and sampled viewer, in ms from sending the vote. */
  latenciesMs: number[];
  /**
   * The same pairs, in ms from the vote's answer: the part after the reaction call returned
   * (the aggregator, the gateway's tick, the fan-out). Negative when the push beat the answer.
   */
  afterAnswerMs: number[];
  /** Per accepted sample, its reaction call's own latency (send → answer), in ms. */
  answerMs: number[];
  /** Sample-and-viewer pairs where the vote never showed up in a push. */
  missing: number;
}

/**
 * Vote → push latency: for each accepted probe vote and each sampled viewer, the time from
 * sending the vote to the first push of that wish's counts that includes it, and how much of
 * it the reaction call itself took.
 */
export function pushLatencies(
  samples: readonly ProbeSample[],
  arrivalsPerViewer: readonly (readonly ProbeArrival[])[],
): PushLatencies {
  const result: PushLatencies = { latenciesMs: [], afterAnswerMs: [], answerMs: [], missing: 0 };
  for (const sample of samples) {
    if (sample.likesAfter === null) continue;
    result.answerMs.push(sample.answeredAt - sample.sentAt);
    for (const arrivals of arrivalsPerViewer) {
      const carrier = arrivals.find(
        (a) => a.wishId === sample.wishId && a.likes >= sample.likesAfter! && a.at >= sample.sentAt,
      );
      if (carrier) {
        result.latenciesMs.push(carrier.at - sample.sentAt);
        result.afterAnswerMs.push(carrier.at - sample.answeredAt);
      } else result.missing++;
    }
  }
  return result;
}
