import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import type { RaffleRoundLive } from '@wishwall/contracts/socket-events';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiClient } from '../lib/api-client.ts';
import { socket } from './socket-client.ts';

interface RaffleStore {
  /** `GET /v1/raffle` as last read, its round kept current by the gateway's `round` pushes. */
  raffle: RaffleDto | null;
}

const useRaffleStore = create<RaffleStore>()(() => ({ raffle: null }));

let users = 0;
let reading: Promise<void> | undefined;
/**
 * Pushed while a read was under way, whose answer may be older: the last round pushed (read
 * again if the answer's round differs) or a draw (read again).
 */
let pushedWhileReading: RaffleRoundLive | 'drawn' | undefined;

const sameRound = (a: RaffleRoundLive | null | undefined, b: RaffleRoundLive) =>
  a?.number === b.number && a.state === b.state;

function read(): Promise<void> {
  reading ??= apiClient
    .get<RaffleDto>('/v1/raffle')
    .then(
      (raffle) => {
        useRaffleStore.setState({ raffle });
        return raffle;
      },
      (error: unknown) => {
        console.warn('Could not load the raffle', error);
        return null;
      },
    )
    .then((raffle) => {
      reading = undefined;
      const pushed = pushedWhileReading;
      pushedWhileReading = undefined;
      if (pushed === 'drawn' || (pushed && raffle && !sameRound(raffle.round, pushed))) void read();
    });
  return reading;
}

/** A newer state of the round shows at once; the result it may bring is read from the API. */
function onRound(round: RaffleRoundLive): void {
  const held = useRaffleStore.getState().raffle;
  if (sameRound(held?.round, round)) return;
  if (held) useRaffleStore.setState({ raffle: { ...held, round } });
  if (reading) {
    if (pushedWhileReading !== 'drawn') pushedWhileReading = round;
    return;
  }
  void read();
}
function onDrawn(): void {
  if (reading) pushedWhileReading = 'drawn';
  else void read();
}

/**
 * The raffle as every page shows it (docs/product.md#raffle): the current round — open with
 * its countdown, closed, or drawn — and the last result. Read once from the API, then kept
 * current by the gateway's `round` and `raffle` events; null until the first read answers.
 */
export function useRaffle(): RaffleDto | null {
  useEffect(() => {
    if (users++ === 0) {
      socket.on('round', onRound);
      socket.on('raffle', onDrawn);
      if (!useRaffleStore.getState().raffle) void read();
    }
    if (!socket.connected) socket.connect();
    return () => {
      if (--users === 0) {
        socket.off('round', onRound);
        socket.off('raffle', onDrawn);
      }
    };
  }, []);
  return useRaffleStore((s) => s.raffle);
}
