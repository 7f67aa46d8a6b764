import { AppError } from '@wishwall/contracts/app-error';
import type { Transaction } from 'kysely';
import type { Database, Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { WishRow } from '@wishwall/db/tables/wish.table';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { isSelling, salesClosed } from './raffle-sales.ts';

export interface PublishResult {
  wish: WishRow;
  /** False when the wish was already published: publishing is idempotent. */
  published: boolean;
}

/**
 * Moves a wish from created to published exactly once. Payments, gifts and operators all
 * publish through here, so the counter, the wish's number and the `wish.published` event
 * always change together, in one transaction, and the wish joins the open raffle round.
 */
export class WishPublishService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  publish(wishId: string): Promise<PublishResult> {
    return this.db.transaction().execute((trx) => publishIn(trx, wishId));
  }
}

/**
 * The publication itself, inside the caller's transaction, for callers that change more in
 * the same transaction (a gift used up, a payment recorded).
 */
export async function publishIn(
  trx: Transaction<Database>,
  wishId: string,
): Promise<PublishResult> {
  const wishes = new WishRepository(trx);
  const wish = await wishes.lockById(wishId);
  if (!wish) throw new AppError('wish_not_found', `Wish ${wishId} does not exist`);
  if (wish.status === 'published') return { wish, published: false };
  // Each wish joins the open round; from its announced close until the next round nothing is
  // published (decision 0044), even before the clock's job has recorded the close. The share
  // lock makes that job wait for publications in flight.
  const round = await new RaffleRoundRepository(trx).lockOpen();
  if (!isSelling(round)) throw salesClosed();

  const counter = await new WallCounterRepository(trx).increment();
  const published = await wishes
    .markPublished(wish.id, counter.published_count, new Date(), round.number)
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'wishes_one_published_per_user')) {
        throw new AppError('user_already_has_published_wish', 'User already has a published wish', {
          cause: error,
        });
      }
      throw error;
    });
  await new OutboxRepository(trx).add({
    type: 'wish.published',
    payload: {
      wishId: published.id,
      userId: published.user_id,
      numberSequence: counter.published_count,
      publishedCount: counter.published_count,
      counterVersion: counter.version,
    },
  });
  return { wish: published, published: true };
}
