import { useRaffle } from '../../../live/use-raffle.ts';
import { rafflePhase, type RafflePhase } from '../utils/raffle-phase.ts';
import { useNow } from './use-now.ts';

/** The raffle's phase now, following the live round and the clock (an open round closes). */
export function useRafflePhase(): RafflePhase {
  const raffle = useRaffle();
  return rafflePhase(raffle, useNow());
}
