import type { ProbeSample } from './probe-sampler.ts';
import type { ProbeArrival } from './viewer-protocol.ts';

export interface PushLatencies {
  /** One value per accepted sample and sampled viewer, in ms from sending the vote. */
  latenciesMs: number[];
  /** Sample-and-viewer pairs where the vote never showed up in a push. */
  missing: number;
}

/**
 * Vote → push latency: for each accepted probe vote and each sampled viewer, the time from
 * sending the vote to the first push of that wish's counts that includes it.
 */
export function pushLatencies(
  samples: readonly ProbeSample[],
  arrivalsPerViewer: readonly (readonly ProbeArrival[])[],
): PushLatencies {
  const result: PushLatencies = { latenciesMs: [], missing: 0 };
  for (const sample of samples) {
    if (sample.likesAfter === null) continue;
    for (const arrivals of arrivalsPerViewer) {
      const carrier = arrivals.find(
        (a) => a.wishId === sample.wishId && a.likes >= sample.likesAfter! && a.at >= sample.sentAt,
      );
      if (carrier) result.latenciesMs.push(carrier.at - sample.sentAt);
      else result.missing++;
    }
  }
  return result;
}
