import type { RaffleDto } from '@wishwall/contracts/raffle.dto';

/** `GET /v1/raffle`'s answer before any round, with the given fields instead. */
export const raffleDto = (overrides: Partial<RaffleDto> = {}): RaffleDto => ({
  round: null,
  result_round: null,
  drawn: false,
  winner: null,
  likes: null,
  drawn_at: null,
  top_ten: [],
  prize_payment: null,
  ...overrides,
});
