import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import type { RaffleRoundRow } from '@wishwall/db/tables/raffle-round.table';
import { toRaffleRoundDto } from './raffle-round.mapper.ts';

/**
 * Closes sales at the open round's announced close (decision 0044): the round waits for its
 * draw, and until the next round opens nothing is sold or published. Run by the clock (a
 * scheduled job), idempotent: early, or once the round is closed, it changes nothing.
 */
export class RaffleCloseService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The round it closed, or undefined when none was due. */
  closeIfDue(now = new Date()): Promise<RaffleRoundRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // Waits for publications in flight, which share-lock the open round.
      const closed = await new RaffleRoundRepository(trx).closeIfDue(now);
      if (closed) {
        await new OutboxRepository(trx).add({
          type: 'raffle.round_changed',
          payload: toRaffleRoundDto(closed),
        });
      }
      return closed;
    });
  }
}
