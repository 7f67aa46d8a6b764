import type { RaffleDto } from '@wishwall/contracts/raffle.dto';

/**
 * What the site says about the raffle now (docs/product.md#raffle): a round open until its
 * close, a round closed and waiting for its draw, or a round drawn — its winner announced
 * until the next round opens. `unknown` until the raffle is read.
 */
export type RafflePhase =
  | { kind: 'unknown' }
  | { kind: 'open'; number: number; prize: string; closesAt: string }
  | { kind: 'closed'; number: number; prize: string }
  | {
      kind: 'drawn';
      number: number;
      prize: string;
      winnerId: string | null;
      winnerNumber: number | null;
      likes: number;
    };

export function rafflePhase(raffle: RaffleDto | null, now = Date.now()): RafflePhase {
  const round = raffle?.round;
  if (!raffle || !round) return { kind: 'unknown' };
  const { number, prize } = round;
  if (round.state === 'drawn' && raffle.result_round === number) {
    return {
      kind: 'drawn',
      number,
      prize,
      winnerId: raffle.winner?.id ?? null,
      winnerNumber: raffle.winner?.number_sequence ?? null,
      likes: raffle.likes ?? 0,
    };
  }
  // Sales stop at the announced close, before the clock's job records it.
  if (round.state === 'open' && Date.parse(round.closes_at) > now) {
    return { kind: 'open', number, prize, closesAt: round.closes_at };
  }
  return { kind: 'closed', number, prize };
}

/** Whether a wish can be published now. Unknown counts as yes: the server decides anyway. */
export const publishingOpen = (phase: RafflePhase) =>
  phase.kind === 'open' || phase.kind === 'unknown';

/** Whole days, hours, minutes and seconds until `at` (zero once past). */
export function timeLeft(at: string, now = Date.now()) {
  let seconds = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  return { days, hours, minutes, seconds: seconds - minutes * 60 };
}

/** The prize as the page's language writes dollars: "$10,000", "10.000 US$", cents if any. */
export function formatPrize(prize: string, language: string): string {
  const amount = Number(prize);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
