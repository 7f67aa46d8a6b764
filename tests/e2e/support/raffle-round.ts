import type { Db } from '@wishwall/db/database';

/** The state the system holds for raffle round `round` (`open`, `closed`, `drawn`). */
export async function roundState(db: Db, round: number) {
  const row = await db
    .selectFrom('raffle_rounds')
    .select('state')
    .where('number', '=', round)
    .executeTakeFirstOrThrow();
  return row.state;
}
