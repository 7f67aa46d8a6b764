import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import {
  runCannon,
  type CannonRequest,
  type CannonRun,
  type ConnectionScript,
} from './cannon-run.ts';
import type { LoadAccount } from '../system/load-accounts.ts';
import { reactionOutcome } from './reaction-outcome.ts';
import { seededRandom } from './seeded-random.ts';
import type { ReactionRecord } from '../checks/vote-replay.ts';

export interface ReactionBurstOptions {
  url: string;
  accounts: readonly LoadAccount[];
  wishIds: readonly string[];
  connections: number;
  durationSeconds: number;
  seed: number;
  /** Shared with the probe sampler so every reaction of the run has its own number. */
  nextSeq: () => number;
}

export interface ReactionBurst {
  run: CannonRun;
  records: ReactionRecord[];
}

/** One press of `reaction` on `wishId` by `account`, as the web client sends it. */
export function reactionRequest(
  account: LoadAccount,
  wishId: string,
  reaction: ReactionType,
): CannonRequest {
  return {
    method: 'POST',
    path: `/v1/wishes/${wishId}/react`,
    headers: {
      authorization: `Bearer ${account.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': account.address,
    },
    body: JSON.stringify({ reaction_type: reaction, device_id: 'wishwall-load' }),
  };
}

/**
 * Signed-in users toggling like/heart/dislike on the given wishes as fast as the server
 * answers. Each user belongs to exactly one connection, so one user never has two requests
 * in flight and the order of a user's responses is the order the votes were applied, which
 * the lost-vote replay relies on.
 */
export async function runReactionBurst(options: ReactionBurstOptions): Promise<ReactionBurst> {
  const connections = Math.min(options.connections, options.accounts.length);
  const records: ReactionRecord[] = [];
  const flushers: (() => void)[] = [];

  const script = (connection: number): ConnectionScript => {
    const mine = options.accounts.filter((_, i) => i % connections === connection);
    const random = seededRandom(options.seed * 7919 + connection);
    let turn = 0;
    let inFlight: Omit<ReactionRecord, 'outcome'> | undefined;
    const settle = (outcome: ReactionRecord['outcome']) => {
      if (inFlight) records.push({ ...inFlight, outcome });
      inFlight = undefined;
    };
    flushers.push(() => settle({ kind: 'unknown' }));
    return {
      next() {
        // A request that got no response (timeout, dropped connection) may have committed.
        settle({ kind: 'unknown' });
        const account = mine[turn++ % mine.length]!;
        const wishId = options.wishIds[Math.floor(random() * options.wishIds.length)]!;
        const reaction: ReactionType =
          REACTION_TYPES[Math.floor(random() * REACTION_TYPES.length)]!;
        inFlight = { seq: options.nextSeq(), userId: account.userId, wishId, reaction };
        return reactionRequest(account, wishId, reaction);
      },
      onResponse(status, body) {
        settle(reactionOutcome(status, body));
      },
    };
  };

  const run = await runCannon({
    url: options.url,
    connections,
    durationSeconds: options.durationSeconds,
    script,
  });
  // Requests still in flight when the run stopped: the server may finish them anyway.
  for (const flush of flushers) flush();
  return { run, records };
}
