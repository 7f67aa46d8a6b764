import type { ReactionType } from '@wishwall/contracts/wish.dto';

/** What one reaction request came to, as the load generator saw it. */
export type ReactionOutcome =
  /** 2xx: the server says this is the user's vote now (null: the same type removed it). */
  | { kind: 'accepted'; vote: ReactionType | null; removed: boolean }
  /** 4xx: refused, so it changed nothing. */
  | { kind: 'rejected' }
  /** 5xx, timeout or a dropped connection: it may or may not have committed. */
  | { kind: 'unknown' };

export interface ReactionRecord {
  /**
   * Send order. A user's requests never overlap (each user belongs to one connection, which
   * waits for each response), so for one user and wish the send order is the commit order.
   */
  seq: number;
  userId: string;
  wishId: string;
  reaction: ReactionType;
  outcome: ReactionOutcome;
}

export interface VoteRow {
  wishId: string;
  userId: string;
  reactionType: ReactionType;
}

export interface LostVote {
  wishId: string;
  userId: string;
  expected: ReactionType | null;
  actual: ReactionType | null;
}

export interface ReplayResult {
  /**
   * User-and-wish pairs pressed in the burst with at least one accepted reaction, or with a
   * vote from before it, compared with the table.
   */
  pairsChecked: number;
  /**
   * Pairs where the vote table lacks the effect of an accepted reaction, or no longer holds a
   * vote from before the burst that nobody pressed since.
   */
  lostVotes: number;
  lostExamples: LostVote[];
  /**
   * Checked pairs with more than one acceptable final state, because a request after the last
   * accepted one has an unknown outcome (e.g. still in flight when the burst stopped).
   */
  ambiguousPairs: number;
  /** Vote rows no accepted response accounts for (e.g. a 5xx after commit). */
  unacknowledgedVotes: number;
  /** Accepted responses that contradict the toggle rule given the state before them. */
  toggleViolations: number;
}

const EXAMPLES = 10;
type State = ReactionType | null;

/**
 * The toggle rule (docs/product.md#reactions): the same type again removes the vote, another
 * switches.
 */
function toggled(before: State, reaction: ReactionType): State {
  return before === reaction ? null : reaction;
}

/**
 * Replays every user's reactions on every wish and compares the resulting final votes with
 * the vote table. An accepted response fixes the state (it says what the vote is now); a
 * request with an unknown outcome may or may not have been applied, so it widens the set of
 * acceptable states. A vote is lost when the table holds none of them. Each pair starts from
 * the vote it held before the burst (`before`, read from the table as the burst started: the
 * saturated bursts press the wishes the open-loop bursts left voted on), so even the first
 * response of each pair is checked against the toggle rule, and a vote left untouched is not
 * counted as unacknowledged.
 */
export function replayVotes(
  records: readonly ReactionRecord[],
  table: readonly VoteRow[],
  before: readonly VoteRow[] = [],
): ReplayResult {
  const byPair = new Map<string, ReactionRecord[]>();
  for (const record of records) {
    const key = `${record.wishId}:${record.userId}`;
    const list = byPair.get(key);
    if (list) list.push(record);
    else byPair.set(key, [record]);
  }
  const pairOf = (row: VoteRow) => `${row.wishId}:${row.userId}`;
  const actual = new Map(table.map((row) => [pairOf(row), row.reactionType]));
  const initial = new Map(before.map((row) => [pairOf(row), row.reactionType]));

  const result: ReplayResult = {
    pairsChecked: 0,
    lostVotes: 0,
    lostExamples: [],
    ambiguousPairs: 0,
    unacknowledgedVotes: 0,
    toggleViolations: 0,
  };
  const lost = (pair: string, expected: State, actual: State) => {
    result.lostVotes++;
    if (result.lostExamples.length >= EXAMPLES) return;
    const [wishId = '', userId = ''] = pair.split(':');
    result.lostExamples.push({ wishId, userId, expected, actual });
  };
  for (const [key, list] of byPair) {
    list.sort((a, b) => a.seq - b.seq);
    const before = initial.get(key);
    initial.delete(key);
    let possible = new Set<State>([before ?? null]);
    // A vote from before the burst counts as an accepted one: the table held it.
    let accepted: State | undefined = before;
    for (const { reaction, outcome } of list) {
      if (outcome.kind === 'rejected') continue;
      if (outcome.kind === 'unknown') {
        possible = new Set([...possible, ...[...possible].map((s) => toggled(s, reaction))]);
        continue;
      }
      const [only] = possible;
      if (possible.size === 1 && outcome.vote !== toggled(only!, reaction)) {
        result.toggleViolations++;
      }
      if (outcome.removed !== (outcome.vote === null)) result.toggleViolations++;
      possible = new Set([outcome.vote]);
      accepted = outcome.vote;
    }
    const now = actual.get(key) ?? null;
    actual.delete(key);
    const explained = possible.has(now);
    if (accepted === undefined) {
      if (!explained) result.unacknowledgedVotes++;
      continue;
    }
    result.pairsChecked++;
    if (possible.size > 1) result.ambiguousPairs++;
    if (!explained) lost(key, accepted, now);
  }
  // Pairs nobody pressed in this burst: the vote from before it must still be there.
  for (const [key, vote] of initial) {
    const now = actual.get(key) ?? null;
    actual.delete(key);
    if (now !== vote) lost(key, vote, now);
  }
  result.unacknowledgedVotes += actual.size;
  return result;
}
