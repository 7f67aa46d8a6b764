import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { VoteChange } from '@wishwall/contracts/socket-events';
import type { ReactResultDto, ReactionType } from '@wishwall/contracts/wish.dto';
import { toVoteDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { isRowLevelError } from '@wishwall/db/pg-errors';
import {
  ReactionRepository,
  type ReactionOutcome,
} from '@wishwall/db/repositories/reaction.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { VoteRow } from '@wishwall/db/tables/vote.table';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { GroupCommit, GroupCommitFullError } from './group-commit.ts';

/** A vote that changed under us three times running is a client hammering one button. */
const MAX_ATTEMPTS = 3;
/** Reactions per statement at most; a burst larger than this forms several batches. */
const MAX_BATCH = 200;
/**
 * Batch statements running at once. Fewer than the pool (10), so reads and sign-ins keep
 * connections during a burst; enough that a batch gathers while others commit.
 */
const MAX_IN_FLIGHT = 4;
/** Presses waiting for a slot at most; past it a press is refused rather than queued. */
const MAX_WAITING = 5000;

/** The user's vote as the answer and the wish page's watchers see it. */
const voteOf = (user: UserRow, vote: VoteRow) =>
  toVoteDto({
    ...vote,
    user_name: user.name,
    user_avatar_url: user.avatar_url,
    user_closed_at: user.closed_at,
  });

interface Press {
  user: UserRow;
  wishId: string;
  type: ReactionType;
}

/**
 * Reactions on the hot path (docs/architecture.md#the-reaction-hot-path). The vote row is the truth
 * and its unique key makes a toggle race-free. Presses are group-committed: those that arrive while
 * earlier batches are committing run together in one statement that also appends the count deltas,
 * which the worker's aggregator folds into the wish rows. A burst on one wish never queues on that
 * wish's row lock, and costs one round trip and one commit per batch.
 */
export class ReactionService {
  private readonly stream: EventStreamWriter;
  private readonly log: FastifyBaseLogger;
  private readonly presses: GroupCommit<Press, ReactionOutcome>;

  /** `onBatch` is told each group-commit batch's size (a metric). */
  constructor(
    db: Db,
    stream: EventStreamWriter,
    log: FastifyBaseLogger,
    onBatch: (size: number) => void = () => {},
  ) {
    this.stream = stream;
    this.log = log;
    const reactions = new ReactionRepository(db);
    this.presses = new GroupCommit(
      async (batch) => {
        onBatch(batch.length);
        const outcomes = await reactions.applyBatch(
          batch.map(({ user, wishId, type }) => ({ wishId, userId: user.id, type })),
        );
        // Not awaited: the votes are committed, and no press waits for Redis (decision 0018).
        void this.tellWatchers(batch, outcomes);
        return outcomes;
      },
      {
        key: ({ user, wishId }) => `${wishId}:${user.id}`,
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
        maxWaiting: MAX_WAITING,
        // A deadlock with another process's batch, or one press's bad data: retry one by one.
        // Anything else (Postgres unreachable) fails the batch's presses at once.
        isolateOn: isRowLevelError,
      },
    );
  }

  /** Presses waiting for a batch slot. */
  get waitingPresses(): number {
    return this.presses.waiting;
  }

  async react(user: UserRow, wishId: string, type: ReactionType): Promise<ReactResultDto> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = await this.presses.submit({ user, wishId, type }).catch((error: unknown) => {
        if (!(error instanceof GroupCommitFullError)) throw error;
        throw new AppError('service_unavailable', 'Too many reactions right now; try again');
      });
      switch (outcome.kind) {
        case 'wish_not_found':
          throw new AppError('wish_not_found', `Wish ${wishId} not found`);
        case 'own_wish':
          throw new AppError('cannot_react_to_own_wish', 'You can not react to your own wish');
        case 'raced':
          continue;
        case 'removed':
          return { removed: true, vote: null };
        default:
          return { removed: false, vote: voteOf(user, outcome.vote) };
      }
    }
    throw new AppError('conflict', 'Your reaction changed while it was being saved; try again');
  }

  /**
   * Tells the wish pages' watchers about a batch's changed votes in one event. The votes are
   * committed by then: a lost notice (Redis down) is healed by a reload, so it is logged,
   * not turned into a failed reaction. While Redis is disconnected the notice is skipped
   * rather than queued for the reconnection. Notices leave in batch order on the one
   * connection, so they need not be awaited. Never throws.
   */
  private async tellWatchers(batch: readonly Press[], outcomes: readonly ReactionOutcome[]) {
    const changes: VoteChange[] = [];
    batch.forEach(({ user, wishId }, index) => {
      const outcome = outcomes[index];
      if (
        outcome?.kind !== 'inserted' &&
        outcome?.kind !== 'switched' &&
        outcome?.kind !== 'removed'
      )
        return;
      changes.push({
        wishId,
        userId: user.id,
        vote: outcome.kind === 'removed' ? null : voteOf(user, outcome.vote),
      });
    });
    if (changes.length === 0) return;
    if (!this.stream.connected) {
      this.log.warn({ changes: changes.length }, 'Redis disconnected: votes.changed skipped');
      return;
    }
    try {
      await this.stream.appendLive({ type: 'votes.changed', payload: { changes } });
    } catch (error) {
      this.log.warn({ err: error, changes: changes.length }, 'votes.changed not appended');
    }
  }
}
