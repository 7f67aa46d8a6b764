import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadAccount } from '../system/load-accounts.ts';
import { reactionOutcome } from '../bursts/reaction-outcome.ts';
import type { ReactionRecord } from '../checks/vote-replay.ts';

/** One timed reaction whose push the sampled viewers watch for. */
export interface ProbeSample {
  seq: number;
  wishId: string;
  userId: string;
  /** When it was due on the sampler's schedule (it left then or, on a late timer, after). */
  sentAt: number;
  /** When the answer (or the failure) came back. */
  answeredAt: number;
  /**
   * The probe wish's likes once this like is applied: only probes touch probe wishes, and a
   * probe wish's samples never overlap, so the first push showing at least this many likes
   * is the one that carries this vote. Null when the reaction was not accepted.
   */
  likesAfter: number | null;
}

export interface ProbeSamplerOptions {
  url: string;
  accounts: readonly LoadAccount[];
  wishIds: readonly string[];
  samples: number;
  durationMs: number;
  /** Sample k is reaction number firstSeq + k of the run (see ReactionRecord.seq). */
  firstSeq: number;
}

export interface ProbeResult {
  samples: ProbeSample[];
  records: ReactionRecord[];
  /** Slots skipped because the wish's previous sample had not been answered yet. */
  skipped: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends `samples` likes at a steady rate over `durationMs`, beside the burst: sample k is
 * user ⌊k / W⌋ liking probe wish k mod W. Each user likes each probe wish at most once, so
 * every accepted sample adds exactly one like, and the push that carries it is recognisable.
 */
export async function runProbeSampler(options: ProbeSamplerOptions): Promise<ProbeResult> {
  const wishCount = options.wishIds.length;
  const total = Math.min(options.samples, wishCount * options.accounts.length);
  const interval = options.durationMs / Math.max(1, total);
  const likes = new Map<string, number>();
  const busy = new Set<string>();
  // After an unknown outcome a wish's like count is a guess, so its later samples are not timed.
  const uncertain = new Set<string>();
  const result: ProbeResult = { samples: [], records: [], skipped: 0 };
  const inFlight: Promise<void>[] = [];
  const startedAt = Date.now();

  // Open loop: a sample's latency counts from when it was due, not from when the timer let it go.
  const send = async (k: number, sentAt: number) => {
    const wishId = options.wishIds[k % wishCount]!;
    const account = options.accounts[Math.floor(k / wishCount)]!;
    const seq = options.firstSeq + k;
    busy.add(wishId);
    let status = 0;
    let body = '';
    try {
      const response = await fetch(`${options.url}/v1/wishes/${wishId}/react`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${account.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': account.address,
        },
        body: JSON.stringify({ reaction_type: 'like', device_id: 'wishwall-load-probe' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      body = await response.text();
    } catch {
      // Timed out or dropped: the outcome is unknown, which the replay accounts for.
    }
    const answeredAt = Date.now();
    const outcome = reactionOutcome(status, body);
    result.records.push({ seq, userId: account.userId, wishId, reaction: 'like', outcome });
    let likesAfter: number | null = null;
    if (outcome.kind === 'unknown') uncertain.add(wishId);
    if (outcome.kind === 'accepted' && outcome.vote === 'like' && !uncertain.has(wishId)) {
      likesAfter = (likes.get(wishId) ?? 0) + 1;
      likes.set(wishId, likesAfter);
    }
    result.samples.push({ seq, wishId, userId: account.userId, sentAt, answeredAt, likesAfter });
    busy.delete(wishId);
  };

  for (let k = 0; k < total; k++) {
    const due = startedAt + k * interval;
    if (due > Date.now()) await sleep(due - Date.now());
    // A sample may only start once the previous one on its wish is applied (see likesAfter).
    if (busy.has(options.wishIds[k % wishCount]!)) {
      result.skipped++;
      continue;
    }
    inFlight.push(send(k, due));
  }
  await Promise.all(inFlight);
  return result;
}
