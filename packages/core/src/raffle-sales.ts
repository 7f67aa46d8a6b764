import { AppError } from '@wishwall/contracts/app-error';
import type { DbExecutor } from '@wishwall/db/database';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import type { RaffleRoundRow } from '@wishwall/db/tables/raffle-round.table';

export const salesClosed = () =>
  new AppError('sales_closed', 'The round is closed: publishing reopens with the next round');

/**
 * Whether a round takes sales and publications now (decision 0044): it is open and its
 * announced close has not come, whether or not the clock's job has recorded the close yet.
 */
export function isSelling(
  round: RaffleRoundRow | undefined,
  now = new Date(),
): round is RaffleRoundRow {
  return round !== undefined && round.state === 'open' && round.closes_at > now;
}

/** Whether a checkout may start now. */
export async function salesOpen(db: DbExecutor): Promise<boolean> {
  return isSelling(await new RaffleRoundRepository(db).current());
}
