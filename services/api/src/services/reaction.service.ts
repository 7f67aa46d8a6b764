import { randomUUID } from 'node:crypto';
import { AppError } from '@wishwall/contracts/app-error';
import type { ReactResultDto, ReactionType } from '@wishwall/contracts/wish.dto';
import type { Db } from '@wishwall/db/database';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { VoteRow } from '@wishwall/db/tables/vote.table';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';

/** A vote that changed twice under us three times running is a client hammering one button. */
const MAX_RETRIES = 3;

/**
 * Reactions on the hot path (DESIGN.md §4, decision 0009). The vote row is the truth and its
 * unique key makes a toggle race-free; every change appends a count delta in the same single
 * statement, which the worker's aggregator folds into the wish row. So a burst on one wish never
 * queues on that wish's row lock, and counts always converge to the votes.
 */
export class ReactionService {
  private readonly db: Db;
  private readonly stream: EventStreamWriter;

  constructor(db: Db, stream: EventStreamWriter) {
    this.db = db;
    this.stream = stream;
  }

  async react(user: UserRow, wishId: string, type: ReactionType): Promise<ReactResultDto> {
    const reactions = new ReactionRepository(this.db);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const fast = await reactions.insertIfNew(wishId, user.id, type);
      if (fast.ownerId === undefined)
        throw new AppError('wish_not_found', `Wish ${wishId} not found`);
      if (fast.ownerId === user.id) {
        throw new AppError('cannot_react_to_own_wish', 'You can not react to your own wish');
      }
      if (fast.inserted) return this.answer(user, wishId, fast.inserted, false);

      const changed = await reactions.toggleExisting(wishId, user.id, type);
      if (changed) return this.answer(user, wishId, changed.vote, changed.outcome === 'removed');
    }
    throw new AppError('conflict', 'Your reaction changed while it was being saved; try again');
  }

  /** Tells the wish page's watchers, then answers; a lost notice is healed by a reload. */
  private async answer(user: UserRow, wishId: string, vote: VoteRow, removed: boolean) {
    await this.stream.appendLive({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type: 'vote.changed',
      payload: {
        wishId,
        userId: user.id,
        userName: user.name,
        userAvatarUrl: user.avatar_url,
        reactionType: removed ? null : vote.reaction_type,
        votedAt: removed ? null : vote.created_at.toISOString(),
      },
    });
    return {
      removed,
      vote: removed
        ? null
        : {
            user_id: user.id,
            reaction_type: vote.reaction_type,
            created_at: vote.created_at.toISOString(),
            user: { id: user.id, name: user.name, avatar_url: user.avatar_url },
          },
    };
  }
}
