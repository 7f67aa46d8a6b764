import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import type { GatewayServer } from './gateway-socket.ts';
import type { LiveWallState } from './live-wall-state.ts';
import { userRoom, type UserRooms } from './user-rooms.ts';
import type { WishCountsReader } from './wish-counts-reader.ts';

export interface StreamEventRouterDeps {
  io: GatewayServer;
  userRooms: UserRooms;
  state: LiveWallState;
  /** Answers `sync` from the counts the stream carries. */
  countsReader: WishCountsReader;
  /** The wall's state changed: a push is due. */
  wallChanged: () => void;
}

/**
 * Where each event read from the stream goes: one user's events to their sockets at once, the
 * raffle's result to every socket at once, the wall's changes into the state the next push
 * sends.
 */
export function streamEventRouter({
  io,
  userRooms,
  state,
  countsReader,
  wallChanged,
}: StreamEventRouterDeps) {
  return (event: DomainEventEnvelope): void => {
    if (event.type === 'wish.counts_changed') countsReader.observe(event.payload.counts);
    // A wallet is one user's: it goes to their sockets at once, not into the wall's tick.
    if (event.type === 'wallet.changed') {
      const { userId, balance, version } = event.payload;
      io.to(userRoom(userId)).emit('wallet', { balance, version });
    } else if (event.type === 'user.sessions_ended') {
      userRooms.sessionsEnded(event.payload);
    } else if (event.type === 'raffle.drawn') {
      // Once per round and final: every open wall shows it at once.
      const { wishId, likes, drawnAt } = event.payload;
      io.emit('raffle', { wishId, likes, drawnAt });
    } else if (state.apply(event)) {
      wallChanged();
    }
  };
}
