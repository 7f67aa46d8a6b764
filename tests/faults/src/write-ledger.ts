import type { ReactionType } from '@wishwall/contracts/wish.dto';

export interface AcknowledgedSignUp {
  userId: string;
  email: string;
}

/** The vote the API last acknowledged for one user on one wish; null: removed. */
export interface AcknowledgedVote {
  userId: string;
  wishId: string;
  reactionType: ReactionType | null;
}

interface PairState {
  userId: string;
  wishId: string;
  /** The last answered press's outcome; undefined while the last press is unanswered. */
  acknowledged: ReactionType | null | undefined;
}

/**
 * What the API acknowledged during a fault run. A user's presses on one wish are sent one
 * after another, so the answer to the last press says what its vote must be; a pair whose
 * last press got no answer (cut off by the fault) may hold either state and is not judged.
 */
export class WriteLedger {
  readonly signUps: AcknowledgedSignUp[] = [];
  readonly publishedWishIds: string[] = [];
  acknowledgedPresses = 0;
  private readonly pairs = new Map<string, PairState>();

  pressSent(userId: string, wishId: string): void {
    this.pairs.set(`${wishId}:${userId}`, { userId, wishId, acknowledged: undefined });
  }

  pressAcknowledged(userId: string, wishId: string, reactionType: ReactionType | null): void {
    this.pairs.set(`${wishId}:${userId}`, { userId, wishId, acknowledged: reactionType });
    this.acknowledgedPresses++;
  }

  /** The votes whose last press was acknowledged. */
  acknowledgedVotes(): AcknowledgedVote[] {
    return [...this.pairs.values()]
      .filter((pair) => pair.acknowledged !== undefined)
      .map(({ userId, wishId, acknowledged }) => ({
        userId,
        wishId,
        reactionType: acknowledged ?? null,
      }));
  }
}
