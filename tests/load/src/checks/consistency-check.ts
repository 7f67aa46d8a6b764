import { setTimeout as sleep } from 'node:timers/promises';
import type { VoteCounts } from '@wishwall/testing/reaction-counts';
import type { ViewerSwarm } from '../viewers/viewer-swarm.ts';
import type { ShownCounts } from '../viewers/viewer-protocol.ts';
import type { VoteTruthRepository } from './vote-truth.repository.ts';

export interface WishConsistency {
  wishId: string;
  /** Counted from the vote rows. */
  truth: VoteCounts;
  /** Stored on the wish row (folded by the aggregator). */
  row: VoteCounts | null;
  /** What most viewers show, and how many of them show the truth. */
  shown: VoteCounts | null;
  viewersShowingTruth: number;
  viewers: number;
  consistent: boolean;
}

export interface ConsistencyResult {
  /** Time from the end of the burst until everything agreed; null if it never did. */
  convergedAfterMs: number | null;
  /** The state at convergence, or at the last check. */
  wishes: WishConsistency[];
}

export interface ConsistencyCheck {
  truth: VoteTruthRepository;
  swarm: ViewerSwarm | null;
  wishIds: readonly string[];
  /** When the burst ended (ms since the epoch). */
  since: number;
  timeoutMs: number;
  intervalMs: number;
}

const same = (a: VoteCounts | null | undefined, b: VoteCounts) =>
  !!a && a.likes === b.likes && a.hearts === b.hearts && a.dislikes === b.dislikes;

function compare(
  wishId: string,
  truth: VoteCounts,
  row: VoteCounts | undefined,
  shown: ShownCounts | undefined,
): WishConsistency {
  const groups = shown?.groups ?? [];
  const viewers = groups.reduce((sum, group) => sum + group.viewers, 0);
  const viewersShowingTruth = groups
    .filter((group) => same(group.counts, truth))
    .reduce((sum, group) => sum + group.viewers, 0);
  const top = groups[0]?.counts;
  return {
    wishId,
    truth,
    row: row ?? null,
    shown: top ? { likes: top.likes, hearts: top.hearts, dislikes: top.dislikes } : null,
    viewersShowingTruth,
    viewers,
    consistent: same(row, truth) && viewersShowingTruth === viewers,
  };
}

/**
 * Polls until, for every wish, the counts from the vote rows, the counts on the wish row and
 * the counts every connected viewer shows are equal, or until the timeout.
 */
export async function awaitConsistency(check: ConsistencyCheck): Promise<ConsistencyResult> {
  const maxChecks = Math.ceil(check.timeoutMs / check.intervalMs) + 1;
  let wishes: WishConsistency[] = [];
  for (let attempt = 0; attempt < maxChecks; attempt++) {
    const [truth, rows, shown] = await Promise.all([
      check.truth.countsFromVotes(check.wishIds),
      check.truth.countsOnWishes(check.wishIds),
      check.swarm ? check.swarm.shown([...check.wishIds]) : [],
    ]);
    const shownById = new Map(shown.map((entry) => [entry.wishId, entry]));
    const checkedAt = Date.now();
    wishes = check.wishIds.map((id) =>
      compare(id, truth.get(id)!, rows.get(id), shownById.get(id)),
    );
    if (wishes.every((wish) => wish.consistent)) {
      return { convergedAfterMs: Math.max(0, checkedAt - check.since), wishes };
    }
    if (checkedAt - check.since >= check.timeoutMs) break;
    await sleep(check.intervalMs);
  }
  return { convergedAfterMs: null, wishes };
}
