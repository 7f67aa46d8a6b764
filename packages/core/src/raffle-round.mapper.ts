import type { RaffleRoundDto } from '@wishwall/contracts/raffle.dto';
import type { RaffleRoundRow } from '@wishwall/db/tables/raffle-round.table';
import { formatMicros } from '@wishwall/domain/money';

/** A round as `GET /v1/raffle`, the `raffle.round_changed` event and the live push carry it. */
export function toRaffleRoundDto(round: RaffleRoundRow): RaffleRoundDto {
  return {
    number: round.number,
    prize: formatMicros(BigInt(round.prize)),
    state: round.state,
    opens_at: round.opens_at.toISOString(),
    closes_at: round.closes_at.toISOString(),
    closed_at: round.closed_at?.toISOString() ?? null,
  };
}
