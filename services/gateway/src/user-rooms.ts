import type { Server } from 'socket.io';
import type { SessionsEndedEvent } from '@wishwall/contracts/domain-events';
import type { SocketIdentity, SocketSession } from './socket-identity.ts';

/** What of a socket the rooms use: its session, and joining and leaving rooms. */
interface SessionSocket {
  data: { session?: SocketSession | undefined };
  join(room: string): Promise<void> | void;
  leave(room: string): Promise<void> | void;
}
type SessionsEnded = SessionsEndedEvent['payload'];

/** How long an end of sessions is remembered for identifications that were under way. */
const ENDED_REMEMBERED_MS = 60_000;
const ENDED_REMEMBERED_MAX = 10_000;

export const userRoom = (userId: string) => `user:${userId}`;

const endedBy = (session: SocketSession, ended: SessionsEnded) =>
  session.tokenVersion < ended.tokenVersion && session.jti !== ended.keptJti;

/**
 * Which sockets stand for which signed-in user: a socket identifies with its session's token
 * and joins the user's room, where the wallet pushes go. When an account change ends the
 * user's sessions (`user.sessions_ended`), the sockets of the ended ones leave the room at once
 * — the session that made the change keeps its socket — so a signed-out browser, or a
 * stolen token's, hears nothing more of the account (docs/decisions/0036-operator-sessions.md).
 */
export class UserRooms {
  private readonly io: Server;
  private readonly identity: SocketIdentity;
  /**
   * Ends of sessions seen lately, by user: an identification that read its token's version
   * from Postgres before the change committed, and joins after the event arrived, is refused.
   */
  private readonly recentlyEnded = new Map<string, SessionsEnded & { at: number }>();

  constructor(io: Server, identity: SocketIdentity) {
    this.io = io;
    this.identity = identity;
  }

  /** Signs the socket in as the token's session (or out); true when the token is accepted. */
  async identify(socket: SessionSocket, token: unknown): Promise<boolean> {
    let session = await this.identity.sessionOf(token);
    const ended = session && this.recentlyEnded.get(session.userId);
    if (session && ended && endedBy(session, ended)) session = undefined;
    const before = socket.data.session;
    if (before && before.userId !== session?.userId) await socket.leave(userRoom(before.userId));
    socket.data.session = session;
    if (session) await socket.join(userRoom(session.userId));
    return session !== undefined;
  }

  /** The user's sessions below `tokenVersion` ended, but `keptJti`'s. */
  sessionsEnded(ended: SessionsEnded): void {
    this.remember(ended);
    const members = [...(this.io.sockets.adapter.rooms.get(userRoom(ended.userId)) ?? [])];
    for (const socketId of members) {
      const member: SessionSocket | undefined = this.io.sockets.sockets.get(socketId);
      const session = member?.data.session;
      if (!member || !session) continue;
      if (endedBy(session, ended)) {
        member.data.session = undefined;
        void member.leave(userRoom(ended.userId));
      } else if (session.jti === ended.keptJti) {
        session.tokenVersion = Math.max(session.tokenVersion, ended.tokenVersion);
      }
    }
  }

  private remember(ended: SessionsEnded): void {
    const now = Date.now();
    const known = this.recentlyEnded.get(ended.userId);
    if (known && known.tokenVersion >= ended.tokenVersion) return;
    this.recentlyEnded.delete(ended.userId);
    this.recentlyEnded.set(ended.userId, { ...ended, at: now });
    // Oldest first (insertion order): drop what is past its time, and keep the map bounded.
    for (const [userId, entry] of this.recentlyEnded) {
      if (now - entry.at < ENDED_REMEMBERED_MS && this.recentlyEnded.size <= ENDED_REMEMBERED_MAX) {
        break;
      }
      this.recentlyEnded.delete(userId);
    }
  }
}
